/// The natural logarithm of a positive, finite number, in pure Swift.
///
/// Writing it here keeps the model free of platform libraries and gives the
/// same bits on every platform. It follows fdlibm's `log`: split `x` into
/// `m · 2^k` with `m` in [√2/2, √2), then approximate `ln m` with a minimax
/// polynomial in `s = (m − 1)/(m + 1)`. The error is below one ulp.
///
/// - Returns: −infinity for 0, NaN for negative numbers and NaN.
func naturalLogarithm(_ x: Double) -> Double {
  guard x > 0 else { return x == 0 ? -.infinity : .nan }
  guard x.isFinite else { return x }
  var m: Double
  var k: Double
  if x.isNormal {
    let bits = x.bitPattern
    k = Double(Int64((bits >> 52) & 0x7FF) - 1023)
    m = Double(bitPattern: (bits & 0x000F_FFFF_FFFF_FFFF) | 0x3FF0_0000_0000_0000)
  } else {
    m = x.significand
    k = Double(x.exponent)
  }
  if m > 1.414_213_562_373_095_1 {
    m *= 0.5
    k += 1
  }
  let f = m - 1
  let s = f / (2 + f)
  let z = s * s
  let w = z * z
  let t1 = w * (lg2 + w * (lg4 + w * lg6))
  let t2 = z * (lg1 + w * (lg3 + w * (lg5 + w * lg7)))
  let r = t2 + t1
  let hfsq = 0.5 * f * f
  return k * ln2Hi - ((hfsq - (s * (hfsq + r) + k * ln2Lo)) - f)
}

// fdlibm's constants for log.
private let ln2Hi = 6.931_471_803_691_238_164_90e-01
private let ln2Lo = 1.908_214_929_270_587_700_02e-10
private let lg1 = 6.666_666_666_666_735_130e-01
private let lg2 = 3.999_999_999_940_941_908e-01
private let lg3 = 2.857_142_874_366_239_149e-01
private let lg4 = 2.222_219_843_214_978_396e-01
private let lg5 = 1.818_357_216_161_805_012e-01
private let lg6 = 1.531_383_769_920_937_332e-01
private let lg7 = 1.479_819_860_511_658_591e-01
