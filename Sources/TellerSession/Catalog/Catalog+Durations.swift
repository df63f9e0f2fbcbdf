import TellerBank

extension Catalog {
  /// A span of model time as it should be spoken, to the millisecond the
  /// work timer shows: "0 seconds", "4.4 seconds", "1 minute 2.5 seconds",
  /// "1 hour 2 minutes 3.004 seconds"; "4.4초", "1분 2.5초".
  ///
  /// Whole hours and minutes drop the zero seconds ("1 minute"), and a zero
  /// span is "0 seconds". Fractions lose their trailing zeros; time below a
  /// millisecond is dropped, as on the timer. Negative spans read as zero.
  public func spokenDuration(_ time: ModelTime) -> String {
    let totalMs = max(0, time.milliseconds)
    let hours = totalMs / 3_600_000
    let minutes = (totalMs / 60_000) % 60
    let secondsMs = totalMs % 60_000
    var seconds = String(secondsMs / 1000)
    let fraction = secondsMs % 1000
    if fraction != 0 {
      var digits = String(fraction)
      digits = String(repeating: "0", count: 3 - digits.count) + digits
      while digits.last == "0" { digits.removeLast() }
      seconds += "." + digits
    }
    var parts: [String] = []
    switch language {
    case .english:
      if hours > 0 { parts.append(hours == 1 ? "1 hour" : "\(hours) hours") }
      if minutes > 0 { parts.append(minutes == 1 ? "1 minute" : "\(minutes) minutes") }
      if secondsMs > 0 || parts.isEmpty {
        parts.append(seconds == "1" ? "1 second" : seconds + " seconds")
      }
    case .korean:
      if hours > 0 { parts.append("\(hours)시간") }
      if minutes > 0 { parts.append("\(minutes)분") }
      if secondsMs > 0 || parts.isEmpty { parts.append(seconds + "초") }
    }
    return parts.joined(separator: " ")
  }
}
