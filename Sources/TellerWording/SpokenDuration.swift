import TellerBank

/// A span of model time cut into the parts speech says, to the millisecond
/// the work timer shows: hours, minutes, and seconds with their fraction
/// ("2.5", trailing zeros dropped). Time below a millisecond is dropped, as
/// on the timer, and a negative span reads as zero.
struct SpokenDuration: Hashable, Sendable {
  /// Whole hours.
  var hours: Int64
  /// Whole minutes past the hours.
  var minutes: Int64
  /// The seconds past the minutes, with their fraction: "0", "2.5", "3.004".
  var seconds: String
  /// Whether the seconds are said: when there are any, or nothing else is.
  var hasSeconds: Bool

  /// Cuts a span into its parts.
  init(_ time: ModelTime) {
    let totalMs = max(0, time.milliseconds)
    hours = totalMs / 3_600_000
    minutes = (totalMs / 60_000) % 60
    let secondsMs = totalMs % 60_000
    seconds = String(secondsMs / 1000)
    let fraction = secondsMs % 1000
    if fraction != 0 {
      var digits = String(fraction)
      digits = String(repeating: "0", count: 3 - digits.count) + digits
      while digits.last == "0" { digits.removeLast() }
      seconds += "." + digits
    }
    hasSeconds = secondsMs > 0 || (hours == 0 && minutes == 0)
  }
}

extension SpokenDuration {
  /// A span as a table shows it: whole seconds and up to three decimals,
  /// to the millisecond as speech says it, without trailing zeros ("0.557",
  /// "62.5", "3"), so the shown and the spoken figure agree.
  static func shortSeconds(_ time: ModelTime) -> String {
    var text = formatSeconds(ModelTime.milliseconds(max(0, time.milliseconds)), decimals: 3)
    while text.last == "0" { text.removeLast() }
    if text.last == "." { text.removeLast() }
    return text
  }
}
