import TellerBank
import TellerTestSupport
import Testing

/// Thousands of random interleavings of add, reset and advance, checked
/// against a reference that follows the events: no stale event after a
/// reset, numbering, FIFO per work type, exact service times, clerks never
/// double-booked, the documented tie order and the work timer.
@Suite("Reset, add and advance: property test")
struct ResetPropertyTests {
  /// What the reference knows about one customer.
  enum Phase { case waiting, inService(clerk: Int, start: ModelTime) }

  /// A model of the bank rebuilt only from its events.
  struct Reference {
    let configuration: BankConfiguration
    var present: [Int: (customer: Customer, phase: Phase)] = [:]
    var nextNumber = 1
    var busyClerks: Set<Int> = []
    var lastStartedNumber: [WorkType: Int] = [:]
    var servedSinceReset = 0
    var resetTime: ModelTime = .zero
    var lastTime: ModelTime = .zero
    var workTime: ModelTime = .zero
    var failures: [String] = []

    init(configuration: BankConfiguration) { self.configuration = configuration }

    mutating func fail(_ message: String) { failures.append(message) }

    /// Moves the reference timer forward to an instant.
    mutating func clock(to time: ModelTime) {
      if time < lastTime { fail("time went back from \(lastTime) to \(time)") }
      if !present.isEmpty && time > lastTime { workTime += time - lastTime }
      if time > lastTime { lastTime = time }
    }

    mutating func take(_ event: BankEvent) {
      clock(to: event.time)
      switch event.kind {
      case .reset:
        present = [:]
        nextNumber = 1
        busyClerks = []
        lastStartedNumber = [:]
        servedSinceReset = 0
        resetTime = event.time
        workTime = .zero
      case .arrived(let c):
        if c.number != nextNumber { fail("arrival numbered \(c.number), expected \(nextNumber)") }
        if c.arrival != event.time { fail("arrival time \(c.arrival) at event \(event.time)") }
        nextNumber += 1
        present[c.number] = (c, .waiting)
      case .started(let c, let clerk):
        guard let entry = present[c.number], entry.customer == c, case .waiting = entry.phase else {
          fail("start of customer \(c.number) who is not waiting (stale after a reset?)")
          return
        }
        if c.arrival < resetTime { fail("customer \(c.number) from before the reset started") }
        let first = configuration.firstClerk(for: c.workType)
        if !(first..<(first + configuration.clerks(for: c.workType))).contains(clerk) {
          fail("clerk \(clerk) does not serve \(name(c.workType))")
        }
        if busyClerks.contains(clerk) { fail("clerk \(clerk) double-booked") }
        if let previous = lastStartedNumber[c.workType], previous > c.number {
          fail("\(name(c.workType)) line not first come, first served")
        }
        let ahead = present.values.contains {
          $0.customer.workType == c.workType && $0.customer.number < c.number
            && { if case .waiting = $0.phase { return true } else { return false } }($0)
        }
        if ahead {
          fail("customer \(c.number) started before an earlier \(name(c.workType)) customer")
        }
        lastStartedNumber[c.workType] = c.number
        busyClerks.insert(clerk)
        present[c.number] = (c, .inService(clerk: clerk, start: event.time))
      case .finished(let c, let clerk):
        guard let entry = present[c.number], entry.customer == c,
          case .inService(let servedBy, let start) = entry.phase
        else {
          fail("finish of customer \(c.number) who is not in service (stale after a reset?)")
          return
        }
        if servedBy != clerk { fail("customer \(c.number) finished at another clerk") }
        if event.time - start != configuration.serviceTime(for: c.workType) {
          fail("service of \(c.number) took \(event.time - start)")
        }
        busyClerks.remove(clerk)
        present[c.number] = nil
        servedSinceReset += 1
      case .allServed(let summary):
        if !present.isEmpty { fail("all served with \(present.count) customers present") }
        if summary.customersServed != servedSinceReset {
          fail("summary says \(summary.customersServed) served, events say \(servedSinceReset)")
        }
        if summary.workTime != workTime {
          fail("summary work time \(summary.workTime), reference \(workTime)")
        }
      }
    }
  }

  /// Ranks of event kinds within one instant of one call.
  static func rank(_ kind: BankEvent.Kind) -> (Int, Int) {
    switch kind {
    case .finished(_, let clerk): (0, clerk)
    case .arrived(let c): (1, c.number)
    case .started(let c, _): (2, c.number)
    case .allServed: (3, 0)
    case .reset: (4, 0)
    }
  }

  /// Checks the documented tie order within the events of one call.
  static func tieOrderProblems(_ events: [BankEvent]) -> [String] {
    var problems: [String] = []
    for (a, b) in zip(events, events.dropFirst()) where a.time == b.time {
      let (ra, rb) = (rank(a.kind), rank(b.kind))
      if ra.0 > rb.0 || (ra.0 == rb.0 && ra.1 >= rb.1 && ra.0 != 3) {
        problems.append("tie order: \(describe(a)) before \(describe(b))")
      }
    }
    return problems
  }

