import Testing

@testable import TellerBank

/// A simulation's own bank: it keeps no tallies for the tables, and a run
/// with a sink and one without count alike.
@Suite("A simulation's bank")
struct SimulationBankTests {
  @Test("A bank without tallies gives the same events; its clerks' figures and waits stay zero")
  func withoutTallies() {
    var exponential = WorkTypeSettings("deposit", clerks: 2, serviceTime: .seconds(1))
    exponential.serviceDistribution = .exponential
    for configuration in [
      BankConfiguration(seed: 7),
      BankConfiguration(workTypes: [exponential], seed: 7),
    ] {
      var kept = Bank(configuration: configuration)
      var bare = Bank(configuration: configuration, keepsTallies: false)
      var keptEvents: [BankEvent] = []
      var bareEvents: [BankEvent] = []
      var random = SplitMix64(seed: 3)
      var time = ModelTime.zero
      for _ in 0..<500 {
        time = time + .milliseconds(Int64(random.nextInt(in: 0...1_500)))
        let type = kept.drawWorkType()
        #expect(bare.drawWorkType() == type)
        kept.addCustomer(type, at: time) { keptEvents.append($0) }
        bare.addCustomer(type, at: time) { bareEvents.append($0) }
      }
      kept.advanceUntilIdle { keptEvents.append($0) }
      bare.advanceUntilIdle { bareEvents.append($0) }
      #expect(bareEvents == keptEvents)
      #expect(kept.clerks.reduce(0) { $0 + $1.served } == 500)
      #expect(kept.allWaits.started == 500)
      #expect(bare.clerks.allSatisfy { $0.served == 0 && $0.busy == .zero })
      #expect(bare.allWaits == WaitTally())
    }
  }

  @Test("A run with a sink and one without give the same statistics")
  func sinkOrNone() {
    for arrivals in [ArrivalProcess.batch, .poisson(rate: 1.2)] {
      let simulation = Simulation(
        configuration: BankConfiguration(seed: 5), customers: 3_000, arrivals: arrivals,
        warmup: .automatic)
      var events = 0
      let withSink = simulation.run { _ in events += 1 }
      let without = simulation.run()
      #expect(withSink == without)
      #expect(events == without.events)
      #expect(without.customersServed == 3_000)
    }
  }
}
