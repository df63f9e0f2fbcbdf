/// The bank as a pure, deterministic discrete-event model.
///
/// Each work type has its own clerks and its own first-come, first-served
/// line. The bank never sleeps and never reads a clock: ``advance(to:)``
/// moves it to an instant and returns what happened up to then, in order.
///
/// Ties at one instant break the same way every time: finishes first (by
/// clerk number), then arrivals (by customer number), then starts (by
/// customer number), then "all served". Clerks are numbered through the
/// table of work types, so with the defaults deposit clerks are 1 and 2 and
/// the loan clerk is 3.
///
/// A reset empties the bank at once, so no event for a customer from before
/// the reset can come out after it.
///
/// Service times are whole nanoseconds and exact; a service time below one
/// nanosecond counts as one nanosecond, so time always moves forward.
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

  /// The bank's parameters.
  public let configuration: BankConfiguration
  /// The instant the bank has advanced to.
  public private(set) var now: ModelTime = .zero
  /// The work timer.
  public private(set) var timer = WorkTimer()
  var lanes: [Lane]
  var nextNumber = 1
  /// Customers numbered before the last reset.
  public private(set) var customersBeforeReset = 0
  var population = 0  // customers waiting or being served
  var random: SplitMix64
  let mix: WorkTypeMix

  /// Whether the bank keeps its tables' tallies: each clerk's services and
  /// busy time (``clerks``) and each work type's waits (``waits(_:)``).
  let keepsTallies: Bool

  /// Opens a bank with a configuration.
  public init(configuration: BankConfiguration = BankConfiguration()) {
    self.init(configuration: configuration, keepsTallies: true)
  }

  /// Opens a bank that keeps its tables' tallies or not. A simulation's
  /// bank does not: its statistics count the same from the events, and the
  /// bank is never shown, so its clerks' figures and waits stay zero.
  init(configuration: BankConfiguration, keepsTallies: Bool) {
    self.configuration = configuration
    self.random = SplitMix64(seed: configuration.seed)
    self.mix = WorkTypeMix(configuration)
    self.keepsTallies = keepsTallies
    self.lanes = Bank.makeLanes(configuration, keepsTallies: keepsTallies)
  }

  /// One lane per work type, in table order: a type's lane is at its index.
  private static func makeLanes(_ configuration: BankConfiguration, keepsTallies: Bool) -> [Lane] {
    configuration.types.map {
      Lane(
        firstClerk: configuration.firstClerk(for: $0), clerks: configuration.clerks(for: $0),
        times: ServiceTimes(
          mean: configuration.serviceTime(for: $0),
          distribution: configuration.serviceDistribution(for: $0),
          seed: configuration.serviceSeed(for: $0)),
        keepsTallies: keepsTallies)
    }
  }

  /// When the next event happens, or nil when nothing will happen without
  /// new customers.
  ///
  /// - Complexity: O(k) for k work types.
  public var nextEventTime: ModelTime? {
    var best = ModelTime.never
    for i in lanes.indices where lanes[i].firstFinish < best { best = lanes[i].firstFinish }
    return best == .never ? nil : best
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
  ///
  /// - Complexity: O(n) for n customers added.
  public mutating func addCustomers(_ count: Int? = nil, into sink: (BankEvent) -> Void) {
    let n = max(0, count ?? configuration.batchSize)
    guard n > 0 else { return }
    timer.start(at: now)
    for _ in 0..<n {
      let type: WorkType = drawWorkType()
      arrive(type, into: sink)
    }
    startServices(into: sink)
  }

  /// Adds customers of given work types now, in order, as one batch (all
  /// arrive, then those with a free clerk start), passing each event to a
  /// sink.
  ///
  /// - Complexity: O(n) for n customers added.
  public mutating func addCustomers(_ types: [WorkType], into sink: (BankEvent) -> Void) {
    guard !types.isEmpty else { return }
    timer.start(at: now)
    for type in types { arrive(type, into: sink) }
    startServices(into: sink)
  }

  // Always inlined: a simulation calls it once per customer, and inlined
  // into the caller the sink is specialised through every step it takes
  // (a sixth fewer instructions per simulated customer).

  /// Moves the bank to an instant and adds one customer arriving then.
  ///
  /// The arrival takes its place among the other events at that instant:
  /// finishes at it come first, then the arrival, then the starts. An
  /// instant in the past means now.
  ///
  /// - Complexity: O(e · k) for e events on the way and k work types.
  @inline(__always)
  public mutating func addCustomer(
    _ type: WorkType, at time: ModelTime, into sink: (BankEvent) -> Void
  ) {
    var changed = ChangedLanes.none
    if time > now {
      var next = nextEventTime
      while let instant = next, instant < time {
        step(to: instant, into: sink)
        next = nextEventTime
      }
      now = time
      if next == time { changed = finishServices(at: time, into: sink) }
    }
    timer.start(at: now)
    // Nothing else happens at this instant and nobody is in line: the
    // customer goes straight to a clerk, never joining the line.
    if case .none = changed, lanes[type.index].startsAtOnce {
      let customer = admit(type, into: sink)
      let service = lanes[type.index].start(customer, at: now)
      sink(BankEvent(time: now, kind: .started(customer, clerk: service.clerk)))
      return
    }
    arrive(type, into: sink)
    changed.add(type.index)
    startServices(in: changed, into: sink)
  }

  /// Draws a work type: each with its share (``WorkTypeMix``).
  public mutating func drawWorkType() -> WorkType {
    mix.type(ofDraw: random.next())
  }

  /// Cancels everything at once: every line empties, the timer reads zero and
  /// numbering restarts at 1. Model time does not move.
  public mutating func reset() -> [BankEvent] {
    var events: [BankEvent] = []
    reset { events.append($0) }
    return events
  }

  /// Cancels everything at once and passes the reset event to a sink.
  public mutating func reset(into sink: (BankEvent) -> Void) {
    lanes = Bank.makeLanes(configuration, keepsTallies: keepsTallies)
    population = 0
    timer.reset()
    customersBeforeReset += nextNumber - 1
    nextNumber = 1
    sink(BankEvent(time: now, kind: .reset))
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
  /// - Complexity: O(e · k) for e events and k work types; no allocation
  ///   per event.
  public mutating func advance(to time: ModelTime, into sink: (BankEvent) -> Void) {
    while let next = nextEventTime, next <= time { step(to: next, into: sink) }
    if time > now { now = time }
  }

  /// Runs the bank until nobody is waiting or being served, passing each
  /// event to a sink. The bank stops at the last event's instant.
  ///
  /// - Complexity: O(e · k) for e events and k work types.
  public mutating func advanceUntilIdle(into sink: (BankEvent) -> Void) {
    while let next = nextEventTime { step(to: next, into: sink) }
  }

  /// Runs the bank through at most `limit` instants with events, towards
  /// idle, passing each event to a sink: a long run in chunks.
  ///
  /// - Returns: whether nothing is left to happen: nobody waits or is
  ///   being served.
  /// - Complexity: O(e · k) for e events in those instants and k work
  ///   types.
  public mutating func advanceUntilIdle(instants limit: Int, into sink: (BankEvent) -> Void)
    -> Bool
  {
    var left = limit
    while left > 0, let next = nextEventTime {
      step(to: next, into: sink)
      left -= 1
    }
    return nextEventTime == nil
  }

  /// The bank's totals now.
  public var summary: BankSummary {
    var total = 0
    for i in lanes.indices { total += lanes[i].served }
    return BankSummary(customersServed: total, workTime: workTime)
  }

  // MARK: Internals

  /// The lanes a change reached. Between changes every lane is settled:
  /// nobody waits while one of its clerks is free. So after a change only
  /// the lanes it reached can start anyone, and when it reached one lane,
  /// that lane's own order is customer order.
  private enum ChangedLanes {
    case none
    case one(Int)
    case several

    /// Counts a lane as reached.
    mutating func add(_ lane: Int) {
      switch self {
      case .none: self = .one(lane)
      case .one(let reached) where reached == lane: break
      case .one, .several: self = .several
      }
    }
  }

  // Always inlined, as are the finishes and starts it calls: a simulation
  // steps once per finish, and left out of line they called the sink
  // through a pointer, so the statistics were not inlined either.

  /// Handles every event at one instant: finishes, starts, then "all served".
  @inline(__always)
  private mutating func step(to time: ModelTime, into sink: (BankEvent) -> Void) {
    now = time
    let changed = finishServices(at: time, into: sink)
    startServices(in: changed, into: sink)
    if isIdle {
      timer.stop(at: time)
      sink(BankEvent(time: time, kind: .allServed(summary)))
    }
  }

  // Always inlined, with the queue's append: a simulation arrives once per
  // customer, and left to itself the optimiser put either out of line, a
  // twentieth more instructions per customer.

  /// Puts one customer in line and reports the arrival.
  @inline(__always)
  private mutating func arrive(_ type: WorkType, into sink: (BankEvent) -> Void) {
    let customer = admit(type, into: sink)
    lanes[type.index].waiting.append(customer)
  }

  /// Numbers a new customer, counts them in and reports the arrival; the
  /// caller puts them in line or at a clerk.
  @inline(__always)
  private mutating func admit(_ type: WorkType, into sink: (BankEvent) -> Void) -> Customer {
    let customer = Customer(number: nextNumber, workType: type, arrival: now)
    nextNumber += 1
    population += 1
    sink(BankEvent(time: now, kind: .arrived(customer)))
    return customer
  }

  /// Ends every service that finishes at an instant, in clerk order.
  ///
  /// Lanes hold ascending ranges of clerk numbers, and within a lane the
  /// services finishing together are in clerk order (see ``Lane``).
  ///
  /// - Returns: the lanes where a clerk was freed.
  @inline(__always)
  private mutating func finishServices(
    at time: ModelTime, into sink: (BankEvent) -> Void
  ) -> ChangedLanes {
    var changed = ChangedLanes.none
    for i in lanes.indices where lanes[i].firstFinish == time {
      // Looked at here, not in the lane, so a lane is called only for a
      // service that finishes.
      repeat {
        let service = lanes[i].finishFirst()
        population -= 1
        sink(BankEvent(time: time, kind: .finished(service.customer, clerk: service.clerk)))
      } while lanes[i].firstFinish == time
      changed.add(i)
    }
    return changed
  }

  /// Starts every customer who has a free clerk now, in customer order,
  /// looking only at the lanes a change reached.
  @inline(__always)
  private mutating func startServices(in changed: ChangedLanes, into sink: (BankEvent) -> Void) {
    switch changed {
    case .none:
      return
    case .one(let lane):
      while let service = lanes[lane].startNext(at: now) {
        sink(BankEvent(time: now, kind: .started(service.customer, clerk: service.clerk)))
      }
    case .several:
      startServices(into: sink)
    }
  }

  /// Starts every customer who has a free clerk now, in customer order,
  /// looking at every lane.
  private mutating func startServices(into sink: (BankEvent) -> Void) {
    while true {
      var pick = -1
      var lowest = Int.max
      for i in lanes.indices {
        if let number = lanes[i].nextToStart, number < lowest {
          lowest = number
          pick = i
        }
      }
      guard pick >= 0, let service = lanes[pick].startNext(at: now) else { return }
      sink(BankEvent(time: now, kind: .started(service.customer, clerk: service.clerk)))
    }
  }
}