  @Test("3000 random interleavings keep every invariant")
  func interleavings() {
    var random = SplitMix64(seed: 2024)
    var failures: [String] = []
    var eventCount = 0
    var resetsWithCustomers = 0
    for round in 0..<3000 where failures.isEmpty {
      var configuration = BankConfiguration.exercise(
        depositClerks: random.nextInt(in: 1...3), loanClerks: random.nextInt(in: 0...2),
        depositTime: ms(Int64(random.nextInt(in: 1...9)) * 100),
        loanTime: ms(Int64(random.nextInt(in: 1...9)) * 100),
        batchSize: random.nextInt(in: 0...12), loanShare: random.nextUnit(),
        seed: random.next())
      if round % 3 == 0 {
        // Every third bank has a third work type after loans.
        var audits = AuditWorkType.settings
        audits.clerks = random.nextInt(in: 0...2)
        audits.serviceTime = ms(Int64(random.nextInt(in: 1...9)) * 100)
        audits.share = random.nextUnit() * configuration.share(of: .deposit)
        _ = configuration.addWorkType(audits)
      }
      var bank = Bank(configuration: configuration)
      var reference = Reference(configuration: configuration)
      for _ in 0..<random.nextInt(in: 1...40) {
        var events: [BankEvent] = []
        let sink: (BankEvent) -> Void = { events.append($0) }
        let before = bank.now
        switch random.nextInt(in: 0...9) {
        case 0...1: bank.addCustomers(nil, into: sink)
        case 2: bank.addCustomers(random.nextInt(in: 0...5), into: sink)
        case 3:
          let at = bank.now + ms(Int64(random.nextInt(in: 0...15)) * 100)
          bank.addCustomer(random.nextUnit() < 0.5 ? .loan : .deposit, at: at, into: sink)
        case 4:
          if !bank.isIdle { resetsWithCustomers += 1 }
          bank.reset(into: sink)
        case 5: bank.advanceUntilIdle(into: sink)
        default:
          bank.advance(to: bank.now + ms(Int64(random.nextInt(in: 0...30)) * 100), into: sink)
        }
        if let first = events.first, first.time < before { failures.append("event before now") }
        failures += ResetPropertyTests.tieOrderProblems(events)
        eventCount += events.count
        for event in events { reference.take(event) }
        reference.clock(to: bank.now)
        if bank.workTime != reference.workTime {
          failures.append("work timer \(bank.workTime), reference \(reference.workTime)")
        }
        if bank.waitingCount + bank.processingCount != reference.present.count {
          failures.append("bank holds \(bank.waitingCount + bank.processingCount) customers")
        }
        if bank.isIdle != reference.present.isEmpty { failures.append("isIdle disagrees") }
        if bank.nextCustomerNumber != reference.nextNumber {
          failures.append(
            "next number \(bank.nextCustomerNumber), expected \(reference.nextNumber)")
        }
        failures += reference.failures.map { "round \(round): \($0)" }
        reference.failures = []
      }
    }
    #expect(failures.isEmpty, "\(failures.prefix(5))")
    #expect(eventCount > 100_000, "the interleavings exercise the bank")
    #expect(resetsWithCustomers > 1000, "many resets cancel customers in the bank")
  }

  @Test("The checker itself catches a stale event after a reset")
  func checkerCatchesStaleEvents() {
    var reference = Reference(configuration: BankConfiguration())
    let customer = Customer(number: 1, workType: .deposit, arrival: .zero)
    reference.take(BankEvent(time: .zero, kind: .arrived(customer)))
    reference.take(BankEvent(time: .zero, kind: .started(customer, clerk: 1)))
    reference.take(BankEvent(time: ms(100), kind: .reset))
    reference.take(BankEvent(time: ms(700), kind: .finished(customer, clerk: 1)))
    #expect(reference.failures.count == 1)
  }

  @Test("A reset mid-service: nothing of the old customers comes out afterwards")
  func resetMidService() {
    var bank = Bank()
    _ = bank.addCustomers(10)
    _ = bank.advance(to: ms(1000))
    #expect(bank.reset().map(describe) == ["1000 reset"])
    #expect(bank.advance(to: ms(60_000)).isEmpty)
    #expect(bank.waiting.isEmpty && bank.processing.isEmpty)
    #expect(bank.workTime == .zero)
    #expect(bank.summary.customersServed == 0)
    let again = bank.addCustomers(1)
    guard case .arrived(let customer)? = again.first?.kind else {
      Issue.record("the first event after adding is not an arrival")
      return
    }
    #expect(customer.number == 1)
    #expect(customer.arrival == ms(60_000))
  }
}
