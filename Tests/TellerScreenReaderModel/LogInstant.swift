/// An instant on the wall clock, as speech-dispatcher's log writes it: the
/// local time of day, to the microsecond, counted from the midnight the run
/// began at (a run that passes midnight keeps counting up).
///
/// The harness records the instants it types keys at the same way, so a
/// key and the speech it caused compare directly.
public struct LogInstant: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// Microseconds since the local midnight the run began at.
  public var microseconds: Int64

  /// Creates an instant from microseconds since midnight.
  public init(microseconds: Int64) { self.microseconds = microseconds }

  /// Creates an instant from a time of day.
  ///
  /// - Parameters:
  ///   - hours, minutes, seconds: the time of day.
  ///   - microseconds: the microseconds within the second.
  public init(hours: Int, minutes: Int, seconds: Int, microseconds: Int) {
    self.microseconds =
      (Int64(hours) * 3600 + Int64(minutes) * 60 + Int64(seconds)) * 1_000_000
      + Int64(microseconds)
  }

  /// One day in microseconds.
  public static let day: Int64 = 86_400 * 1_000_000

  /// The seconds from this instant to a later one (negative when it is
  /// earlier).
  public func seconds(to later: LogInstant) -> Double {
    Double(later.microseconds - microseconds) / 1_000_000
  }

  /// This instant moved by some seconds.
  public func adding(seconds: Double) -> LogInstant {
    LogInstant(microseconds: microseconds + Int64((seconds * 1_000_000).rounded()))
  }

  /// The same time of day on the day after, when this instant, read as a
  /// bare time of day, fell more than twelve hours behind the one before:
  /// the clock passed midnight.
  public func unwrapped(after previous: LogInstant) -> LogInstant {
    var result = self
    while previous.microseconds - result.microseconds > Self.day / 2 {
      result.microseconds += Self.day
    }
    return result
  }

  /// Whether an instant comes before another.
  public static func < (a: LogInstant, b: LogInstant) -> Bool { a.microseconds < b.microseconds }

  /// `HH:MM:SS.mmm`, for messages.
  public var description: String {
    let within = ((microseconds % Self.day) + Self.day) % Self.day
    let total = within / 1_000
    func two(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }
    let millis = total % 1000
    let padded = millis < 10 ? "00\(millis)" : millis < 100 ? "0\(millis)" : "\(millis)"
    return
      "\(two(total / 3_600_000)):\(two(total / 60_000 % 60)):\(two(total / 1000 % 60)).\(padded)"
  }
}
