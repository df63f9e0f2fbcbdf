import TellerBank

/// The stretch of model time between two of an audio graph's soft ticks:
/// an hour for a working day, a shorter or longer round unit for a day
/// whose hours would be too few or too close to hear.
public enum GraphTick: Int, Hashable, Sendable, CaseIterable {
  /// Every second.
  case second
  /// Every ten seconds.
  case tenSeconds
  /// Every minute.
  case minute
  /// Every ten minutes.
  case tenMinutes
  /// Every hour.
  case hour
  /// Every day.
  case day
  /// Every week.
  case week

  /// The least listening time between two ticks, in seconds: closer
  /// ticks run together into a rattle.
  public static let closest = 0.4

  /// Its length in model time.
  public var interval: ModelTime {
    switch self {
    case .second: .seconds(1)
    case .tenSeconds: .seconds(10)
    case .minute: .seconds(60)
    case .tenMinutes: .seconds(600)
    case .hour: .seconds(3_600)
    case .day: .seconds(86_400)
    case .week: .seconds(604_800)
    }
  }

  /// The tick for a day of `span` heard in `seconds`: the shortest unit
  /// whose ticks are at least ``closest`` apart when heard. Nil when no
  /// unit has a tick inside the day (a day under a second, or one where
  /// even weeks come too fast).
  public static func choose(span: ModelTime, seconds: Double) -> GraphTick? {
    guard span > .zero, seconds > 0 else { return nil }
    let first = allCases.first {
      $0.interval.seconds / span.seconds * seconds >= closest
    }
    guard let first, first.interval < span else { return nil }
    return first
  }

  /// The instants of its ticks inside a day of `span`: every whole
  /// interval after the start and before the end.
  public func instants(in span: ModelTime) -> [ModelTime] {
    let step = interval.nanoseconds
    guard step > 0, span.nanoseconds > step else { return [] }
    return stride(from: step, to: span.nanoseconds, by: Int(step)).map {
      ModelTime(nanoseconds: $0)
    }
  }
}
