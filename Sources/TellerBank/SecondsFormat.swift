/// Formats a span as seconds with a fixed number of decimals, rounding
/// halves away from zero, such as `9.80` for 9.8 s with 2 decimals.
///
/// Works on whole nanoseconds, so no binary rounding creeps in. Negative
/// spans keep their sign; decimals are clamped to 0 through 9.
public func formatSeconds(_ time: ModelTime, decimals: Int) -> String {
  let places = min(9, max(0, decimals))
  var unit: Int64 = 1
  for _ in 0..<(9 - places) { unit *= 10 }
  let magnitude = time.nanoseconds.magnitude
  let units = (magnitude + UInt64(unit / 2)) / UInt64(unit)
  var scale: UInt64 = 1
  for _ in 0..<places { scale *= 10 }
  let whole = String(units / scale)
  let sign = time.nanoseconds < 0 && units > 0 ? "-" : ""
  guard places > 0 else { return sign + whole }
  let fraction = String(units % scale)
  return sign + whole + "." + String(repeating: "0", count: places - fraction.count) + fraction
}
