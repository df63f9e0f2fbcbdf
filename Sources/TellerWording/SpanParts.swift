import TellerBank

/// A long span cut into whole days, hours, minutes and seconds, rounded
/// once to its smallest unit, for words such as "1,063 days 6 hours 12
/// minutes" or "about 2 minutes left".
///
/// The span is rounded to the nearest whole unit (halves up) straight from
/// its nanoseconds, so it agrees with any other figure rounded from them.
/// A negative span is zero.
public struct SpanParts: Hashable, Sendable {
  /// A unit of a span, by its length in seconds.
  public enum Unit: Int64, Hashable, Sendable, CaseIterable {
    /// A day, 24 hours.
    case day = 86_400
    /// An hour.
    case hour = 3_600
    /// A minute.
    case minute = 60
    /// A second.
    case second = 1
  }

  /// Whole days.
  public var days: Int64
  /// Hours past the days, 0 to 23.
  public var hours: Int64
  /// Minutes past the hours, 0 to 59.
  public var minutes: Int64
  /// Seconds past the minutes, 0 to 59.
  public var seconds: Int64
  /// The unit the span was rounded to, which a span of zero is said in.
  public var smallest: Unit

  /// Cuts a span, rounded to a unit.
  public init(_ time: ModelTime, roundedTo unit: Unit) {
    let unitNanoseconds = UInt64(unit.rawValue) * 1_000_000_000
    // Half a unit added in unsigned arithmetic, so the longest span cannot
    // overflow.
    let units = (UInt64(max(0, time.nanoseconds)) + unitNanoseconds / 2) / unitNanoseconds
    self.init(totalSeconds: Int64(units) * unit.rawValue, smallest: unit)
  }

  /// Cuts a whole number of seconds.
  public init(totalSeconds: Int64, smallest: Unit = .second) {
    let total = max(0, totalSeconds)
    days = total / Unit.day.rawValue
    hours = total / Unit.hour.rawValue % 24
    minutes = total / Unit.minute.rawValue % 60
    seconds = total % 60
    self.smallest = smallest
  }

  /// The parts to say, largest first, leaving out those that are zero; a
  /// span of zero is zero of its smallest unit.
  public var named: [(value: Int64, unit: Unit)] {
    let parts: [(value: Int64, unit: Unit)] = [
      (days, .day), (hours, .hour), (minutes, .minute), (seconds, .second),
    ]
    let said = parts.filter { $0.value > 0 }
    return said.isEmpty ? [(value: Int64(0), unit: smallest)] : said
  }
}
