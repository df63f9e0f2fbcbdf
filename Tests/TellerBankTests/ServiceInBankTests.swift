import Testing

@testable import TellerBank

/// The bank with random service times, and the steady-state mean of a run.
@Suite("Service times in the bank")
struct ServiceInBankTests {
  /// A Poisson run of one work type on `clerks` clerks at load ρ per clerk.
  static func run(
    _ distribution: ServiceDistribution, clerks: Int = 1, rho: Double, customers: Int,
    seed: UInt64 = 0, warmup: WarmupRule? = .automatic
  ) -> Simulation {
    var deposits = WorkTypeSettings("deposit", clerks: clerks, serviceTime: .seconds(1))
    deposits.serviceDistribution = distribution
    let configuration = BankConfiguration(workTypes: [deposits], seed: seed)
    return Simulation(
      configuration: configuration, customers: customers,
      arrivals: .poisson(rate: rho * Double(clerks)), warmup: warmup)
  }

  @Test("Random times: each finish is its start plus a time drawn, finishes come in time order")
  func finishOrder() {
    var starts: [Int: ModelTime] = [:]
    var finishes: [(ModelTime, Int)] = []
    var durations: [ModelTime] = []
    let simulation = ServiceInBankTests.run(.exponential, clerks: 3, rho: 0.8, customers: 2_000)
    _ = simulation.run { event in
      switch event.kind {
      case .started(let customer, _): starts[customer.number] = event.time
      case .finished(let customer, let clerk):
        finishes.append((event.time, clerk))
        durations.append(event.time - starts[customer.number, default: .zero])
      default: break
      }
    }
    #expect(finishes.count == 2_000)
    #expect(zip(finishes, finishes.dropFirst()).allSatisfy { $0.0 <= $1.0 })
    // The times vary, as exponential times do, around their mean of 1 s.
    #expect(Set(durations).count > 1_900)
    let mean = durations.map(\.seconds).reduce(0, +) / Double(durations.count)
    #expect(abs(mean - 1) < 0.1)
  }

  @Test("Deterministic times draw nothing: the run is the bank's of the exercise")
  func deterministicUnchanged() {
    var plain = ServiceInBankTests.run(.deterministic, clerks: 2, rho: 0.7, customers: 500)
    plain.configuration.workTypes = [
      WorkTypeSettings("deposit", clerks: 2, serviceTime: .seconds(1))
    ]
    let explicit = ServiceInBankTests.run(.deterministic, clerks: 2, rho: 0.7, customers: 500)
    var a: [BankEvent] = []
    var b: [BankEvent] = []
    _ = plain.run { a.append($0) }
    _ = explicit.run { b.append($0) }
    #expect(a == b)
    let finishes = a.filter { if case .finished = $0.kind { true } else { false } }
    #expect(finishes.count == 500)
  }

  @Test("A seed fixes the times; another seed gives others")
  func seeded() {
    let one = ServiceInBankTests.run(.lognormal(variation: 0.8), rho: 0.5, customers: 300).run()
    let again = ServiceInBankTests.run(.lognormal(variation: 0.8), rho: 0.5, customers: 300).run()
    let other = ServiceInBankTests.run(
      .lognormal(variation: 0.8), rho: 0.5, customers: 300, seed: 1
    ).run()
    #expect(one.totalWait == again.totalWait)
    #expect(one.totalWait != other.totalWait)
  }

  @Test(
    "M/M/1, M/D/1 and M/M/2: the steady-state interval of a long run covers the exact mean",
    arguments: [
      (ServiceDistribution.exponential, 1, 0.5), (.exponential, 1, 0.8), (.deterministic, 1, 0.8),
      (.exponential, 2, 0.8), (.erlang(phases: 4), 1, 0.7),
    ])
  func covers(_ distribution: ServiceDistribution, _ clerks: Int, _ rho: Double) throws {
    let simulation = ServiceInBankTests.run(
      distribution, clerks: clerks, rho: rho, customers: 200_000)
    let estimate = try #require(
      SteadyStateEstimate(simulation.run(), rule: .automatic, batches: 20))
    let exact = try #require(
      MeanWaitTheory.queue(
        rate: rho * Double(clerks), clerks: clerks, service: 1, distribution: distribution
      ).seconds)
    let interval = try #require(estimate.interval)
    #expect(interval.contains(exact), "\(interval) against \(exact)")
    #expect(estimate.customers + estimate.warmupCustomers == 200_000)
  }

  @Test("A fixed warm-up sets aside the waits of services that start before it")
  func fixedWarmup() throws {
    let simulation = ServiceInBankTests.run(
      .exponential, rho: 0.5, customers: 1_000, warmup: .fixed(.seconds(100)))
    var early = 0
    let statistics = simulation.run { event in
      if case .started = event.kind, event.time < .seconds(100) { early += 1 }
    }
    let estimate = try #require(
      SteadyStateEstimate(statistics, rule: .fixed(.seconds(100)), batches: 20))
    #expect(early > 20)
    #expect(estimate.warmupCustomers == early)
    #expect(estimate.customers == 1_000 - early)
    #expect(estimate.warmupSeconds == 100)
  }

  @Test("No warm-up rule, or batch arrivals: no series is kept")
  func noSeries() {
    let none = ServiceInBankTests.run(.exponential, rho: 0.5, customers: 100, warmup: nil).run()
    #expect(none.waitSeries == nil)
    var batch = ServiceInBankTests.run(.exponential, rho: 0.5, customers: 100)
    batch.arrivals = .batch
    #expect(batch.run().waitSeries == nil)
  }

  @Test("Replications give the same figures whatever the width of their rounds")
  func roundsDoNotMatter() {
    let simulation = ServiceInBankTests.run(.exponential, rho: 0.8, customers: 2_000)
    func study(width: Int, _ replications: Replications) -> ReplicationStudy {
      var study = ReplicationStudy(simulation: simulation, replications: replications)
      study.run(
        width: width,
        round: { $0.map { ReplicationStudy.estimate(of: simulation, replication: $0) } })
      return study
    }
    let precision = Replications(
      precision: Replications.Precision(relativeHalfWidth: 0.1, cap: 40))
    let one = study(width: 1, precision)
    #expect(one.replications.isFinished)
    #expect(one.count >= 3)
    for width in [2, 3, 7] {
      #expect(study(width: width, precision).replications == one.replications)
    }
    let fixed = study(width: 4, Replications(count: 5))
    #expect(fixed.count == 5)
    #expect(
      fixed.replications.estimates == study(width: 1, Replications(count: 5)).replications.estimates
    )
    // Replication 0 is the run itself; the others have seeds of their own.
    #expect(simulation.replication(0) == simulation)
    #expect(simulation.replication(1).configuration.seed != simulation.configuration.seed)
  }

  @Test("A study stopped between rounds says so and keeps what it made")
  func stopped() {
    let simulation = ServiceInBankTests.run(.exponential, rho: 0.5, customers: 200)
    var study = ReplicationStudy(simulation: simulation, replications: Replications(count: 10))
    var rounds = 0
    study.run(
      width: 2,
      round: { $0.map { ReplicationStudy.estimate(of: simulation, replication: $0) } },
      stop: {
        rounds += 1
        return rounds > 2
      })
    #expect(study.isInterrupted)
    #expect(study.count == 4)
  }
}
