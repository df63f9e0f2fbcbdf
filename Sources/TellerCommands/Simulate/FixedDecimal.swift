/// Formats a number with a fixed count of decimals, rounding halves away
/// from zero, such as `2.455` for 2.4545 with 3 decimals.
///
/// Non-finite numbers come out as `-`; decimals are clamped to 0 through 9.
func fixedDecimal(_ value: Double, decimals: Int) -> String {
  guard value.isFinite else { return "-" }
  let places = min(9, max(0, decimals))
  var scale = 1.0
  for _ in 0..<places { scale *= 10 }
  let scaled = (value.magnitude * scale).rounded(.toNearestOrAwayFromZero)
  guard scaled < 9e15 else { return String(value) }
  let units = UInt64(scaled)
  let divisor = UInt64(scale)
  let sign = value < 0 && units > 0 ? "-" : ""
  let whole = String(units / divisor)
  guard places > 0 else { return sign + whole }
  let fraction = String(units % divisor)
  return sign + whole + "." + String(repeating: "0", count: places - fraction.count) + fraction
}
