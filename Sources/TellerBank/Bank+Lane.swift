extension Bank {
  /// One work type's line and clerks.
  ///
  /// Services in `inService` are in finish order, and those finishing at
  /// one instant in clerk order. With deterministic times every service of
  /// a work type takes the same time, so start order is finish order and
  /// each new service goes last (services that start at one instant take
  /// free clerks lowest first); with random times a service that ends
  /// sooner than others in progress is put in its place.
  ///
  /// Each change to a lane is one of its own methods, so the bank reaches
  /// into its array of lanes once per change.
  struct Lane: Sendable {
    var waiting = FIFO<Customer>()
    var inService = FIFO<Service>()
    /// The lane's free clerks, by number from ``firstClerk``.
    var freeClerks: FreeClerks
    var served = 0
    var times: ServiceTimes
    /// When the first service ends, or ``ModelTime/never`` when nobody is
    /// being served: kept beside the services so that finding the next
    /// event reads one number per lane.
    private(set) var firstFinish = ModelTime.never
    let firstClerk: Int
    /// Whether the lane keeps the tallies below, which only the bank's
    /// tables read (``Bank/clerks``, ``Bank/waits(_:)``); without them they
    /// stay zero.
    let keepsTallies: Bool
    /// Services finished by each of the lane's clerks, the first at 0.
    var servedByClerk: [Int]
    /// Time each of the lane's clerks spent on finished services, in
    /// nanoseconds, the first at 0: service times may differ.
    var busyByClerk: [Int64]
    /// The waits of the customers who started, as far as they went.
    var waits = WaitTally()

    init(firstClerk: Int, clerks: Int, times: ServiceTimes, keepsTallies: Bool) {
      freeClerks = FreeClerks(clerks: clerks)
      self.times = times
      self.firstClerk = firstClerk
      self.keepsTallies = keepsTallies
      self.servedByClerk = Array(repeating: 0, count: max(0, clerks))
      self.busyByClerk = Array(repeating: 0, count: max(0, clerks))
    }

    /// The number of the first customer waiting, if a clerk is free to
    /// serve them.
    var nextToStart: Int? {
      guard !freeClerks.isEmpty else { return nil }
      return waiting.first?.number
    }

    /// Starts serving the first waiting customer with the lowest free
    /// clerk, or returns nil when either is missing.
    mutating func startNext(at now: ModelTime) -> Service? {
      guard !freeClerks.isEmpty, let customer = waiting.popFirst() else { return nil }
      return start(customer, at: now)
    }

    /// Whether a customer arriving now would start at once: nobody waits
    /// and a clerk is free.
    var startsAtOnce: Bool { waiting.isEmpty && !freeClerks.isEmpty }

    /// Starts serving a customer who did not wait, with the lowest free
    /// clerk; only when ``startsAtOnce``.
    mutating func start(_ customer: Customer, at now: ModelTime) -> Service {
      let service = Service(
        customer: customer, clerk: firstClerk + freeClerks.takeLowest(), start: now,
        finish: now + times.next())
      if times.isFixed {
        // Every service takes the same time, so it finishes last; one
        // starting at the same instant as others has a higher clerk.
        inService.append(service)
      } else {
        inService.insert(service, by: { ($0.finish, $0.clerk) < ($1.finish, $1.clerk) })
      }
      firstFinish = min(firstFinish, service.finish)
      if keepsTallies { waits.add(now - customer.arrival) }
      return service
    }

    /// Ends the first service, the one finishing at ``firstFinish``,
    /// freeing its clerk; only while someone is being served.
    mutating func finishFirst() -> Service {
      guard let service = inService.popFirst() else {
        preconditionFailure("A lane finished a service while serving nobody.")
      }
      firstFinish = inService.first?.finish ?? .never
      served += 1
      if keepsTallies {
        servedByClerk[service.clerk - firstClerk] += 1
        busyByClerk[service.clerk - firstClerk] += (service.finish - service.start).nanoseconds
      }
      freeClerks.free(service.clerk - firstClerk)
      return service
    }
  }
}
