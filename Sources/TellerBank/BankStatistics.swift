/// Figures about a run of the bank, gathered from its events.
///
/// Feed it every event in order with ``record(_:)``. It keeps a few numbers
/// only, so it costs O(1) memory and time per event. A reset starts the
/// figures afresh from the reset's instant.
///
/// - Waits run from arrival to the start of service.
/// - The makespan (the business day's length) runs from the origin, time 0
///   or the last reset, to the last finish.
/// - The time-average queue length is the integral of the number waiting
///   (in every line) over time, divided by the makespan.
/// - A work type's utilisation is its busy clerk-time, counted for finished
///   services, divided by its clerks times the makespan.
/// - With ``waitBatches``, the waits, in the order services start, also go
///   into batch means for the mean wait's confidence interval.
/// - With ``waitSeries``, the waits of services that start at or after
///   ``seriesStart`` go into a series of batches for the steady-state
///   mean after a warm-up (``SteadyStateEstimate``).
/// - Busy time is counted at each work type's mean service time, exact for
///   deterministic times and an unbiased estimate for random ones.
public struct BankStatistics: Hashable, Sendable {
  /// The parameters of the bank the events come from.
  public let configuration: BankConfiguration
  /// The instant the figures are counted from: 0, or the last reset.
  public private(set) var origin: ModelTime
  /// Events recorded since the origin.
  public private(set) var events = 0
  /// Customers whose service has started, so whose wait is known.
  public private(set) var customersStarted = 0
  /// The longest wait.
  public private(set) var maximumWait: ModelTime = .zero
  /// The most customers in the bank at once, waiting or being served.
  public private(set) var peakCustomersInBank = 0
  /// The number waiting now, in every line.
  public private(set) var waitingNow = 0
  /// The number in the bank now, waiting or being served.
  public private(set) var customersInBank = 0
  /// Customers served, by work type.
  private var servedByType = WorkTypeCounts()
  private var lastFinish: ModelTime?
  private var lastEvent: ModelTime
  private var totalWaitNanoseconds: Int128 = 0
  /// The sum of the arrival times of the customers waiting now, in
  /// nanoseconds: with the waits, it gives the queue's integral.
  private var waitingArrivals: Int128 = 0
  /// The waits in nanoseconds, batched for ``meanWaitInterval``; nil when
  /// no interval was asked for.
  public private(set) var waitBatches: BatchMeans?
  /// The waits in nanoseconds, in start order, for the steady-state mean;
  /// nil when it was not asked for.
  public var waitSeries: ObservationBatches? { keepsSeries ? series : nil }
  // Held as a value and a flag, not an optional: testing and changing an
  // optional of this type copied it once per wait, a sixth of a run.
  private var series: ObservationBatches
  private let keepsSeries: Bool
  /// The instant from which waits go into ``waitSeries``: a warm-up fixed
  /// in model time, or the origin.
  public private(set) var seriesStart: ModelTime

  /// Starts empty figures for a bank.
  ///
  /// - Parameters:
  ///   - configuration: the bank's parameters.
  ///   - origin: the instant the figures count from.
  ///   - waitBatches: batch means to put each wait into, for the mean
  ///     wait's confidence interval; a reset empties them.
  ///   - waitSeries: a series to put each wait into, for the steady-state
  ///     mean; a reset empties it.
  ///   - seriesStart: the instant from which waits go into the series.
  public init(
    configuration: BankConfiguration, origin: ModelTime = .zero, waitBatches: BatchMeans? = nil,
    waitSeries: ObservationBatches? = nil, seriesStart: ModelTime = .zero
  ) {
    self.configuration = configuration
    self.origin = origin
    self.lastEvent = origin
    self.waitBatches = waitBatches
    self.series = waitSeries ?? ObservationBatches(capacity: 2)
    self.keepsSeries = waitSeries != nil
    self.seriesStart = seriesStart
  }

  // Always inlined: a simulation records every event, and a call per event
  // cost it a tenth of its instructions.

