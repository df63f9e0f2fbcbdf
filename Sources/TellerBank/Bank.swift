/// The bank as a pure, deterministic discrete-event model.
///
/// Each work type has its own clerks and its own first-come, first-served
/// line. The bank never sleeps and never reads a clock: ``advance(to:)``
/// moves it to an instant and returns what happened up to then, in order.
///
/// Ties at one instant break the same way every time: finishes first (by
/// clerk number), then arrivals (by customer number), then starts (by
/// customer number), then "all served".
///
/// A reset empties the bank at once, so no event for a customer from before
/// the reset can come out after it.
public struct Bank: Sendable {
  /// A customer at a clerk.
  public struct Service: Hashable, Sendable {
    /// The customer being served.
    public var customer: Customer
    /// The clerk's number.
    public var clerk: Int
    /// When service started.
    public var start: ModelTime
    /// When service will finish.
    public var finish: ModelTime
  }

  /// One work type's line and clerks.
  struct Lane: Sendable {
    var waiting = FIFO<Customer>()
    var inService = FIFO<Service>()
    var freeClerks: [Int]  // sorted descending; the lowest number is last
    var served = 0

    init(firstClerk: Int, clerks: Int) {
      freeClerks = (0..<clerks).map { firstClerk + $0 }.reversed()
    }
  }

  /// The bank's parameters.
  public let configuration: BankConfiguration
  /// The instant the bank has advanced to.
  public private(set) var now: ModelTime = .zero
  /// The work timer.
  public private(set) var timer = WorkTimer()
  /// How many resets have happened.
  public private(set) var generation = 0
  var lanes: [Lane]
  var nextNumber = 1
  var random: SplitMix64

  /// Opens a bank with a configuration.
  public init(configuration: BankConfiguration = BankConfiguration()) {
    self.configuration = configuration
    self.random = SplitMix64(seed: configuration.seed)
    self.lanes = WorkType.allCases.map {
      Lane(firstClerk: configuration.firstClerk(for: $0), clerks: configuration.clerks(for: $0))
    }
  }

  // MARK: State

  /// Customers waiting, in arrival order.
  ///
  /// - Complexity: O(w) for w waiting customers.
  public var waiting: [Customer] {
    var result: [Customer] = []
    result.reserveCapacity(waitingCount)
    var iterators = lanes.map { $0.waiting.makeIterator() }
    var heads = iterators.indices.map { iterators[$0].next() }
    while true {
      var best: Int?
      for i in heads.indices {
        guard let h = heads[i] else { continue }
        if best == nil || h.number < heads[best!]!.number { best = i }
      }
      guard let b = best else { break }
      result.append(heads[b]!)
      heads[b] = iterators[b].next()
    }
    return result
  }

  /// Customers being served, in the order their service started.
  public var processing: [Service] {
    var result = lanes.flatMap { Array($0.inService) }
    result.sort { ($0.start, $0.customer.number) < ($1.start, $1.customer.number) }
    return result
  }

  /// The number of customers waiting.
  public var waitingCount: Int { lanes.reduce(0) { $0 + $1.waiting.count } }

  /// The number of customers being served.
  public var processingCount: Int { lanes.reduce(0) { $0 + $1.inService.count } }

  /// Whether nobody is waiting or being served.
  public var isIdle: Bool { lanes.allSatisfy { $0.waiting.isEmpty && $0.inService.isEmpty } }

  /// Customers served since the last reset, per work type.
  public func served(_ type: WorkType) -> Int { lanes[type.rawValue].served }

  /// The work timer's reading now.
  public var workTime: ModelTime { timer.elapsed(at: now) }

  /// When the next event happens, or nil when the bank is idle.
  public var nextEventTime: ModelTime? {
    lanes.compactMap { $0.inService.first?.finish }.min()
  }

  // MARK: Commands

  /// Adds ``BankConfiguration/batchSize`` customers, or `count`, now, each
  /// with a work type drawn from the seeded generator.
  public mutating func addCustomers(_ count: Int? = nil) -> [BankEvent] {
    var events: [BankEvent] = []
    addCustomers(count) { events.append($0) }
    return events
  }

