extension Bank {
  /// One clerk as the bank's own counts have it now.
  public struct Clerk: Hashable, Sendable {
    /// The clerk's number, 1 for the first clerk of the table.
    public var number: Int
    /// The work type the clerk serves.
    public var workType: WorkType
    /// The clerk's place among the clerks of its type, 1 for the first.
    public var place: Int
    /// The customer at the clerk now, if any.
    public var serving: Customer?
    /// Services the clerk has finished since the last reset.
    public var served: Int
    /// Time the clerk has spent serving since the last reset, up to now:
    /// its finished services and the part of the current one gone by.
    public var busy: ModelTime
  }

  /// The bank's own counts at an instant, the figures of its tables:
  /// every clerk, each work type's waits and the work timer's reading.
  public struct Tallies: Hashable, Sendable {
    /// Every clerk, in number order (``Bank/clerks``).
    public var clerks: [Clerk]
    /// Each work type's waits, in table order (``Bank/waits(_:)``).
    public var waits: [WaitTally]
    /// The work timer's reading, the whole a clerk's busy share is of.
    public var workTime: ModelTime

    /// Creates tallies from their parts.
    public init(clerks: [Clerk], waits: [WaitTally], workTime: ModelTime) {
      self.clerks = clerks
      self.waits = waits
      self.workTime = workTime
    }
  }

  /// The bank's counts now.
  ///
  /// - Complexity: O(c + p + k) for c clerks, p customers being served
  ///   and k work types.
  public var tallies: Tallies {
    Tallies(clerks: clerks, waits: configuration.types.map(waits), workTime: workTime)
  }

  /// The bank's counts now, if it keeps them; nil for a bank that does not
  /// (a simulation's that reports no tables).
  var keptTallies: Tallies? { keepsTallies ? tallies : nil }

  /// Every clerk, in number order.
  ///
  /// - Complexity: O(c + p) for c clerks and p customers being served.
  public var clerks: [Clerk] {
    var result: [Clerk] = []
    result.reserveCapacity(configuration.totalClerks)
    for type in configuration.types {
      let lane = lanes[type.index]
      for place in lane.servedByClerk.indices {
        let served = lane.servedByClerk[place]
        result.append(
          Clerk(
            number: lane.firstClerk + place, workType: type, place: place + 1, serving: nil,
            served: served,
            busy: ModelTime(nanoseconds: lane.busyByClerk[place])))
      }
      for service in lane.inService {
        let index = service.clerk - 1
        result[index].serving = service.customer
        result[index].busy = result[index].busy + (now - service.start)
      }
    }
    return result
  }

  /// The waits of a work type's customers who have started service since
  /// the last reset.
  public func waits(_ type: WorkType) -> WaitTally { lanes[type.index].waits }

  /// The waits of every customer who has started service since the last
  /// reset.
  public var allWaits: WaitTally {
    lanes.reduce(WaitTally()) { $0.merged(with: $1.waits) }
  }

  /// The number of a work type's customers waiting.
  public func waitingCount(_ type: WorkType) -> Int { lanes[type.index].waiting.count }
}
