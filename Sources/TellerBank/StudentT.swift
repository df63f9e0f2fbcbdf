/// Student's t distribution: the quantile a 95% confidence interval needs.
public enum StudentT {
  /// t(0.975, ν) for ν = 1 through 30, to six decimals.
  static let table: [Double] = [
    12.706_205, 4.302_653, 3.182_446, 2.776_445, 2.570_582, 2.446_912, 2.364_624, 2.306_004,
    2.262_157, 2.228_139, 2.200_985, 2.178_813, 2.160_369, 2.144_787, 2.131_450, 2.119_905,
    2.109_816, 2.100_922, 2.093_024, 2.085_963, 2.079_614, 2.073_873, 2.068_658, 2.063_899,
    2.059_539, 2.055_529, 2.051_831, 2.048_407, 2.045_230, 2.042_272,
  ]

  /// The 97.5th percentile of Student's t with `degreesOfFreedom` degrees
  /// of freedom: the multiplier of the standard error in a two-sided 95%
  /// confidence interval.
  ///
  /// Up to 30 degrees of freedom it reads a table; above, it uses the
  /// Cornish–Fisher expansion about the normal quantile (Abramowitz and
  /// Stegun 26.7.5), which is within 1e-6 of the exact value there.
  ///
  /// - Precondition: `degreesOfFreedom` is at least 1.
  /// - Complexity: O(1).
  public static func quantile975(degreesOfFreedom: Int) -> Double {
    precondition(degreesOfFreedom >= 1, "Student's t needs at least one degree of freedom.")
    if degreesOfFreedom <= table.count { return table[degreesOfFreedom - 1] }
    let z = 1.959_963_984_540_054  // the normal distribution's 97.5th percentile
    let z2 = z * z
    let g1 = (z2 + 1) * z / 4
    let g2 = ((5 * z2 + 16) * z2 + 3) * z / 96
    let g3 = (((3 * z2 + 19) * z2 + 17) * z2 - 15) * z / 384
    let g4 = ((((79 * z2 + 776) * z2 + 1482) * z2 - 1920) * z2 - 945) * z / 92_160
    let v = Double(degreesOfFreedom)
    return z + (g1 + (g2 + (g3 + g4 / v) / v) / v) / v
  }
}
