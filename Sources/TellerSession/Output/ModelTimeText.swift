import TellerBank

extension ModelTime {
  /// The time in seconds as an exact decimal, with no trailing zeros and no
  /// binary floating-point noise: `0`, `1.1`, `12.3`, `0.000000001`.
  ///
  /// It is valid JSON number syntax.
  public var exactSecondsText: String {
    let magnitude = nanoseconds.magnitude
    let sign = nanoseconds < 0 ? "-" : ""
    let whole = magnitude / 1_000_000_000
    let fraction = magnitude % 1_000_000_000
    guard fraction != 0 else { return sign + String(whole) }
    var digits = String(fraction)
    digits = String(repeating: "0", count: 9 - digits.count) + digits
    while digits.last == "0" { digits.removeLast() }
    return sign + String(whole) + "." + digits
  }

  /// The time in seconds with three decimals and a unit, such as
  /// `12.300 s`; finer parts are dropped.
  public var timestampText: String {
    let magnitude = nanoseconds.magnitude
    let sign = nanoseconds < 0 ? "-" : ""
    let milliseconds = magnitude / 1_000_000
    let fraction = String(milliseconds % 1000)
    let padded = String(repeating: "0", count: 3 - fraction.count) + fraction
    return sign + String(milliseconds / 1000) + "." + padded + " s"
  }
}
