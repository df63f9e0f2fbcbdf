/// The standard normal distribution's quantile: the z with Φ(z) = p.
///
/// Wichura's algorithm AS 241 (PPND16, Applied Statistics 37, 1988):
/// rational functions of p near the centre and of √(−ln q) in the tails,
/// accurate to about 1 part in 10^16. It needs only the logarithm and the
/// square root, so it stays pure Swift.
///
/// - Returns: −infinity for 0, +infinity for 1, NaN outside [0, 1].
/// - Complexity: O(1).
public func normalQuantile(_ p: Double) -> Double {
  guard p >= 0 && p <= 1 else { return .nan }
  let q = p - 0.5
  if q.magnitude <= 0.425 {
    let r = 0.180_625 - q * q
    return q * rational(r, centralNumerator, centralDenominator)
  }
  let tail = q < 0 ? p : 1 - p
  guard tail > 0 else { return q < 0 ? -.infinity : .infinity }
  var r = (-naturalLogarithm(tail)).squareRoot()
  let z: Double
  if r <= 5 {
    r -= 1.6
    z = rational(r, nearNumerator, nearDenominator)
  } else {
    r -= 5
    z = rational(r, farNumerator, farDenominator)
  }
  return q < 0 ? -z : z
}

/// The ratio of two polynomials of degree 7 given by their coefficients,
/// lowest first, evaluated by Horner's rule.
private func rational(_ x: Double, _ numerator: [Double], _ denominator: [Double]) -> Double {
  var top = 0.0
  var bottom = 0.0
  for i in stride(from: 7, through: 0, by: -1) {
    top = top * x + numerator[i]
    bottom = bottom * x + denominator[i]
  }
  return top / bottom
}

// AS 241's coefficients, lowest power first; each denominator starts at 1.
private let centralNumerator = [
  3.387_132_872_796_366_608, 133.141_667_891_784_377_5, 1_971.590_950_306_551_443,
  13_731.693_765_509_461_25, 45_921.953_931_549_871_46, 67_265.770_927_008_700_85,
  33_430.575_583_588_128_11, 2_509.080_928_730_122_673,
]
private let centralDenominator = [
  1, 42.313_330_701_600_911_25, 687.187_007_492_057_908_4, 5_394.196_021_424_751_077,
  21_213.794_301_586_595_87, 39_307.895_800_092_710_61, 28_729.085_735_721_942_67,
  5_226.495_278_852_854_561,
]
private let nearNumerator = [
  1.423_437_110_749_683_577, 4.630_337_846_156_545_295, 5.769_497_221_460_691_405,
  3.647_848_324_763_204_605, 1.270_458_252_452_368_382, 0.241_780_725_177_450_611_9,
  0.022_723_844_989_269_184_58, 7.745_450_142_783_414_076e-4,
]
private let nearDenominator = [
  1, 2.053_191_626_637_758_821, 1.676_384_830_183_803_849, 0.689_767_334_985_100_004_5,
  0.148_103_976_427_480_074_6, 0.015_198_666_563_616_457_23, 5.475_938_084_995_344_946e-4,
  1.050_750_071_644_416_9e-9,
]
private let farNumerator = [
  6.657_904_643_501_103_77, 5.463_784_911_164_114_37, 1.784_826_539_917_291_36,
  0.296_560_571_828_504_891_4, 0.026_532_189_526_576_123_09, 0.001_242_660_947_388_078_438,
  2.711_555_568_743_487_58e-5, 2.010_334_399_292_288_13e-7,
]
private let farDenominator = [
  1, 0.599_832_206_555_887_937_7, 0.136_929_880_922_735_805_3, 0.014_875_361_290_850_614_85,
  7.868_691_311_456_132_591e-4, 1.846_318_317_510_054_681e-5, 1.421_511_758_316_445_888e-7,
  2.044_263_103_389_939_785e-15,
]
