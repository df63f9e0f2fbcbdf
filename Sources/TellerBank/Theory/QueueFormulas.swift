/// The textbook's exact steady-state mean waits in line (before service),
/// in the time unit of the service time.
///
/// Each takes the arrival rate λ, the number of clerks c and the mean
/// service time S; the offered load is a = λS and each clerk is busy a
/// share ρ = a / c of the time. Each needs ρ < 1; at or above it, the line
/// grows without end and there is no steady state.
public enum QueueFormulas {
  /// Erlang's C formula, the probability that an arrival to an M/M/c
  /// queue waits, from the stable recursion of Erlang's B formula:
  /// B₀ = 1, Bₖ = a Bₖ₋₁ / (k + a Bₖ₋₁), then C = c B / (c − a (1 − B)).
  ///
  /// - Precondition: c ≥ 1 and 0 ≤ a < c.
  /// - Complexity: O(c).
  public static func erlangC(clerks c: Int, load a: Double) -> Double {
    precondition(c >= 1 && a >= 0 && a < Double(c), "Erlang C needs a load below the clerks.")
    var b = 1.0
    for k in 1...c { b = a * b / (Double(k) + a * b) }
    return Double(c) * b / (Double(c) - a * (1 - b))
  }

  /// The M/M/c mean wait: C(c, a) · S / (c − a).
  ///
  /// - Complexity: O(c).
  public static func erlangCWait(rate: Double, clerks: Int, service: Double) -> Double {
    let a = rate * service
    return erlangC(clerks: clerks, load: a) * service / (Double(clerks) - a)
  }

  /// The Pollaczek–Khinchine mean wait of an M/G/1 queue:
  /// λ E[S²] / (2 (1 − ρ)) = ρ S (1 + cv²) / (2 (1 − ρ)).
  ///
  /// - Complexity: O(1).
  public static func pollaczekKhinchineWait(
    rate: Double, service: Double, secondMomentFactor: Double
  ) -> Double {
    let rho = rate * service
    return rho * service * secondMomentFactor / (2 * (1 - rho))
  }

  /// The exact M/D/c mean wait (Crommelin 1932), from the roots of the
  /// queue's characteristic equation.
  ///
  /// The number waiting D apart follows Q′ = max(Q + A − c, 0), A being
  /// the Poisson(a) arrivals of one service time, and its mean is
  ///
  ///     E[Q] = Σ_{k=1}^{c−1} 1 / (1 − z_k) + (a² − c(c − 1)) / (2(c − a)),
  ///
  /// where z_k are the c − 1 roots other than 1 of z^c = e^{a(z − 1)} in the
  /// unit disc; the mean wait is E[Q] / λ (Little's law). Each root is the
  /// fixed point of z = ω_k e^{a(z − 1)/c}, ω_k = e^{2πik/c}, a contraction
  /// of ratio at most ρ, polished by Newton's method. Every term stays
  /// bounded as ρ nears 1, where the last term carries the growth, so the
  /// result keeps its precision up to ρ = 0.999 and beyond. For c = 1 it is
  /// the Pollaczek–Khinchine mean wait of M/D/1.
  ///
  /// - Complexity: O(c · i) for i iterations per root, a few dozen.
  public static func deterministicWait(rate: Double, clerks c: Int, service: Double) -> Double {
    let a = rate * service
    var sum = 0.0
    for k in 1..<max(1, c) {
      let z = characteristicRoot(k, clerks: c, load: a)
      sum += (ComplexNumber(1) / (ComplexNumber(1) - z)).real
    }
    let cd = Double(c)
    let queue = sum + (a * a - cd * (cd - 1)) / (2 * (cd - a))
    return queue / rate
  }

  /// The root z_k of z^c = e^{a(z − 1)} near ω_k = e^{2πik/c}, 0 < k < c.
  static func characteristicRoot(_ k: Int, clerks c: Int, load a: Double) -> ComplexNumber {
    // The angle 2πk/c, taken into (−π, π].
    let turn = Double(2 * k <= c ? k : k - c) / Double(c)
    let omega = ComplexNumber.unit(angle: 2 * Double.pi * turn)
    let step = a / Double(c)
    func image(_ z: ComplexNumber) -> ComplexNumber {
      omega * (step * (z - ComplexNumber(1))).exponential
    }
    var z = ComplexNumber(0)
    for _ in 0..<40 { z = image(z) }
    // Newton on f(z) = z − ω e^{(a/c)(z − 1)}, f′(z) = 1 − (a/c) ω e^{…}.
    for _ in 0..<60 {
      let w = image(z)
      let next = z - (z - w) / (ComplexNumber(1) - step * w)
      let moved = (next - z).magnitude
      z = next
      if moved <= 1e-16 * max(1, z.magnitude) { break }
    }
    return z
  }
}
