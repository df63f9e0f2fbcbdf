/// What the bank holds now: its lines, the customers at its clerks, and
/// its counts.
extension Bank {
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
  ///
  /// - Complexity: O(p log p) for p customers being served.
  public var processing: [Service] {
    var result = lanes.flatMap { Array($0.inService) }
    result.sort { ($0.start, $0.customer.number) < ($1.start, $1.customer.number) }
    return result
  }

  /// The number of customers waiting.
  public var waitingCount: Int {
    var total = 0
    for i in lanes.indices { total += lanes[i].waiting.count }
    return total
  }

  /// The number of customers being served.
  public var processingCount: Int {
    var total = 0
    for i in lanes.indices { total += lanes[i].inService.count }
    return total
  }

  /// Whether nobody is waiting or being served.
  public var isIdle: Bool { population == 0 }

  /// The number of customers in the bank, waiting or being served.
  ///
  /// - Complexity: O(1).
  public var customerCount: Int { population }

  /// Customers served since the last reset, per work type.
  public func served(_ type: WorkType) -> Int { lanes[type.index].served }

  /// The work timer's reading now.
  public var workTime: ModelTime { timer.elapsed(at: now) }

  /// The number the next customer will get: 1 after a reset.
  public var nextCustomerNumber: Int { nextNumber }

  /// A customer's serial number: its place among every customer the bank
  /// has had since it opened, 1 for the first. Unlike its number, it does
  /// not start again after a reset, so it tells the customers of one
  /// numbering from those of another. For the customers in the bank now
  /// and the events since the last reset.
  public func serial(of customer: Customer) -> Int { customersBeforeReset + customer.number }
}
