/// The few functions sound synthesis needs, written in Swift so that the
/// pure core needs no math library and a sound is the same, sample for
/// sample, on every platform.
enum Waveform {
  /// The sine of a phase counted in turns (one turn is 2π).
  ///
  /// The phase is reduced to a quarter turn and the sine taken by its
  /// Taylor series to the 15th power, whose error there is below 10⁻¹⁰.
  static func sine(turns: Double) -> Double {
    var x = turns - Double(Int64(turns))
    if x < 0 { x += 1 }
    if x >= 0.5 { x -= 1 }
    // sin(π − θ) = sin θ folds [−½, ½) onto [−¼, ¼].
    if x > 0.25 {
      x = 0.5 - x
    } else if x < -0.25 {
      x = -0.5 - x
    }
    let r = x * 2 * Double.pi
    let r2 = r * r
    // Horner's rule, written out: a loop over the divisors cost an array
    // per call in a debug build.
    var series = 1 - r2 / 210
    series = 1 - r2 / 156 * series
    series = 1 - r2 / 110 * series
    series = 1 - r2 / 72 * series
    series = 1 - r2 / 42 * series
    series = 1 - r2 / 20 * series
    series = 1 - r2 / 6 * series
    return r * series
  }

  /// The cosine of a phase counted in turns.
  static func cosine(turns: Double) -> Double { sine(turns: turns + 0.25) }

  /// Two to the power of `x`, for pitches counted in octaves.
  ///
  /// The whole part sets the exponent; two to the fraction f is e^(f ln 2)
  /// by its Taylor series to the 14th power, whose error is below 10⁻¹³.
  static func exponent2(_ x: Double) -> Double {
    guard x.isFinite else { return x > 0 ? .infinity : 0 }
    let whole = x.rounded(.down)
    let y = (x - whole) * 0.693_147_180_559_945_3
    var series = 1.0
    var divisor = 14.0
    while divisor >= 1 {
      series = 1 + y / divisor * series
      divisor -= 1
    }
    let power = Int(max(-1074, min(1024, whole)))
    return Double(sign: .plus, exponent: power, significand: series)
  }

  /// A sample from −1…1 as 16-bit PCM, rounded to nearest, clamped.
  static func pcm(_ value: Double) -> Int16 {
    let scaled = value * Double(Int16.max)
    let rounded = scaled < 0 ? scaled - 0.5 : scaled + 0.5
    return Int16(clamping: Int(max(-32768, min(32767, rounded))))
  }
}
