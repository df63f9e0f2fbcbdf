/// The real cube root, in pure Swift: e^{ln|x| / 3} with the sign of x,
/// then two Newton steps on y³ = x, which leave it within an ulp or two.
///
/// - Returns: 0 for 0, the argument for infinities and NaN.
func cubeRoot(_ x: Double) -> Double {
  guard x != 0, x.isFinite else { return x }
  let magnitude = x.magnitude
  var y = exponential(naturalLogarithm(magnitude) / 3)
  for _ in 0..<2 { y -= (y * y * y - magnitude) / (3 * y * y) }
  return x < 0 ? -y : y
}
