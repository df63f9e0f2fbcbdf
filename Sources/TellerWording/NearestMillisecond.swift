import TellerBank

extension ModelTime {
  /// The time rounded to the nearest millisecond, halves away from zero:
  /// how a figure such as a mean wait is shown and spoken wherever it
  /// appears (a report's line, a table's cell), so one quantity reads the
  /// same everywhere. The work timer instead drops what is below a
  /// millisecond, as a clock does (``SpokenDuration``).
  public var nearestMillisecond: ModelTime {
    let millisecond: Int64 = 1_000_000
    let magnitude = (nanoseconds.magnitude + UInt64(millisecond / 2)) / UInt64(millisecond)
    let whole = Int64(clamping: magnitude) * millisecond
    return ModelTime(nanoseconds: nanoseconds < 0 ? -whole : whole)
  }
}
