import TellerAccessibility
import TellerBank
import TellerSession
import Testing

/// An announcement and the model time it was released at.
private struct Said {
  var record: OutputRecord
  var releasedAt: ModelTime
}

/// Adds a batch of customers, then lets time pass wake-up by wake-up until
/// the bank and the announcer are idle, so every announcement's release
/// time is the instant its step reached. Returns every announcement and the
/// session.
private func flood(
  batch: Int, verbosity: Verbosity, debounce: ModelTime = .milliseconds(500),
  language: Language = .english
) -> (announcements: [Said], session: Session) {
  var settings = SessionSettings(
    language: language, verbosity: verbosity, debounce: debounce,
    bank: BankConfiguration(seed: 1))
  settings.bank.batchSize = batch
  var session = Session(settings: settings)
  _ = session.start()
  var said = session.handle(.line("add", number: 1)).map { Said(record: $0, releasedAt: .zero) }
  while let wake = session.nextWakeTime {
    said += session.advance(to: wake).map { Said(record: $0, releasedAt: wake) }
  }
  return (said.filter { $0.record.kind == .announcement }, session)
}

/// Announcements of a session that adds a batch and lets time pass in
/// fixed steps.
private func stepped(batch: Int, step: ModelTime) -> [OutputRecord] {
  var settings = SessionSettings(bank: BankConfiguration(seed: 1))
  settings.bank.batchSize = batch
  var session = Session(settings: settings)
  var records = session.start().records
  records += session.handle(.line("add", number: 1))
  while session.nextWakeTime != nil { records += session.advance(to: session.now + step) }
  return records.filter { $0.kind == .announcement }
}

/// The 1000-customer floods, run once per verbosity and shared by the tests.
private let floods: [Verbosity: (announcements: [Said], session: Session)] = {
  var all: [Verbosity: (announcements: [Said], session: Session)] = [:]
  for verbosity in [Verbosity.low, .normal, .high] {
    all[verbosity] = flood(batch: 1000, verbosity: verbosity)
  }
  return all
}()

/// The largest number of announcements made in any window of a length that
/// starts after time zero.
private func busiestWindow(_ said: [Said], length: ModelTime) -> Int {
  let times = said.map(\.releasedAt).filter { $0 > .zero }
  var most = 0
  var start = 0
  for end in times.indices {
    while times[end] - times[start] >= length { start += 1 }
    most = max(most, end - start + 1)
  }
  return most
}

@Suite("Session flood control")
struct SessionFloodTests {
  static let levels: [Verbosity] = [.low, .normal, .high]

  @Test("1000 customers: at most 3 at once, at most 2 a second, all served last", arguments: levels)
  func thousandCustomers(_ verbosity: Verbosity) throws {
    let (announcements, session) = try #require(floods[verbosity])
    #expect(session.bank.isIdle)
    let atStart = announcements.filter { $0.releasedAt == .zero }
    #expect(!atStart.isEmpty)
    #expect(atStart.count <= 3)
    #expect(busiestWindow(announcements, length: .seconds(1)) <= 2)
    // Each carries the time of its events, which is never after its release.
    #expect(announcements.allSatisfy { $0.record.time <= $0.releasedAt })
    // The final state is said last, once; at high verbosity after the
    // last finish it is merged with.
    let last = try #require(announcements.last)
    let final = "all customers served: 1000 customers in "
    #expect(last.record.text.lowercased().contains(final), "\(last.record.text)")
    #expect(announcements.filter { $0.record.text.lowercased().contains(final) }.count == 1)
    #expect(last.releasedAt >= session.bank.workTime)
    #expect(last.releasedAt - session.bank.workTime < .milliseconds(500))
  }

  @Test("Low verbosity says the add and the end only")
  func lowSaysLittle() throws {
    let announcements = try #require(floods[.low]).announcements
    #expect(announcements.count == 2)
    #expect(announcements.first?.record.text == "1000 customers added, 997 waiting")
  }

  @Test("Normal verbosity reports progress; high names more customers than normal")
  func higherSaysMore() throws {
    let low = try #require(floods[.low]).announcements
    let normal = try #require(floods[.normal]).announcements
    let high = try #require(floods[.high]).announcements
    #expect(normal.count > low.count)
    #expect(high.count >= normal.count)
    let namedNormal = normal.reduce(0) { $0 + $1.record.text.count }
    let namedHigh = high.reduce(0) { $0 + $1.record.text.count }
    #expect(namedHigh > namedNormal)
    #expect(high.first?.record.text.hasPrefix("Customers 1 to 1000 added") == true)
  }

  @Test("Polite announcements keep the debounce window", arguments: levels)
  func politeDebounce(_ verbosity: Verbosity) throws {
    let polite = try #require(floods[verbosity]).announcements.filter {
      $0.record.priority == .polite
    }
    for (a, b) in zip(polite, polite.dropFirst()) {
      #expect(
        b.releasedAt - a.releasedAt >= .milliseconds(500),
        "\(a.record.text) then \(b.record.text)")
    }
  }

  @Test("A longer debounce window means fewer announcements")
  func debounceSetting() {
    let slow = flood(batch: 100, verbosity: .normal, debounce: .seconds(2)).announcements
    let fast = flood(batch: 100, verbosity: .normal).announcements
    #expect(slow.count < fast.count)
    for (a, b) in zip(slow, slow.dropFirst()) {
      #expect(b.releasedAt - a.releasedAt >= .seconds(2))
    }
    #expect(slow.last?.record.text.hasPrefix("All customers served: 100 customers") == true)
  }

  @Test("Step size does not change what is said: wake-ups, 50 ms steps and wait idle agree")
  func stepSizeIndependent() {
    var settings = SessionSettings(bank: BankConfiguration(seed: 1))
    settings.bank.batchSize = 100
    let idle = ScriptRun(script: "add\nwait idle", settings: settings).records.filter {
      $0.kind == .announcement
    }
    let woken = flood(batch: 100, verbosity: .normal).announcements.map(\.record)
    let fine = stepped(batch: 100, step: .milliseconds(50))
    let coarse = stepped(batch: 100, step: .milliseconds(730))
    for other in [woken, fine, coarse] {
      #expect(idle.map(\.text) == other.map(\.text))
      #expect(idle.map(\.time) == other.map(\.time))
    }
  }

  @Test("Korean flood ends with the Korean all-served sentence")
  func korean() {
    let announcements = flood(batch: 100, verbosity: .normal, language: .korean).announcements
    #expect(announcements.first?.record.text.hasPrefix("고객 100명 추가") == true)
    #expect(announcements.last?.record.text.hasPrefix("모든 고객 업무 완료: 고객 100명") == true)
  }
}
