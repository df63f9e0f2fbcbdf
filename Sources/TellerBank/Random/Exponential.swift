/// e raised to a power, in pure Swift.
///
/// Written here, as ``naturalLogarithm(_:)`` is, so the model needs no
/// platform library and gives the same bits on every platform. It follows
/// fdlibm's `exp`: reduce `x` to `r = x − k·ln 2` with |r| ≤ ln 2 / 2,
/// approximate e^r with a rational function of `r` whose error is below
/// one ulp, then scale by 2^k.
///
/// - Returns: +infinity above about 709.78, 0 below about −745.13, NaN for
///   NaN.
func exponential(_ x: Double) -> Double {
  guard !x.isNaN else { return x }
  if x > overflowThreshold { return .infinity }
  if x < underflowThreshold { return 0 }
  if x.magnitude < 0x1p-28 { return 1 + x }
  let k = (x * inverseLn2 + (x < 0 ? -0.5 : 0.5)).rounded(.towardZero)
  let hi = x - k * expLn2Hi
  let lo = k * expLn2Lo
  let r = hi - lo
  let t = r * r
  let c = r - t * (p1 + t * (p2 + t * (p3 + t * (p4 + t * p5))))
  let y = 1 - ((lo - (r * c) / (2 - c)) - hi)
  return scaled(y, by: Int(k))
}

/// `y · 2^k`, exact unless the result is subnormal, where it rounds once.
private func scaled(_ y: Double, by k: Int) -> Double {
  if k >= -1021 { return Double(sign: .plus, exponent: k, significand: y) }
  // Two steps, so the significand is not rounded twice into a subnormal.
  return Double(sign: .plus, exponent: k + 54, significand: y) * 0x1p-54
}

// fdlibm's constants for exp.
private let overflowThreshold = 7.097_827_128_933_839_730_96e+02
private let underflowThreshold = -7.451_332_191_019_411_084_20e+02
private let inverseLn2 = 1.442_695_040_888_963_387_00e+00
private let expLn2Hi = 6.931_471_803_691_238_164_90e-01
private let expLn2Lo = 1.908_214_929_270_587_700_02e-10
private let p1 = 1.666_666_666_666_660_190_37e-01
private let p2 = -2.777_777_777_701_559_338_42e-03
private let p3 = 6.613_756_321_437_934_361_17e-05
private let p4 = -1.653_390_220_546_525_153_90e-06
private let p5 = 4.138_136_797_057_238_460_39e-08
