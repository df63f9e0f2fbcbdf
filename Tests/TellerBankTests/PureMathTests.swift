import Foundation
import Testing

@testable import TellerBank

/// The pure-Swift exponential, normal quantile, cosine and sine, against
/// the platform's library and published values.
@Suite("Pure mathematics")
struct PureMathTests {
  /// The distance between two doubles in units in the last place.
  func ulps(_ a: Double, _ b: Double) -> Double {
    guard a != b else { return 0 }
    return (a - b).magnitude / max(a.ulp, b.ulp)
  }

  @Test("e^x is within one ulp of the platform's, from underflow to overflow")
  func exponentialMatchesPlatform() {
    var random = SplitMix64(seed: 5)
    var worst = 0.0
    for _ in 0..<100_000 {
      let x = (random.nextUnit() * 2 - 1) * 708
      worst = max(worst, ulps(exponential(x), Foundation.exp(x)))
    }
    for x in [-1e-300, 1e-20, -0.5, 0.5, 1, 2, 0.693_147_180_559_945_3, 700, -700, 709.7] {
      worst = max(worst, ulps(exponential(x), Foundation.exp(x)))
    }
    #expect(worst <= 1)
  }

  @Test("e^x at its edges: 0, tiny, subnormal results, overflow, underflow, infinities and NaN")
  func exponentialEdges() {
    #expect(exponential(0) == 1)
    #expect(exponential(1e-30) == 1)
    #expect(ulps(exponential(1), 2.718_281_828_459_045) <= 1)
    #expect(ulps(exponential(-740), Foundation.exp(-740)) <= 1)
    #expect(exponential(-740) > 0 && !exponential(-740).isNormal)
    #expect(exponential(710) == .infinity)
    #expect(exponential(-746) == 0)
    #expect(exponential(.infinity) == .infinity)
    #expect(exponential(-.infinity) == 0)
    #expect(exponential(.nan).isNaN)
  }

  @Test(
    "The normal quantile matches published values, at the centre, across the split and deep in the tails",
    arguments: [
      (0.5, 0.0), (0.6, 0.253_347_103_135_799_7), (0.9, 1.281_551_565_544_600_4),
      (0.975, 1.959_963_984_540_054), (0.999, 3.090_232_306_167_813),
      (0.075, -1.439_531_470_938_456_3), (0.0749, -1.440_238_267_527_963_5),
      (1e-5, -4.264_890_793_922_825), (1e-10, -6.361_340_902_404_056),
      (1e-20, -9.262_340_089_798_409), (1e-300, -37.047_096_299_361_2),
    ])
  func normalQuantileValues(p: Double, z: Double) {
    let value = normalQuantile(p)
    #expect((value - z).magnitude <= 1e-14 * max(1, z.magnitude), "p = \(p)")
    // Symmetric: q and 1 − q (exact for q ≥ ½) give opposite values.
    let q = 1 - p
    if q < 1 && q >= 0.5 {
      #expect((normalQuantile(q) + normalQuantile(1 - q)).magnitude <= 1e-15 * max(1, z.magnitude))
    }
  }

  @Test("The normal quantile's ends: 0, 1, outside [0, 1], NaN, and order kept")
  func normalQuantileEdges() {
    #expect(normalQuantile(0) == -.infinity)
    #expect(normalQuantile(1) == .infinity)
    #expect(normalQuantile(-0.1).isNaN)
    #expect(normalQuantile(1.1).isNaN)
    #expect(normalQuantile(.nan).isNaN)
    let ps = stride(from: 0.0005, to: 1, by: 0.0005).map { $0 }
    let zs = ps.map(normalQuantile)
    #expect(zip(zs, zs.dropFirst()).allSatisfy { $0 < $1 })
  }

  @Test("Cosine and sine agree with the platform's within 1e-15, and angles beyond ±π are reduced")
  func cosineAndSine() {
    var worst = 0.0
    for i in -400...400 {
      let angle = Double(i) / 400 * Double.pi
      let (c, s) = ComplexNumber.cosineAndSine(angle)
      worst = max(
        worst, (c - Foundation.cos(angle)).magnitude, (s - Foundation.sin(angle)).magnitude)
    }
    #expect(worst < 1e-15)
    let (c, s) = ComplexNumber.cosineAndSine(7.5)
    #expect((c - Foundation.cos(7.5)).magnitude < 1e-14)
    #expect((s - Foundation.sin(7.5)).magnitude < 1e-14)
  }

  @Test("Complex arithmetic: e^{iπ} = −1, division by a large or an imaginary divisor")
  func complexArithmetic() {
    let minusOne = ComplexNumber(0, Double.pi).exponential
    #expect((minusOne.real + 1).magnitude < 1e-15 && minusOne.imaginary.magnitude < 1e-15)
    let q = ComplexNumber(1, 2) / ComplexNumber(3, 4)  // (11 + 2i) / 25
    #expect((q.real - 0.44).magnitude < 1e-15 && (q.imaginary - 0.08).magnitude < 1e-15)
    let r = ComplexNumber(1e300, 1e300) / ComplexNumber(1e300, 1e300)
    #expect((r.real - 1).magnitude < 1e-15 && r.imaginary.magnitude < 1e-15)
    let i = ComplexNumber(2, 0) / ComplexNumber(0, 2)
    #expect(i.real.magnitude < 1e-15 && (i.imaginary + 1).magnitude < 1e-15)
    #expect(ComplexNumber(3, 4).magnitude == 5)
  }
}
