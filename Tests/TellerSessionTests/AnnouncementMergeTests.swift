import TellerAccessibility
import TellerBank
import TellerSession
import TellerTestSupport
import Testing

/// Merged announcements never contradict themselves: a property over
/// random event streams from real banks, checked on every sentence, as
/// text.
@Suite("Merged announcements")
struct AnnouncementMergeTests {
  /// One part of an English sentence, read back: its kind and the
  /// customers it names.
  struct Part: Equatable {
    enum Kind: String { case added, started, served, finished, allServed, counted }
    var kind: Kind
    var customers: [Int]
  }

  /// Reads back the parts of an English announcement at high verbosity,
  /// which names every customer.
  static func parts(of text: String) -> [Part] {
    let sentence = text.prefix(1).lowercased() + text.dropFirst()
    return sentence.components(separatedBy: "; ").map { part in
      func numbers(_ list: Substring) -> [Int] {
        list.replacingOccurrences(of: " and ", with: ", ").components(separatedBy: ", ")
          .compactMap { Int($0) }
      }
      if part.hasPrefix("all customers served") { return Part(kind: .allServed, customers: []) }
      if let range = part.range(of: " added, ") {
        let who = part[..<range.lowerBound]
        let ends = who.split(separator: " ").compactMap { Int($0) }
        if who.hasPrefix("customers "), ends.count == 2 {
          return Part(kind: .added, customers: Array(ends[0]...ends[1]))
        }
        if who.hasPrefix("customer ") { return Part(kind: .added, customers: ends) }
        // Adds that are not one run of numbers are counted.
        return Part(kind: .added, customers: [])
      }
      for (suffix, kind) in [
        (" started and finished", Part.Kind.served), (" started", .started),
        (" finished", .finished),
      ] where part.hasSuffix(suffix) {
        var who = Substring(part.dropLast(suffix.count))
        for prefix in ["customers ", "customer "] where who.hasPrefix(prefix) {
          who = who.dropFirst(prefix.count)
          return Part(kind: kind, customers: numbers(who))
        }
        return Part(kind: .counted, customers: [])
      }
      Issue.record("unreadable part '\(part)' in '\(text)'")
      return Part(kind: .counted, customers: [])
    }
  }

  /// A random day: adds and resets at random instants, the bank and the
  /// announcer driven as the session drives them. Returns what was
  /// announced and every event, in order, each announcement after the
  /// events it may report.
  static func randomDay(seed: UInt64, verbosity: Verbosity) -> [Either] {
    var random = SplitMix64(seed: seed)
    let configuration = BankConfiguration.exercise(
      depositClerks: random.nextInt(in: 1...4), loanClerks: random.nextInt(in: 0...3),
      depositTime: .milliseconds(Int64(random.nextInt(in: 50...900))),
      loanTime: .milliseconds(Int64(random.nextInt(in: 50...1500))),
      batchSize: random.nextInt(in: 1...15), loanShare: random.nextUnit() * 0.8, seed: seed)
    var bank = Bank(configuration: configuration)
    var announcer = Announcer(
      settings: Announcer.Settings(
        catalog: .english, verbosity: verbosity,
        debounce: .milliseconds(Int64(random.nextInt(in: 0...3000)))))
    var log: [Either] = []
    var now = ModelTime.zero
    for _ in 0..<random.nextInt(in: 1...12) {
      let next = now + .milliseconds(Int64(random.nextInt(in: 0...4000)))
      // Time passes as the session lets it: wake-up by wake-up.
      while let wake = [bank.nextEventTime, announcer.nextDeadline].compactMap({ $0 }).min(),
        wake <= next
      {
        log += announcer.flush(upTo: wake, waiting: bank.waitingCount).map(Either.said)
        let events = bank.advance(to: wake)
        log += events.map(Either.happened)
        log += announcer.receive(events, waiting: bank.waitingCount).map(Either.said)
      }
      _ = bank.advance(to: next)
      log += announcer.flush(upTo: next, waiting: bank.waitingCount).map(Either.said)
      now = next
      let events = random.nextInt(in: 0...9) == 0 ? bank.reset() : bank.addCustomers()
      log += events.map(Either.happened)
      log += announcer.receive(events, waiting: bank.waitingCount).map(Either.said)
    }
    while let wake = [bank.nextEventTime, announcer.nextDeadline].compactMap({ $0 }).min() {
      log += announcer.flush(upTo: wake, waiting: bank.waitingCount).map(Either.said)
      let events = bank.advance(to: wake)
      log += events.map(Either.happened)
      log += announcer.receive(events, waiting: bank.waitingCount).map(Either.said)
    }
    log += announcer.flushAll(at: bank.now, waiting: bank.waitingCount).map(Either.said)
    return log
  }

  enum Either {
    case happened(BankEvent)
    case said(Announcement)
  }

