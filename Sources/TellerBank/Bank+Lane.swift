extension Bank {
  /// One work type's line and clerks.
  ///
  /// Services in `inService` are in start order, and so in finish order,
  /// because every service of one work type takes the same time. Services
  /// that start at one instant take free clerks lowest first, so services
  /// finishing at one instant come out in clerk order.
  ///
  /// Each change to a lane is one of its own methods, so the bank reaches
  /// into its array of lanes once per change.
  struct Lane: Sendable {
    var waiting = FIFO<Customer>()
    var inService = FIFO<Service>()
    var freeClerks: [Int]  // sorted descending; the lowest number is last
    var served = 0
    let duration: ModelTime
    let firstClerk: Int
    /// Services finished by each of the lane's clerks, the first at 0.
    var servedByClerk: [Int]
    /// The waits of the customers who started, as far as they went.
    var waits = WaitTally()

    init(firstClerk: Int, clerks: Int, duration: ModelTime) {
      freeClerks = (0..<max(0, clerks)).map { firstClerk + $0 }.reversed()
      self.duration = max(duration, ModelTime(nanoseconds: 1))
      self.firstClerk = firstClerk
      self.servedByClerk = Array(repeating: 0, count: max(0, clerks))
    }

    /// The number of the first customer waiting, if a clerk is free to
    /// serve them.
    var nextToStart: Int? {
      guard !freeClerks.isEmpty else { return nil }
      return waiting.first?.number
    }

    /// When the first service ends, if any.
    var nextFinish: ModelTime? { inService.first?.finish }

    /// Starts serving the first waiting customer with the lowest free
    /// clerk, or returns nil when either is missing.
    mutating func startNext(at now: ModelTime) -> Service? {
      guard !freeClerks.isEmpty, let customer = waiting.popFirst() else { return nil }
      let service = Service(
        customer: customer, clerk: freeClerks.removeLast(), start: now, finish: now + duration)
      inService.append(service)
      waits.add(now - customer.arrival)
      return service
    }

    /// Ends the first service if it finishes at an instant, freeing its
    /// clerk; nil when it does not.
    mutating func finishFirst(at time: ModelTime) -> Service? {
      guard inService.first?.finish == time, let service = inService.popFirst() else {
        return nil
      }
      served += 1
      servedByClerk[service.clerk - firstClerk] += 1
      // Keep the free list sorted descending; a freed clerk is usually the lowest.
      var index = freeClerks.count
      while index > 0 && freeClerks[index - 1] < service.clerk { index -= 1 }
      if index == freeClerks.count {
        freeClerks.append(service.clerk)
      } else {
        freeClerks.insert(service.clerk, at: index)
      }
      return service
    }
  }
}
