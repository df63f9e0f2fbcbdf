/// A complex number, with what the M/D/c mean wait needs of them:
/// arithmetic, the exponential and the unit circle's points.
struct ComplexNumber: Hashable, Sendable {
  var real: Double
  var imaginary: Double

  init(_ real: Double, _ imaginary: Double = 0) {
    self.real = real
    self.imaginary = imaginary
  }

  static func + (a: ComplexNumber, b: ComplexNumber) -> ComplexNumber {
    ComplexNumber(a.real + b.real, a.imaginary + b.imaginary)
  }

  static func - (a: ComplexNumber, b: ComplexNumber) -> ComplexNumber {
    ComplexNumber(a.real - b.real, a.imaginary - b.imaginary)
  }

  static func * (a: ComplexNumber, b: ComplexNumber) -> ComplexNumber {
    ComplexNumber(
      a.real * b.real - a.imaginary * b.imaginary, a.real * b.imaginary + a.imaginary * b.real)
  }

  static func * (a: Double, b: ComplexNumber) -> ComplexNumber {
    ComplexNumber(a * b.real, a * b.imaginary)
  }

  /// The quotient, scaled by the larger part of the divisor (Smith's
  /// method) so that nothing overflows on the way.
  static func / (a: ComplexNumber, b: ComplexNumber) -> ComplexNumber {
    if b.real.magnitude >= b.imaginary.magnitude {
      let r = b.imaginary / b.real
      let d = b.real + b.imaginary * r
      return ComplexNumber((a.real + a.imaginary * r) / d, (a.imaginary - a.real * r) / d)
    }
    let r = b.real / b.imaginary
    let d = b.real * r + b.imaginary
    return ComplexNumber((a.real * r + a.imaginary) / d, (a.imaginary * r - a.real) / d)
  }

  /// The distance from 0.
  var magnitude: Double {
    let scale = max(real.magnitude, imaginary.magnitude)
    guard scale > 0 else { return 0 }
    let x = real / scale
    let y = imaginary / scale
    return scale * (x * x + y * y).squareRoot()
  }

  /// e^z = e^x (cos y + i sin y).
  var exponential: ComplexNumber {
    let scale = TellerBank.exponential(real)
    let (cosine, sine) = ComplexNumber.cosineAndSine(imaginary)
    return ComplexNumber(scale * cosine, scale * sine)
  }

  /// The point of the unit circle at `angle` radians.
  static func unit(angle: Double) -> ComplexNumber {
    let (cosine, sine) = cosineAndSine(angle)
    return ComplexNumber(cosine, sine)
  }

  /// The cosine and sine of an angle, by their Taylor series once the
  /// angle is taken into [−π, π], where 30 terms each leave an error below
  /// 10⁻¹⁶.
  static func cosineAndSine(_ angle: Double) -> (Double, Double) {
    guard angle.isFinite else { return (.nan, .nan) }
    var angle = angle
    if angle.magnitude > Double.pi {
      angle -= 2 * Double.pi * (angle / (2 * Double.pi)).rounded()
    }
    let square = angle * angle
    var cosine = 0.0
    var sine = 0.0
    // Horner's rule from the smallest term: cos = Σ (−1)ⁿ x²ⁿ/(2n)!,
    // sin = Σ (−1)ⁿ x²ⁿ⁺¹/(2n+1)!.
    for n in stride(from: 30, through: 1, by: -1) {
      let m = Double(2 * n)
      cosine = 1 - square / (m * (m - 1)) * cosine
      sine = 1 - square / (m * (m + 1)) * sine
    }
    return (cosine, angle * sine)
  }
}
