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

  @Test(
    "A watched run hands out its progress every chunk and ends with the same figures",
    arguments: [ArrivalProcess.batch, .poisson(rate: 1.5)])
  func watched(arrivals: ArrivalProcess) {
    let simulation = Simulation(
      configuration: BankConfiguration(seed: 4), customers: 1_000, arrivals: arrivals, chunk: 64)
    var seen: [SimulationProgress] = []
    let outcome = simulation.run { progress in
      seen.append(progress)
      return .proceed
    }
    #expect(outcome.statistics == simulation.run())
    #expect(!outcome.isPartial)
    #expect(outcome.progress.customersServed == 1_000)
    #expect(outcome.progress.fraction == 1)
    #expect(seen.count > 5, "a call every 64 arrivals or instants")
    #expect(seen.allSatisfy { $0.customers == 1_000 && !$0.isComplete })
    #expect(zip(seen, seen.dropFirst()).allSatisfy { $0.customersServed <= $1.customersServed })
    #expect(zip(seen, seen.dropFirst()).allSatisfy { $0.modelTime <= $1.modelTime })
  }

  @Test("A run of no customers is complete and never calls its watcher")
  func watchedEmpty() {
    for arrivals in [ArrivalProcess.batch, .poisson(rate: 1)] {
      var calls = 0
      let outcome = Simulation(
        configuration: BankConfiguration(), customers: 0, arrivals: arrivals
      ).run { _ in
        calls += 1
        return .proceed
      }
      #expect(calls == 0)
      #expect(!outcome.isPartial)
      #expect(outcome.progress.fraction == 1)
    }
  }

  @Test(
    "A stopped run keeps the figures of the events up to the stop",
    arguments: [ArrivalProcess.batch, .poisson(rate: 1)])
  func stopped(arrivals: ArrivalProcess) {
    let simulation = Simulation(
      configuration: BankConfiguration(seed: 2), customers: 5_000, arrivals: arrivals, chunk: 100)
    var calls = 0
    var events = 0
    let outcome = simulation.run(into: { _ in events += 1 }) { _ in
      calls += 1
      return calls == 3 ? .stop : .proceed
    }
    #expect(calls == 3)
    #expect(outcome.isPartial)
    let statistics = outcome.statistics
    #expect(statistics.events == events)
    #expect(outcome.progress.customersServed == statistics.customersServed)
    #expect(statistics.customersServed > 0 && statistics.customersServed < 5_000)
    #expect(outcome.progress.fraction < 1)
    if case .poisson = arrivals {
      // Three chunks of 100 arrivals, and those the bank has served.
      #expect(statistics.customersServed <= 300)
      #expect(statistics.customersServed + statistics.customersInBank == 300)
    } else {
      // Everyone arrived at once; three chunks of 100 instants were served.
      #expect(statistics.customersServed + statistics.customersInBank == 5_000)
    }
  }

  @Test("Advancing in chunks of instants reaches idle, and says when it has")
  func advanceInChunks() {
    var whole = Bank(configuration: BankConfiguration(seed: 9))
    var chunked = whole
    var wholeEvents: [BankEvent] = []
    var chunkedEvents: [BankEvent] = []
    whole.addCustomers(30) { wholeEvents.append($0) }
    chunked.addCustomers(30) { chunkedEvents.append($0) }
    whole.advanceUntilIdle { wholeEvents.append($0) }
    var chunks = 0
    while !chunked.advanceUntilIdle(instants: 4, into: { chunkedEvents.append($0) }) {
      chunks += 1
    }
    #expect(chunkedEvents == wholeEvents)
    #expect(chunks > 1)
    #expect(chunked.isIdle)
    #expect(chunked.advanceUntilIdle(instants: 4) { _ in Issue.record("no event when idle") })
  }
}
