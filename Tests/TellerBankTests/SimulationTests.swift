import TellerBank
import Testing

/// Whole runs: batch and Poisson arrivals.
@Suite("Simulation")
struct SimulationTests {
  @Test("Zero customers: nothing happens")
  func zero() {
    for arrivals in [ArrivalProcess.batch, .poisson(rate: 1)] {
      let s = Simulation(configuration: BankConfiguration(), customers: 0, arrivals: arrivals).run()
      #expect(s.events == 0)
      #expect(s.customersServed == 0)
    }
  }

  @Test("Poisson: everyone is served, arrivals come one by one in time order")
  func poisson() {
    let simulation = Simulation(
      configuration: BankConfiguration(seed: 12), customers: 2000, arrivals: .poisson(rate: 1))
    var arrivals: [ModelTime] = []
    var allServed = 0
    var kinds = [0, 0, 0]
    let s = simulation.run { event in
      switch event.kind {
      case .arrived(let c):
        arrivals.append(c.arrival)
        kinds[0] += 1
      case .started: kinds[1] += 1
      case .finished: kinds[2] += 1
      case .allServed: allServed += 1
      case .reset: Issue.record("no reset in a simulation")
      }
    }
    #expect(s.customersServed == 2000)
    #expect(s.served(.deposit) + s.served(.loan) == 2000)
    #expect(kinds == [2000, 2000, 2000])
    #expect(s.events == 6000 + allServed)
    #expect(allServed > 1, "the bank empties between arrivals at this rate")
    #expect(arrivals == arrivals.sorted())
    // About 2000 seconds for 2000 arrivals at one per second.
    #expect((1800...2200).contains(Int(s.makespan.seconds)))
  }

  @Test("Poisson keeps only the customers in the bank: the peak stays small")
  func boundedPopulation() {
    let s = Simulation(
      configuration: BankConfiguration(), customers: 100_000, arrivals: .poisson(rate: 1)
    ).run()
    #expect(s.customersServed == 100_000)
    #expect(s.peakCustomersInBank < 60)
    #expect(s.customersInBank == 0)
  }

  @Test("A seed fixes the run; another seed changes it")
  func seeds() {
    func run(_ seed: UInt64) -> BankStatistics {
      Simulation(
        configuration: BankConfiguration(seed: seed), customers: 500, arrivals: .poisson(rate: 1.5)
      ).run()
    }
    #expect(run(1) == run(1))
    #expect(run(1) != run(2))
  }

  @Test("Batch runs draw the types from the seed and agree with the day formula")
  func batchFormula() {
    for seed in 0..<20 as Range<UInt64> {
      let s = Simulation(
        configuration: BankConfiguration(seed: seed), customers: 17, arrivals: .batch
      ).run()
      let d = s.served(.deposit)
      let l = s.served(.loan)
      #expect(d + l == 17)
      #expect(s.makespan == ms(max(Int64(700 * ((d + 1) / 2)), Int64(1100 * l))))
    }
  }

  @Test("Utilisation is busy time over clerks times the day, per work type")
  func utilization() {
    let s = Simulation(
      configuration: BankConfiguration(seed: 3), customers: 50_000, arrivals: .poisson(rate: 1)
    ).run()
    // Offered load: deposit 0.5·0.7/2 = 0.175, loan 0.5·1.1/1 = 0.55.
    #expect(abs(s.utilization(.deposit) - 0.175) < 0.01)
    #expect(abs(s.utilization(.loan) - 0.55) < 0.02)
  }
}
