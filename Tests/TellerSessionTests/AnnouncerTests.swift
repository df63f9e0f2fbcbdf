import TellerAccessibility
import TellerBank
import TellerSession
import TellerTestSupport
import TellerWording
import Testing

private func ms(_ value: Int64) -> ModelTime { .milliseconds(value) }

private func customer(_ n: Int, _ type: WorkType = .deposit) -> Customer {
  Customer(number: n, workType: type, arrival: .zero)
}

private func started(_ n: Int, at time: ModelTime) -> BankEvent {
  BankEvent(time: time, kind: .started(customer(n), clerk: 1))
}

private func finished(_ n: Int, at time: ModelTime) -> BankEvent {
  BankEvent(time: time, kind: .finished(customer(n), clerk: 1))
}

private func arrived(_ n: Int, at time: ModelTime) -> BankEvent {
  BankEvent(time: time, kind: .arrived(customer(n)))
}

private func announcer(
  _ verbosity: Verbosity = .normal, _ catalog: Catalog = .english, debounce: ModelTime = ms(500)
) -> Announcer {
  Announcer(
    settings: Announcer.Settings(catalog: catalog, verbosity: verbosity, debounce: debounce))
}

/// Drives a bank and an announcer the way a session does: at each event or
/// deadline, flush what was due with the bank as it was, move the bank,
/// pass the events with the bank's count, then flush up to the instant.
private func drive(
  _ bank: inout Bank, _ announcer: inout Announcer, until end: ModelTime
) -> [Announcement] {
  var out: [Announcement] = []
  while true {
    let wakes = [bank.nextEventTime, announcer.nextDeadline].compactMap { $0 }
    guard let wake = wakes.min(), wake <= end else { break }
    out += announcer.flush(upTo: wake, waiting: bank.waitingCount)
    out += announcer.receive(bank.advance(to: wake), waiting: bank.waitingCount)
    out += announcer.flush(upTo: wake, waiting: bank.waitingCount)
  }
  return out
}

/// Adds a batch to a bank and passes its events, as a session does.
private func add(_ bank: inout Bank, _ announcer: inout Announcer) -> [Announcement] {
  let events = bank.addCustomers()
  return announcer.receive(events, waiting: bank.waitingCount)
}

@Suite("Announcer")
struct AnnouncerTests {
  @Test("Merging at one instant: one, two, three, many customers")
  func mergingLadder() {
    let cases: [([Int], String)] = [
      ([1], "Customer 1 started"),
      ([1, 2], "Customers 1 and 2 started"),
      ([1, 2, 3], "Customers 1, 2 and 3 started"),
      (Array(1...12), "12 customers started"),
    ]
    for (numbers, expected) in cases {
      var a = announcer()
      let out = a.receive(numbers.map { started($0, at: ms(100)) }, waiting: 0)
      #expect(out == [Announcement(text: expected, priority: .polite, time: ms(100))])
    }
  }