  /// Takes one event into account.
  ///
  /// - Complexity: O(1).
  @inline(__always)
  public mutating func record(_ event: BankEvent) {
    let time = event.time
    lastEvent = max(lastEvent, time)
    events += 1
    switch event.kind {
    case .arrived(let customer):
      waitingNow += 1
      waitingArrivals += Int128(customer.arrival.nanoseconds)
      customersInBank += 1
      if customersInBank > peakCustomersInBank { peakCustomersInBank = customersInBank }
    case .started(let customer, _):
      waitingNow -= 1
      waitingArrivals -= Int128(customer.arrival.nanoseconds)
      customersStarted += 1
      let wait = time - customer.arrival
      totalWaitNanoseconds += Int128(wait.nanoseconds)
      if wait > maximumWait { maximumWait = wait }
      waitBatches?.add(wait.nanoseconds)
      if keepsSeries && time >= seriesStart { series.add(Double(wait.nanoseconds)) }
    case .finished(let customer, _):
      customersInBank -= 1
      // Counted without a branch: the work types of finishes come in no
      // order a processor could guess, so the type indexes its count.
      servedByType[customer.workType] += 1
      lastFinish = time
    case .allServed:
      break
    case .reset:
      self = BankStatistics(
        configuration: configuration, origin: time, waitBatches: waitBatches?.emptied,
        waitSeries: waitSeries?.emptied, seriesStart: seriesStart)
    }
  }

  /// Customers served, per work type.
  public func served(_ type: WorkType) -> Int { servedByType[type] }

  /// Customers served.
  public var customersServed: Int { servedByType.total }

  /// The business day's length: from the origin to the last finish, or
  /// zero before anyone has been served.
  public var makespan: ModelTime {
    guard let lastFinish else { return .zero }
    return lastFinish - origin
  }

  /// The sum of all waits, in nanoseconds.
  public var totalWait: Int128 { totalWaitNanoseconds }

  /// The mean wait, rounded to the nanosecond; zero before any start.
  public var meanWait: ModelTime {
    guard customersStarted > 0 else { return .zero }
    let n = Int128(customersStarted)
    let rounded = (totalWaitNanoseconds * 2 + n) / (n * 2)
    return ModelTime(nanoseconds: Int64(clamping: rounded))
  }

  /// The mean wait in seconds; zero before any start.
  public var meanWaitSeconds: Double {
    guard customersStarted > 0 else { return 0 }
    return Double(totalWaitNanoseconds) / Double(customersStarted) / 1_000_000_000
  }

  /// The 95% confidence interval for the mean wait, in seconds, by batch
  /// means; nil without ``waitBatches`` or until every batch has a wait.
  public var meanWaitInterval: ConfidenceInterval? {
    waitBatches?.interval?.scaled(by: 1e-9).bounded(below: 0)
  }

  /// The integral of the number waiting over time, in customer-nanoseconds.
  ///
  /// It is the customers' time in line: the waits of those who have
  /// started, and for those still waiting the time from their arrival to
  /// the last event. So it is counted once per arrival and start, not
  /// once per event.
  public var queueLengthIntegral: Int128 {
    totalWaitNanoseconds + Int128(waitingNow) * Int128(lastEvent.nanoseconds) - waitingArrivals
  }

  /// The number waiting, averaged over the makespan; zero for an empty day.
  public var meanQueueLength: Double {
    let span = makespan.nanoseconds
    guard span > 0 else { return 0 }
    return Double(queueLengthIntegral) / Double(span)
  }

  /// Busy clerk-time of a work type, in nanoseconds, for finished services.
  public func busyTime(_ type: WorkType) -> Int128 {
    let duration = max(configuration.serviceTime(for: type).nanoseconds, 1)
    return Int128(served(type)) * Int128(duration)
  }

  /// The share of a work type's clerk-time spent serving, 0 to 1; zero
  /// when the type has no clerks or the day is empty.
  public func utilization(_ type: WorkType) -> Double {
    let clerks = configuration.clerks(for: type)
    let span = makespan.nanoseconds
    guard clerks > 0, span > 0 else { return 0 }
    return Double(busyTime(type)) / (Double(clerks) * Double(span))
  }
}
