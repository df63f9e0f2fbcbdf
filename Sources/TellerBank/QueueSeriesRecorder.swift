/// Records the waiting line's length and the busy clerks from the bank's
/// events into at most ``capacity`` bins of equal width, however long the
/// day: a ``QueueSeries``.
///
/// It is an observer: feed it every event in order with ``record(_:)``,
/// from a simulation's sink (``Simulation/run(into:)``) or a session's
/// steps. A run that does not ask for it does not pay for it.
///
/// The bins start ``firstBinWidth`` wide; when an event comes past the
/// last bin, neighbouring bins are merged in pairs and the width doubles,
/// so between half and all of the bins are in use once the day is longer
/// than ``capacity`` first widths. Each bin keeps the integral of the
/// number waiting and of the clerks serving over its time, and the most
/// waiting at once; the peak of the whole day and its first instant are
/// kept exactly. Counts are taken after all the events of an instant, so
/// a customer who arrives and starts at once never counts as waiting. A
/// reset starts the series afresh from its instant.
public struct QueueSeriesRecorder: Hashable, Sendable {
  /// The bins kept by default.
  public static let defaultCapacity = 512
  /// The width of the bins before any merge.
  public static let firstBinWidth = ModelTime.milliseconds(1)

  /// The most bins kept: an even number.
  public let capacity: Int
  /// The bank's clerks, of every work type.
  public let clerks: Int
  /// The bank's instant the series counts from: 0, or the last reset.
  public private(set) var origin: ModelTime
  private var width: Int64
  private var waitingArea: [Int128]
  private var busyArea: [Int128]
  private var maxima: [Int]
  /// Nanoseconds from the origin up to which the areas are counted.
  private var counted: Int64 = 0
  private var waiting = 0
  private var busy = 0
  private var peak = 0
  private var peakAt: Int64 = 0

  /// Starts an empty recorder.
  ///
  /// - Parameters:
  ///   - clerks: the bank's clerks, of every work type.
  ///   - origin: the instant the series counts from.
  ///   - capacity: the most bins kept, at least 2 (rounded up to even).
  public init(clerks: Int, origin: ModelTime = .zero, capacity: Int = defaultCapacity) {
    let even = max(2, capacity + capacity % 2)
    self.capacity = even
    self.clerks = max(0, clerks)
    self.origin = origin
    width = Self.firstBinWidth.nanoseconds
    waitingArea = [Int128](repeating: 0, count: even)
    busyArea = [Int128](repeating: 0, count: even)
    maxima = [Int](repeating: 0, count: even)
  }

  /// The number waiting after the events recorded so far.
  public var waitingNow: Int { waiting }
  /// The clerks serving after the events recorded so far.
  public var busyNow: Int { busy }

  /// Takes one event into account.
  ///
  /// - Complexity: amortised O(1), plus O(b) for b bins passed without an
  ///   event; O(``capacity``) when the bins are merged, which happens
  ///   O(log(day / first width)) times in a day.
  public mutating func record(_ event: BankEvent) {
    advance(to: (event.time - origin).nanoseconds)
    switch event.kind {
    case .arrived:
      waiting += 1
    case .started:
      waiting -= 1
      busy += 1
    case .finished:
      busy -= 1
    case .allServed:
      break
    case .reset:
      self = QueueSeriesRecorder(clerks: clerks, origin: event.time, capacity: capacity)
    }
  }

  /// The series from the origin to an instant of the bank's time: the
  /// last event recorded, or a later instant up to which the line stayed
  /// as it was (the day so far).
  ///
  /// - Complexity: O(``capacity``).
  public func series(through end: ModelTime? = nil) -> QueueSeries {
    var recorder = self
    if let end { recorder.advance(to: (end - origin).nanoseconds) }
    recorder.settle()
    return recorder.finished()
  }

  /// The series up to what has been counted.
  private func finished() -> QueueSeries {
    let span = counted
    let used = span > 0 ? Int((span - 1) / width) + 1 : 0
    let bins = (0..<used).map { index in
      let start = Int64(index) * width
      let length = min(width, span - start)
      return QueueSeries.Bin(
        start: ModelTime(nanoseconds: start), length: ModelTime(nanoseconds: length),
        meanWaiting: Double(waitingArea[index]) / Double(length),
        maximumWaiting: maxima[index],
        meanBusy: Double(busyArea[index]) / Double(length))
    }
    return QueueSeries(
      origin: origin, span: ModelTime(nanoseconds: span), binWidth: ModelTime(nanoseconds: width),
      bins: bins, clerks: clerks, peakWaiting: peak, peakTime: ModelTime(nanoseconds: peakAt))
  }

  /// Counts the line as it is from ``counted`` to `time`, bin by bin,
  /// merging bins first when `time` is past the last.
  private mutating func advance(to time: Int64) {
    guard time > counted else { return }
    while Int128(time) > Int128(capacity) * Int128(width) { mergePairs() }
    settle()
    var bin = Int(counted / width)
    while counted < time {
      let binEnd = Int64(bin + 1) * width
      let stop = min(time, binEnd)
      let step = Int128(stop - counted)
      if waiting > 0 { waitingArea[bin] += Int128(waiting) * step }
      if busy > 0 { busyArea[bin] += Int128(busy) * step }
      counted = stop
      guard counted == binEnd else { break }
      // The line as it is when a bin starts is its first maximum.
      bin += 1
      if bin < capacity, waiting > maxima[bin] { maxima[bin] = waiting }
    }
  }

  /// Takes in the line as it is after every event at ``counted``: the
  /// peak and the maximum of that instant's bin. The line in the middle
  /// of an instant's events (an arrival just before its start) lasts no
  /// time, so it is not counted.
  private mutating func settle() {
    if waiting > peak {
      peak = waiting
      peakAt = counted
    }
    let bin = Int(counted / width)
    if bin < capacity, waiting > maxima[bin] { maxima[bin] = waiting }
  }

  /// Merges neighbouring bins in pairs, doubling the width.
  private mutating func mergePairs() {
    let half = capacity / 2
    for index in 0..<half {
      waitingArea[index] = waitingArea[2 * index] + waitingArea[2 * index + 1]
      busyArea[index] = busyArea[2 * index] + busyArea[2 * index + 1]
      maxima[index] = max(maxima[2 * index], maxima[2 * index + 1])
    }
    for index in half..<capacity {
      waitingArea[index] = 0
      busyArea[index] = 0
      maxima[index] = 0
    }
    width *= 2
  }
}
