import Foundation
import Testing

@testable import TellerBank

/// The exact mean waits: Erlang C, Pollaczek–Khinchine and Crommelin's
/// M/D/c, against closed forms, published values and an independent
/// series; and which formula a queue gets.
@Suite("Queueing theory")
struct QueueTheoryTests {
  func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-12) -> Bool {
    (a - b).magnitude <= tolerance * max(1, b.magnitude)
  }

  @Test(
    "Erlang C matches published values, from one clerk to 500",
    arguments: [
      // c, a, C(c, a): exact (M/M/1: ρ; M/M/2: 2ρ²/(1 + ρ)), the textbook
      // call centre (10 erlangs, 11 agents: 0.6821), and large c, summed
      // directly to 40 digits.
      (1, 0.5, 0.5), (2, 1.0, 1.0 / 3), (11, 10.0, 0.682_118_204_689_332_374),
      (3, 2.7, 0.817_061_021_170_610_316), (100, 95.0, 0.506_456_853_913_020_591),
      (500, 490.0, 0.546_673_272_194_828_989),
    ])
  func erlangC(clerks: Int, load: Double, expected: Double) {
    #expect(close(QueueFormulas.erlangC(clerks: clerks, load: load), expected, 1e-13))
  }

  @Test("Erlang C's edges: no load, and a load just below the clerks")
  func erlangCEdges() {
    #expect(QueueFormulas.erlangC(clerks: 3, load: 0) == 0)
    let nearlyFull = QueueFormulas.erlangC(clerks: 2, load: 2 - 1e-9)
    #expect(nearlyFull < 1 && nearlyFull > 0.999_999)
  }

  @Test("M/M/1 and M/M/2 mean waits are their textbook closed forms")
  func markovianClosedForms() {
    for rho in [0.1, 0.5, 0.8, 0.9, 0.99] {
      let mu = 1 / 0.7
      // M/M/1: ρ / (μ − λ).
      let one = QueueFormulas.erlangCWait(rate: rho * mu, clerks: 1, service: 0.7)
      #expect(close(one, rho / (mu - rho * mu)))
      // M/M/2 with ρ per clerk: ρ² / (μ (1 − ρ²)).
      let two = QueueFormulas.erlangCWait(rate: 2 * rho * mu, clerks: 2, service: 0.7)
      #expect(close(two, rho * rho / (mu * (1 - rho * rho))))
    }
  }

  @Test("Pollaczek–Khinchine: M/D/1 is half M/M/1, M/E₄/1 in between")
  func pollaczekKhinchine() {
    let md1 = QueueFormulas.pollaczekKhinchineWait(rate: 1, service: 0.7, secondMomentFactor: 1)
    #expect(close(md1, 0.7 * 0.7 / (2 * 0.3)))  // the peers page's 0.8167 s
    let mm1 = QueueFormulas.pollaczekKhinchineWait(rate: 1, service: 0.7, secondMomentFactor: 2)
    #expect(close(mm1, QueueFormulas.erlangCWait(rate: 1, clerks: 1, service: 0.7)))
    let me41 = QueueFormulas.pollaczekKhinchineWait(
      rate: 1, service: 0.7,
      secondMomentFactor: ServiceDistribution.erlang(phases: 4)
        .secondMomentFactor)
    #expect(close(me41, md1 * 1.25))
  }

  /// Crommelin's mean wait summed as a series, independently of the roots:
  /// by Spitzer's identity for Q′ = max(Q + A − c, 0),
  /// E[Q] = Σ_{n≥1} E[(Poisson(n a) − n c)⁺] / n, the mean wait E[Q] / λ.
  func spitzerWait(rate: Double, clerks c: Int, service: Double) -> Double {
    let a = rate * service
    var queue = 0.0
    for n in 1...200_000 {
      let mu = Double(n) * a
      let m = n * c
      // E[(N − m)⁺] = Σ_{k>m} (k − m) P(N = k), each P from its logarithm.
      var term = 0.0
      var k = m + 1
      var p = Foundation.exp(
        -mu + Double(k) * Foundation.log(mu) - Foundation.lgamma(Double(k + 1)))
      while p > 1e-300 && (p > 1e-18 * term || k < m + 10) {
        term += Double(k - m) * p
        k += 1
        p *= mu / Double(k)
      }
      queue += term / Double(n)
      if term / Double(n) < 1e-17 * queue { break }
    }
    return queue / rate
  }

  @Test(
    "Crommelin's M/D/c mean wait agrees with Spitzer's series",
    arguments: [2, 3, 5, 10], [0.1, 0.5, 0.8, 0.9])
  func crommelinAgreesWithSeries(clerks: Int, rho: Double) {
    let rate = rho * Double(clerks) / 0.7
    let roots = QueueFormulas.deterministicWait(rate: rate, clerks: clerks, service: 0.7)
    let series = spitzerWait(rate: rate, clerks: clerks, service: 0.7)
    #expect(close(roots, series, 1e-10), "c = \(clerks), ρ = \(rho): \(roots) vs \(series)")
  }

  @Test(
    "Crommelin's M/D/c mean wait at loads the series cannot reach, against 40-digit values",
    arguments: [
      // c, ρ, mean wait in service times (from the roots at 40 digits)
      (2, 0.5, 0.176_741_057_112_836_885), (2, 0.9, 2.146_923_214_715_827_273),
      (3, 0.9, 1.377_911_973_623_429_868), (10, 0.8, 0.109_827_789_712_604_655),
      (2, 0.99, 24.641_655_510_730_234_27), (2, 0.999, 249.641_150_079_009_182_5),
      (5, 0.999, 99.765_170_319_912_359_54), (50, 0.95, 0.130_409_990_932_265_012_2),
    ])
  func crommelinHeavyLoads(clerks: Int, rho: Double, expected: Double) {
    let wait = QueueFormulas.deterministicWait(
      rate: rho * Double(clerks), clerks: clerks, service: 1)
    #expect(close(wait, expected, 1e-11), "c = \(clerks), ρ = \(rho): \(wait)")
  }

  @Test("M/D/1 by the roots is Pollaczek–Khinchine; M/D/c nears half M/M/c as ρ → 1")
  func crommelinLimits() {
    for rho in [0.05, 0.5, 0.95, 0.999] {
      let roots = QueueFormulas.deterministicWait(rate: rho / 0.7, clerks: 1, service: 0.7)
      let pk = QueueFormulas.pollaczekKhinchineWait(
        rate: rho / 0.7, service: 0.7, secondMomentFactor: 1)
      #expect(close(roots, pk))
    }
    let md2 = QueueFormulas.deterministicWait(rate: 1.998, clerks: 2, service: 1)
    let mm2 = QueueFormulas.erlangCWait(rate: 1.998, clerks: 2, service: 1)
    #expect((md2 / mm2 - 0.5).magnitude < 0.001)
  }

  @Test("The peers page's M/D/2 and default bank: the exact waits lie in both measured intervals")
  func peersModels() {
    // M/D/2 at 2 a second, 0.7 s: Teller 0.3443 to 0.3475, SimPy 0.3264 to 0.3578.
    let md2 = MeanWaitTheory.queue(rate: 2, clerks: 2, service: 0.7, distribution: .deterministic)
    #expect(md2.seconds.map { (0.3443...0.3475).contains($0) } == true)
    // The default bank, half loans: Teller 0.3396 to 0.3429, SimPy 0.3318 to 0.3639.
    let bank = MeanWaitTheory.mixture([
      (0.5, .queue(rate: 0.5, clerks: 2, service: 0.7, distribution: .deterministic)),
      (0.5, .queue(rate: 0.5, clerks: 1, service: 1.1, distribution: .deterministic)),
    ])
    #expect(bank.seconds.map { (0.3396...0.3429).contains($0) } == true)
    #expect(bank.seconds.map { close($0, 0.342_618_962_354_516_7, 1e-12) } == true)
  }

  @Test("Each queue gets its formula, or none, or no steady state")
  func formulaChoice() {
    func formula(_ clerks: Int, _ distribution: ServiceDistribution, rate: Double = 1)
      -> MeanWaitTheory
    {
      MeanWaitTheory.queue(rate: rate, clerks: clerks, service: 0.7, distribution: distribution)
    }
    func name(_ theory: MeanWaitTheory) -> MeanWaitTheory.Formula? {
      if case .exact(_, let formula) = theory { return formula }
      return nil
    }
    #expect(name(formula(1, .exponential)) == .erlangC)
    #expect(name(formula(3, .exponential)) == .erlangC)
    #expect(name(formula(1, .deterministic)) == .pollaczekKhinchine)
    #expect(name(formula(2, .deterministic)) == .crommelin)
    #expect(name(formula(1, .erlang(phases: 3))) == .pollaczekKhinchine)
    #expect(name(formula(1, .lognormal(variation: 2))) == .pollaczekKhinchine)
    #expect(name(formula(1, .uniform(spread: 1))) == .pollaczekKhinchine)
    #expect(formula(2, .erlang(phases: 3)) == .noClosedForm)
    #expect(formula(2, .uniform(spread: 0.5)) == .noClosedForm)
    #expect(formula(4, .lognormal(variation: 1)) == .noClosedForm)
    #expect(formula(2, .exponential, rate: 0) == .exact(seconds: 0, formula: .noArrivals))
    #expect(formula(0, .exponential) == .noSteadyState)
    #expect(formula(1, .deterministic, rate: 1 / 0.7) == .noSteadyState)
    #expect(formula(2, .exponential, rate: 3) == .noSteadyState)
    #expect(formula(2, .erlang(phases: 2), rate: 3) == .noSteadyState)
  }

  @Test("A mixture: weighted by share, share 0 ignored, and the worst answer wins")
  func mixture() {
    let a = MeanWaitTheory.exact(seconds: 1, formula: .erlangC)
    let b = MeanWaitTheory.exact(seconds: 4, formula: .crommelin)
    #expect(
      MeanWaitTheory.mixture([(0.75, a), (0.25, b)]) == .exact(seconds: 1.75, formula: .mixture))
    #expect(MeanWaitTheory.mixture([(1, a), (0, .noSteadyState)]) == a)
    #expect(MeanWaitTheory.mixture([(0.5, a), (0.5, .noClosedForm)]) == .noClosedForm)
    #expect(
      MeanWaitTheory.mixture([(0.5, .noClosedForm), (0.5, .noSteadyState)]) == .noSteadyState)
    #expect(MeanWaitTheory.mixture([]) == .exact(seconds: 0, formula: .noArrivals))
  }
}