  @Test(
    "Every merge says each customer once, in the order that happened, and all of them",
    arguments: 0..<300)
  func everyMerge(seed: UInt64) {
    let log = Self.randomDay(seed: seed, verbosity: .high)
    // Per customer, since the last reset: what happened and what was said.
    var happened: [Int: [Part.Kind]] = [:]
    var said: [Int: [Part.Kind]] = [:]
    func checkEpoch(complete: Bool) {
      for (customer, kinds) in said {
        let truth = happened[customer] ?? []
        // What was said, with a served customer's one mention standing for
        // both its events.
        let expanded = kinds.flatMap { $0 == .served ? [.started, .finished] : [$0] }
        #expect(
          Array(truth.prefix(expanded.count)) == expanded,
          "seed \(seed): customer \(customer) said \(kinds), happened \(truth)")
      }
      guard complete else { return }
      for (customer, truth) in happened {
        let kinds = (said[customer] ?? []).flatMap {
          $0 == .served ? [Part.Kind.started, .finished] : [$0]
        }
        #expect(kinds == truth, "seed \(seed): customer \(customer) not all said: \(kinds)")
      }
    }
    for entry in log {
      switch entry {
      case .happened(let event):
        switch event.kind {
        case .started(let customer, _): happened[customer.number, default: []].append(.started)
        case .finished(let customer, _): happened[customer.number, default: []].append(.finished)
        case .arrived, .allServed: break
        case .reset:
          checkEpoch(complete: false)
          happened = [:]
          said = [:]
        }
      case .said(let announcement):
        guard announcement.priority == .polite else { continue }
        let parts = Self.parts(of: announcement.text)
        #expect(
          !parts.contains { $0.kind == .counted },
          "seed \(seed): high verbosity names everyone: '\(announcement.text)'")
        let named = parts.filter { $0.kind != .added }.flatMap(\.customers)
        #expect(
          Set(named).count == named.count,
          "seed \(seed): a customer said twice in '\(announcement.text)'")
        if let added = parts.firstIndex(where: { $0.kind == .added }) {
          for part in parts[..<added] {
            #expect(
              Set(part.customers).isDisjoint(with: parts[added].customers),
              "seed \(seed): started before being added in '\(announcement.text)'")
          }
        }
        for part in parts where part.kind != .added {
          for customer in part.customers { said[customer, default: []].append(part.kind) }
        }
      }
    }
    checkEpoch(complete: true)
  }

  @Test("The issue's merge: a customer who started and finished is said once, in order")
  func startedAndFinished() {
    func customer(_ n: Int) -> Customer { Customer(number: n, workType: .deposit, arrival: .zero) }
    var announcer = Announcer(
      settings: Announcer.Settings(catalog: .english, debounce: .seconds(1)))
    _ = announcer.receive(
      [BankEvent(time: .zero, kind: .started(customer(11), clerk: 1))], waiting: 3)
    let events = [
      BankEvent(time: .milliseconds(100), kind: .finished(customer(11), clerk: 1)),
      BankEvent(time: .milliseconds(100), kind: .started(customer(17), clerk: 1)),
      BankEvent(time: .milliseconds(200), kind: .started(customer(19), clerk: 2)),
      BankEvent(time: .milliseconds(800), kind: .finished(customer(17), clerk: 1)),
    ]
    for event in events { #expect(announcer.receive([event], waiting: 1).isEmpty) }
    let released = announcer.flush(upTo: .seconds(1), waiting: 1)
    #expect(
      released.map(\.text) == [
        "Customer 11 finished; customer 17 started and finished; customer 19 started"
      ])
    var korean = Announcer(settings: Announcer.Settings(catalog: .korean, debounce: .seconds(1)))
    _ = korean.receive(
      [BankEvent(time: .zero, kind: .started(customer(11), clerk: 1))], waiting: 3)
    for event in events { _ = korean.receive([event], waiting: 1) }
    #expect(
      korean.flush(upTo: .seconds(1), waiting: 1).map(\.text) == [
        "11번 고객 업무 완료. 17번 고객 업무 시작 후 완료. 19번 고객 업무 시작"
      ])
  }

  @Test("An add comes before the start of any customer it added")
  func addBeforeItsStarts() {
    func customer(_ n: Int) -> Customer { Customer(number: n, workType: .deposit, arrival: .zero) }
    var announcer = Announcer(
      settings: Announcer.Settings(catalog: .english, verbosity: .high, debounce: .seconds(1)))
    _ = announcer.receive(
      [BankEvent(time: .zero, kind: .started(customer(1), clerk: 1))], waiting: 0)
    let events = [
      BankEvent(time: .milliseconds(100), kind: .started(customer(2), clerk: 2)),
      BankEvent(time: .milliseconds(300), kind: .arrived(customer(3))),
      BankEvent(time: .milliseconds(300), kind: .arrived(customer(4))),
      BankEvent(time: .milliseconds(300), kind: .started(customer(3), clerk: 3)),
    ]
    for event in events { _ = announcer.receive([event], waiting: 1) }
    #expect(
      announcer.flush(upTo: .seconds(1), waiting: 1).map(\.text) == [
        "Customers 3 to 4 added, 1 waiting; customers 2 and 3 started"
      ])
  }
}
