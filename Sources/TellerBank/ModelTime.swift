/// A point or span of model time, counted in whole nanoseconds.
///
/// Model time is data: the bank advances to a given instant and never reads
/// a clock. Integer nanoseconds keep service times exact, so 0.7 s added ten
/// million times is exactly 7,000,000 s.
public struct ModelTime: Hashable, Comparable, Sendable, AdditiveArithmetic,
  CustomStringConvertible
{
  /// Nanoseconds since the bank opened, or the length of a span.
  public var nanoseconds: Int64

  /// Creates a time from nanoseconds.
  public init(nanoseconds: Int64) { self.nanoseconds = nanoseconds }

  /// The start of model time.
  public static let zero = ModelTime(nanoseconds: 0)

  /// Later than any event: the bank's times stay far below it (see
  /// ``PoissonArrivals/longestGap``). Computed, so a hot loop reads a
  /// constant.
  static var never: ModelTime { ModelTime(nanoseconds: .max) }

  /// A time of whole milliseconds.
  public static func milliseconds(_ ms: Int64) -> ModelTime {
    ModelTime(nanoseconds: ms * 1_000_000)
  }

  /// A time of seconds, rounded to the nearest nanosecond.
  public static func seconds(_ s: Double) -> ModelTime {
    ModelTime(nanoseconds: Int64((s * 1_000_000_000).rounded()))
  }

  /// The time in seconds.
  public var seconds: Double { Double(nanoseconds) / 1_000_000_000 }

  /// The time in whole milliseconds, rounded down.
  public var milliseconds: Int64 { nanoseconds / 1_000_000 }

  /// Orders times.
  public static func < (lhs: ModelTime, rhs: ModelTime) -> Bool {
    lhs.nanoseconds < rhs.nanoseconds
  }

  /// Adds two times.
  public static func + (lhs: ModelTime, rhs: ModelTime) -> ModelTime {
    ModelTime(nanoseconds: lhs.nanoseconds &+ rhs.nanoseconds)
  }

  /// Subtracts two times.
  public static func - (lhs: ModelTime, rhs: ModelTime) -> ModelTime {
    ModelTime(nanoseconds: lhs.nanoseconds &- rhs.nanoseconds)
  }

  /// Multiplies a span by a count.
  public static func * (lhs: ModelTime, rhs: Int64) -> ModelTime {
    ModelTime(nanoseconds: lhs.nanoseconds &* rhs)
  }

  /// The time in seconds, as text.
  public var description: String { "\(seconds)s" }
}
