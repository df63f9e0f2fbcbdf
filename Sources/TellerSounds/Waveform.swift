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
    var series = 1 - r2 / 210
    for divisor in [156.0, 110, 72, 42, 20, 6] { series = 1 - r2 / divisor * series }
    return r * series
  }

  /// The cosine of a phase counted in turns.
  static func cosine(turns: Double) -> Double { sine(turns: turns + 0.25) }

  /// A sample from −1…1 as 16-bit PCM, rounded to nearest, clamped.
  static func pcm(_ value: Double) -> Int16 {
    let scaled = value * Double(Int16.max)
    let rounded = scaled < 0 ? scaled - 0.5 : scaled + 0.5
    return Int16(clamping: Int(max(-32768, min(32767, rounded))))
  }
}
