/// The waiting line's length and the busy clerks over a stretch of the
/// bank's model time, in bins of equal width: what an audio graph plays,
/// and what a report can list beside it.
///
/// A ``QueueSeriesRecorder`` makes one from the bank's events. Times in it
/// are counted from its ``origin`` (0, or the last reset).
public struct QueueSeries: Hashable, Sendable {
  /// One bin: a stretch of model time and the line over it.
  public struct Bin: Hashable, Sendable {
    /// Its start, from the series' origin.
    public var start: ModelTime
    /// Its length: the series' bin width, or less for the last bin.
    public var length: ModelTime
    /// The number waiting (in every line), averaged over the bin's time.
    public var meanWaiting: Double
    /// The most waiting at any instant of the bin.
    public var maximumWaiting: Int
    /// The clerks serving, averaged over the bin's time.
    public var meanBusy: Double

    /// Creates a bin.
    public init(
      start: ModelTime, length: ModelTime, meanWaiting: Double, maximumWaiting: Int,
      meanBusy: Double
    ) {
      self.start = start
      self.length = length
      self.meanWaiting = meanWaiting
      self.maximumWaiting = maximumWaiting
      self.meanBusy = meanBusy
    }

    /// Its middle, from the series' origin.
    public var middle: ModelTime { start + ModelTime(nanoseconds: length.nanoseconds / 2) }
  }

  /// The bank's instant the series counts from: 0, or the last reset.
  public var origin: ModelTime
  /// Its length: from the origin to its end (the last event, or the
  /// instant it was asked for).
  public var span: ModelTime
  /// The width of every bin but the last.
  public var binWidth: ModelTime
  /// The bins, in time order, covering the span without gaps.
  public var bins: [Bin]
  /// The bank's clerks, of every work type.
  public var clerks: Int
  /// The most customers waiting at once.
  public var peakWaiting: Int
  /// When the line first reached ``peakWaiting``, from the origin.
  public var peakTime: ModelTime

  /// Creates a series.
  public init(
    origin: ModelTime = .zero, span: ModelTime, binWidth: ModelTime, bins: [Bin], clerks: Int,
    peakWaiting: Int, peakTime: ModelTime
  ) {
    self.origin = origin
    self.span = span
    self.binWidth = binWidth
    self.bins = bins
    self.clerks = clerks
    self.peakWaiting = peakWaiting
    self.peakTime = peakTime
  }

  /// A series of given levels, one bin each, `binWidth` apart: for lessons
  /// and tests. The peak is the largest level rounded up, at the first bin
  /// that has it.
  public static func levels(
    waiting: [Double], busy: [Double]? = nil, clerks: Int = 3, binWidth: ModelTime = .seconds(60)
  ) -> QueueSeries {
    let bins = waiting.enumerated().map { index, level in
      Bin(
        start: binWidth * Int64(index), length: binWidth, meanWaiting: level,
        maximumWaiting: Int(level.rounded(.up)),
        meanBusy: busy.map { index < $0.count ? $0[index] : 0 } ?? Double(clerks))
    }
    let peak = bins.max { $0.maximumWaiting < $1.maximumWaiting }
    let first = bins.first { $0.maximumWaiting == peak?.maximumWaiting }
    return QueueSeries(
      span: binWidth * Int64(bins.count), binWidth: binWidth, bins: bins, clerks: clerks,
      peakWaiting: peak?.maximumWaiting ?? 0, peakTime: first?.start ?? .zero)
  }
}