  /// Adds customers now and passes each event to a sink.
  public mutating func addCustomers(_ count: Int? = nil, into sink: (BankEvent) -> Void) {
    let n = max(0, count ?? configuration.batchSize)
    guard n > 0 else { return }
    timer.start(at: now)
    for _ in 0..<n {
      let type: WorkType = drawWorkType()
      let customer = Customer(number: nextNumber, workType: type, arrival: now)
      nextNumber += 1
      lanes[type.rawValue].waiting.append(customer)
      sink(BankEvent(time: now, kind: .arrived(customer)))
    }
    startServices(into: sink)
  }

  /// Adds one customer of a given work type now.
  public mutating func addCustomer(_ type: WorkType, into sink: (BankEvent) -> Void) {
    timer.start(at: now)
    let customer = Customer(number: nextNumber, workType: type, arrival: now)
    nextNumber += 1
    lanes[type.rawValue].waiting.append(customer)
    sink(BankEvent(time: now, kind: .arrived(customer)))
    startServices(into: sink)
  }

  /// Draws a work type: loan with probability ``BankConfiguration/loanShare``.
  public mutating func drawWorkType() -> WorkType {
    random.nextUnit() < configuration.loanShare ? .loan : .deposit
  }

  /// Cancels everything at once: both lines empty, the timer reads zero and
  /// numbering restarts at 1. Model time does not move.
  public mutating func reset() -> [BankEvent] {
    lanes = WorkType.allCases.map {
      Lane(firstClerk: configuration.firstClerk(for: $0), clerks: configuration.clerks(for: $0))
    }
    timer.reset()
    nextNumber = 1
    generation += 1
    return [BankEvent(time: now, kind: .reset)]
  }

  /// Moves the bank to an instant and returns the events up to it, in order.
  /// Instants in the past leave the bank where it is.
  public mutating func advance(to time: ModelTime) -> [BankEvent] {
    var events: [BankEvent] = []
    advance(to: time) { events.append($0) }
    return events
  }

  /// Moves the bank to an instant, passing each event to a sink.
  ///
  /// - Complexity: O(e · k) for e events and k work types.
  public mutating func advance(to time: ModelTime, into sink: (BankEvent) -> Void) {
    while let next = nextEventTime, next <= time {
      now = next
      finishServices(at: next, into: sink)
      startServices(into: sink)
      if isIdle {
        timer.stop(at: next)
        sink(BankEvent(time: next, kind: .allServed(summary)))
      }
    }
    if time > now { now = time }
  }

  /// The bank's totals now.
  public var summary: BankSummary {
    BankSummary(
      customersServed: lanes.reduce(0) { $0 + $1.served },
      depositCustomers: served(.deposit), loanCustomers: served(.loan),
      workTime: workTime)
  }

  // MARK: Internals

  private mutating func finishServices(at time: ModelTime, into sink: (BankEvent) -> Void) {
    var done: [Service] = []
    for i in lanes.indices {
      while let first = lanes[i].inService.first, first.finish == time {
        _ = lanes[i].inService.popFirst()
        lanes[i].served += 1
        insertFree(first.clerk, lane: i)
        done.append(first)
      }
    }
    if done.count > 1 { done.sort { $0.clerk < $1.clerk } }
    for s in done { sink(BankEvent(time: time, kind: .finished(s.customer, clerk: s.clerk))) }
  }

  private mutating func insertFree(_ clerk: Int, lane i: Int) {
    var free = lanes[i].freeClerks
    lanes[i].freeClerks = []
    var index = free.count
    while index > 0 && free[index - 1] < clerk { index -= 1 }
    free.insert(clerk, at: index)
    lanes[i].freeClerks = free
  }

  private mutating func startServices(into sink: (BankEvent) -> Void) {
    var started: [Service] = []
    for i in lanes.indices {
      let duration = configuration.serviceTime(for: WorkType(rawValue: i)!)
      while !lanes[i].freeClerks.isEmpty, let customer = lanes[i].waiting.popFirst() {
        let clerk = lanes[i].freeClerks.removeLast()
        let service = Service(customer: customer, clerk: clerk, start: now, finish: now + duration)
        lanes[i].inService.append(service)
        started.append(service)
      }
    }
    if started.count > 1 { started.sort { $0.customer.number < $1.customer.number } }
    for s in started { sink(BankEvent(time: now, kind: .started(s.customer, clerk: s.clerk))) }
  }
}