  @Test("Starts and finishes merge into one sentence, in both languages")
  func mixedSentence() {
    let events = [started(1, at: ms(0)), started(2, at: ms(0)), finished(3, at: ms(0))]
    var en = announcer()
    #expect(
      en.receive(events, waiting: 2).map(\.text) == [
        "Customers 1 and 2 started; customer 3 finished"
      ])
    var ko = announcer(.normal, .korean)
    #expect(ko.receive(events, waiting: 2).map(\.text) == ["1, 2번 고객 업무 시작. 3번 고객 업무 완료"])
  }

  @Test("Adds say how many came and how long the line is")
  func adds() {
    // Three clerks already busy: all ten new customers wait, as the bank
    // says.
    var a = announcer()
    let out = a.receive((4...13).map { arrived($0, at: ms(0)) }, waiting: 10)
    #expect(out.map(\.text) == ["10 customers added, 10 waiting"])
    var ko = announcer(.low, .korean)
    #expect(
      ko.receive((4...13).map { arrived($0, at: ms(0)) }, waiting: 10).map(\.text) == [
        "고객 10명 추가, 대기 10명"
      ])
  }

  @Test("An add on a real bank: starts merged after the add")
  func realAdd() {
    var bank = Bank(configuration: BankConfiguration.exercise(loanShare: 0))
    var a = announcer()
    let out = add(&bank, &a)
    #expect(out.map(\.text) == ["10 customers added, 8 waiting; customers 1 and 2 started"])
    #expect(out.map(\.priority) == [.polite])
  }

  @Test("Debounce: at most one per window, held text released at the deadline")
  func debounce() {
    var a = announcer()
    #expect(a.receive([started(1, at: ms(0))], waiting: 5).map(\.text) == ["Customer 1 started"])
    #expect(a.nextDeadline == nil, "nothing is held yet")
    #expect(a.receive([finished(1, at: ms(100))], waiting: 5).isEmpty)
    #expect(a.receive([started(2, at: ms(300))], waiting: 5).isEmpty)
    #expect(a.nextDeadline == ms(500))
    #expect(a.flush(upTo: ms(499), waiting: 5).isEmpty)
    let released = a.flush(upTo: ms(500), waiting: 5)
    // Released at the window's end, it carries the time of its first event.
    #expect(
      released == [
        Announcement(
          text: "Customer 1 finished; customer 2 started", priority: .polite, time: ms(100),
          releasedAt: ms(500))
      ])
    #expect(a.nextDeadline == nil)
    // The release opened a new window: an event at 0.6 s waits until 1.0 s.
    #expect(a.receive([started(3, at: ms(600))], waiting: 5).isEmpty)
    #expect(a.nextDeadline == ms(1000))
    // Events after the deadline release the held text first.
    let later = a.receive([started(4, at: ms(1700))], waiting: 5)
    #expect(later.map(\.text) == ["Customer 3 started", "Customer 4 started"])
    #expect(later.map(\.time) == [ms(600), ms(1700)])
    #expect(later.map(\.releasedAt) == [ms(1000), ms(1700)])
  }

  @Test("The debounce window is configurable")
  func configurableWindow() {
    var a = announcer(debounce: ms(2000))
    _ = a.receive([started(1, at: ms(0))], waiting: 5)
    #expect(a.receive([started(2, at: ms(1500))], waiting: 5).isEmpty)
    #expect(a.nextDeadline == ms(2000))
    var b = announcer(debounce: .zero)
    _ = b.receive([started(1, at: ms(0))], waiting: 5)
    #expect(b.receive([started(2, at: ms(1))], waiting: 5).count == 1)
  }

  @Test("Verbosity ladder: low, normal, high")
  func verbosityLadder() {
    func run(_ verbosity: Verbosity) -> [String] {
      var bank = Bank(configuration: BankConfiguration.exercise(batchSize: 3, loanShare: 0))
      var a = announcer(verbosity)
      var out = add(&bank, &a)
      out += drive(&bank, &a, until: .seconds(10))
      return out.map(\.text)
    }
    // Three deposits, two clerks: 1 and 2 start at 0; 3 at 0.7; all done at 1.4.
    #expect(
      run(.low) == [
        "3 customers added, 1 waiting",
        "All customers served: 3 customers in 1.4 seconds",
      ])
    #expect(
      run(.normal) == [
        "3 customers added, 1 waiting; customers 1 and 2 started",
        "Customers 1 and 2 finished; customer 3 started",
        "All customers served: 3 customers in 1.4 seconds",
      ])
    #expect(
      run(.high) == [
        "Customers 1 to 3 added, 1 waiting; customers 1 and 2 started",
        "Customers 1 and 2 finished; customer 3 started",
        "All customers served: 3 customers in 1.4 seconds; customer 3 finished",
      ])
  }

  @Test("High verbosity names every customer in a burst")
  func highNamesEveryone() {
    var normal = announcer(.normal)
    var high = announcer(.high)
    let events = (1...12).map { started($0, at: ms(0)) }
    #expect(normal.receive(events, waiting: 0).map(\.text) == ["12 customers started"])
    #expect(
      high.receive(events, waiting: 0).map(\.text) == [
        "Customers 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11 and 12 started"
      ])
  }

  @Test("A reset drops what is held and is announced assertively at once")
  func reset() {
    var a = announcer()
    _ = a.receive([started(1, at: ms(0))], waiting: 5)
    #expect(a.receive([finished(1, at: ms(100)), started(2, at: ms(100))], waiting: 4).isEmpty)
    #expect(a.nextDeadline != nil)
    let out = a.receive([BankEvent(time: ms(200), kind: .reset)], waiting: 0)
    #expect(
      out == [
        Announcement(text: "Reset. Both lines are empty.", priority: .assertive, time: ms(200))
      ])
    #expect(a.nextDeadline == nil)
    #expect(a.flush(upTo: .seconds(60), waiting: 0).isEmpty, "no stale announcement after a reset")
    // The polite channel is free again: an add right after is confirmed at once.
    let added = a.receive([arrived(1, at: ms(250))], waiting: 1)
    #expect(added.map(\.text) == ["1 customer added, 1 waiting"])
    var ko = announcer(.low, .korean)
    #expect(
      ko.receive([BankEvent(time: .zero, kind: .reset)], waiting: 0).map(\.text) == [
        "초기화. 대기중과 업무중 목록이 모두 비었습니다."
      ])
  }

  @Test("A reset on a real bank mid-flood leaves nothing stale")
  func resetRealBank() {
    var bank = Bank(configuration: BankConfiguration(batchSize: 100))
    var a = announcer()
    var out = add(&bank, &a)
    out += drive(&bank, &a, until: ms(2020))
    let resetOut = a.receive(bank.reset(), waiting: bank.waitingCount)
    #expect(resetOut.map(\.priority) == [.assertive])
    let after = drive(&bank, &a, until: .seconds(30))
    #expect(after.isEmpty)
  }

  @Test("The final state is always announced, even held inside a window")
  func finalState() throws {
    for verbosity in Verbosity.allCases {
      // Ten deposits, two clerks at 0.7 s: the day lasts 3.5 s.
      var bank = Bank(configuration: BankConfiguration.exercise(loanShare: 0))
      var a = announcer(verbosity, debounce: .seconds(10))
      var out = add(&bank, &a)
      out += drive(&bank, &a, until: .seconds(60))
      let last = try #require(out.last)
      // The final state leads the sentence: the news comes first.
      #expect(last.text.hasPrefix("All customers served: 10 customers in 3.5 seconds"))
      #expect(last.releasedAt == .seconds(10), "held until the window's end")
      // It carries the time of the first event it reports: the last finish
      // ("all served"), or, naming every finish, the first of them.
      #expect(last.time == (verbosity == .high ? ms(700) : ms(3500)))
      #expect(a.nextDeadline == nil)
    }
    var ko = announcer(.low, .korean)
    var bank = Bank(configuration: BankConfiguration.exercise(loanShare: 0))
    var out = add(&bank, &ko)
    out += drive(&bank, &ko, until: .seconds(60))
    #expect(out.last?.text == "모든 고객 업무 완료: 고객 10명, 업무시간 3.5초")
  }

  @Test("A flood of 1,000 customers: at most 3 at once, at most 2 a second after")
  func flood() throws {
    for verbosity in Verbosity.allCases {
      var bank = Bank(configuration: BankConfiguration(batchSize: 1000))
      var a = announcer(verbosity)
      let first = add(&bank, &a)
      #expect(first.count >= 1 && first.count <= 3)
      let rest = drive(&bank, &a, until: .seconds(2000))
      #expect(bank.isIdle)
      let all = first + rest
      #expect(all.filter { $0.releasedAt == .zero }.count <= 3)
      #expect(rest.map(\.time) == rest.map(\.time).sorted())
      #expect(rest.allSatisfy { $0.time <= $0.releasedAt })
      let times = rest.map(\.releasedAt)
      #expect(times == times.sorted())
      // Any three in a row span at least a second, so no 1-second window
      // holds more than two.
      if times.count >= 3 {
        for i in 0..<(times.count - 2) {
          #expect(times[i + 2] - times[i] >= .seconds(1), "at \(times[i])")
        }
      }
      var perSecond: [Int64: Int] = [:]
      for time in times where time > .zero {
        perSecond[time.nanoseconds / 1_000_000_000, default: 0] += 1
      }
      #expect(perSecond.values.allSatisfy { $0 <= 2 })
      let last = try #require(all.last)
      #expect(last.text.lowercased().contains("all customers served: 1000 customers in"))
      if verbosity == .low { #expect(all.count == 2) } else { #expect(all.count > 100) }
    }
  }

  @Test("Announcements carry the time of the events they report, not of their release")
  func eventTimes() {
    var a = announcer()
    _ = a.receive([started(1, at: ms(0))], waiting: 0)
    _ = a.receive([finished(1, at: ms(300))], waiting: 0)
    _ = a.receive([started(2, at: ms(450))], waiting: 0)
    let held = a.flush(upTo: ms(500), waiting: 0)
    #expect(held.map(\.time) == [ms(300)])
    #expect(held.map(\.releasedAt) == [ms(500)])
    // Said at once, an announcement is released at its events' time.
    let now = a.receive([finished(2, at: ms(1200))], waiting: 0)
    #expect(now.map(\.time) == [ms(1200)] && now.map(\.releasedAt) == [ms(1200)])
  }
}
