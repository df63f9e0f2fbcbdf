import TellerBank
import Testing

/// A recorder fed every event of a run, beside the run's statistics and
/// the number waiting after each instant's events, counted here by hand.
private func recorded(
  _ simulation: Simulation, capacity: Int = QueueSeriesRecorder.defaultCapacity
) -> (series: QueueSeries, statistics: BankStatistics, counts: [(ModelTime, Int)]) {
  let configuration = simulation.configuration
  var recorder = QueueSeriesRecorder(
    clerks: configuration.totalClerks, capacity: capacity)
  var waiting = 0
  var counts: [(ModelTime, Int)] = []
  let statistics = simulation.run { event in
    recorder.record(event)
    switch event.kind {
    case .arrived: waiting += 1
    case .started: waiting -= 1
    default: break
    }
    // The line after all the events of an instant.
    if counts.last?.0 == event.time { counts.removeLast() }
    counts.append((event.time, waiting))
  }
  return (recorder.series(), statistics, counts)
}

/// A busy day: the loan clerk near saturation, about 8 hours of Poisson arrivals.
private let busyDay = Simulation(
  configuration: BankConfiguration(seed: 31), customers: 50_400, arrivals: .poisson(rate: 1.75))

@Suite("The queue's series: the line and the busy clerks over the day, in bins")
struct QueueSeriesTests {
  @Test("Three deposits at one clerk: the line's steps, bin by bin")
  func handWorked() {
    var recorder = QueueSeriesRecorder(clerks: 1, capacity: 4)
    _ = runBatch([.deposit, .deposit, .deposit], configuration: .oneClerk).events.map {
      recorder.record($0)
    }
    let series = recorder.series()
    // 2 waiting for 0.7 s, then 1 for 0.7 s, then none for 0.7 s; 2.1 s in
    // all, in 4 bins of 1.024 s at most (1 ms doubled ten times).
    #expect(series.span == ms(2_100))
    #expect(series.binWidth == ms(1_024))
    #expect(series.bins.count == 3)
    #expect(series.peakWaiting == 2 && series.peakTime == .zero)
    #expect(series.bins.map(\.maximumWaiting) == [2, 1, 0])
    let first = series.bins[0]
    #expect(abs(first.meanWaiting - (2 * 0.7 + 1 * 0.324) / 1.024) < 1e-12)
    #expect(abs(first.meanBusy - 1) < 1e-12)
    let last = series.bins[2]
    #expect(last.start == ms(2_048) && last.length == ms(52))
    #expect(last.meanWaiting == 0 && abs(last.meanBusy - 1) < 1e-12)
  }

  @Test("The bins hold the day's whole queue and busy time, and its exact peak")
  func conservesTheDay() {
    let (series, statistics, counts) = recorded(busyDay)
    let area = series.bins.reduce(0.0) { $0 + $1.meanWaiting * $1.length.seconds }
    let expected = Double(statistics.queueLengthIntegral) / 1e9
    #expect(abs(area - expected) / expected < 1e-9)
    let busy = series.bins.reduce(0.0) { $0 + $1.meanBusy * $1.length.seconds }
    let served = Double(statistics.busyTime(.deposit) + statistics.busyTime(.loan)) / 1e9
    #expect(abs(busy - served) / served < 1e-9)
    #expect(series.span == statistics.makespan)
    let peak = counts.map(\.1).max() ?? -1
    #expect(series.peakWaiting == peak)
    #expect(series.peakTime == counts.first { $0.1 == peak }?.0)
    #expect(series.bins.map(\.maximumWaiting).max() == peak)
    #expect(series.bins.allSatisfy { Double($0.maximumWaiting) >= $0.meanWaiting - 1e-9 })
    #expect(series.bins.allSatisfy { $0.meanBusy <= 3 + 1e-9 && $0.meanBusy >= 0 })
  }

  @Test("However long the day, between half and all of the bins, end to end")
  func binsCoverTheDay() {
    for customers in [10, 1_000, 50_400] {
      let simulation = Simulation(
        configuration: BankConfiguration(seed: 4), customers: customers,
        arrivals: .poisson(rate: 1.75))
      let series = recorded(simulation, capacity: 64).series
      #expect(series.bins.count <= 64 && series.bins.count > 32, "\(customers) customers")
      var next = ModelTime.zero
      for bin in series.bins {
        #expect(bin.start == next)
        #expect(bin.length == series.binWidth || bin.start + bin.length == series.span)
        next = bin.start + bin.length
      }
      #expect(next == series.span)
    }
  }

  @Test("Each bin's maximum is the most waiting at any instant in it")
  func binMaxima() {
    let (series, _, counts) = recorded(busyDay, capacity: 32)
    var expected = [Int](repeating: 0, count: series.bins.count)
    var current = 0
    var index = 0
    for (bin, start) in series.bins.map(\.start).enumerated() {
      expected[bin] = current
      while index < counts.count && counts[index].0 < start + series.binWidth {
        current = counts[index].1
        expected[bin] = max(expected[bin], current)
        index += 1
      }
    }
    #expect(series.bins.map(\.maximumWaiting) == expected)
  }

  @Test("Asked through a later instant, the line stays as it was until then")
  func throughLater() {
    var bank = Bank(configuration: .oneClerk)
    var recorder = QueueSeriesRecorder(clerks: 1)
    bank.addCustomers(4) { recorder.record($0) }
    bank.advance(to: ms(1_000)) { recorder.record($0) }
    let series = recorder.series(through: ms(2_000))
    #expect(series.span == ms(2_000))
    // 3 waiting to 0.7 s, the last event recorded, then 2 to 2 s: 2.1 + 2.6.
    let area = series.bins.reduce(0.0) { $0 + $1.meanWaiting * $1.length.seconds }
    #expect(abs(area - 4.7) < 1e-9)
    #expect(recorder.waitingNow == 2 && recorder.busyNow == 1)
    #expect(recorder.series().span == ms(700))
  }

  @Test("A reset starts the series afresh from its instant")
  func reset() {
    var bank = Bank(configuration: .oneClerk)
    var recorder = QueueSeriesRecorder(clerks: 1)
    bank.addCustomers(6) { recorder.record($0) }
    bank.advance(to: ms(5_000)) { recorder.record($0) }
    bank.reset { recorder.record($0) }
    bank.addCustomers(2) { recorder.record($0) }
    bank.advanceUntilIdle { recorder.record($0) }
    let series = recorder.series()
    #expect(series.origin == ms(5_000))
    #expect(series.span == ms(1_400))
    #expect(series.peakWaiting == 1 && series.peakTime == .zero)
  }

  @Test("Recording changes nothing in the run; an empty day has no bins")
  func observerOnly() {
    let (_, statistics, _) = recorded(busyDay)
    #expect(statistics == busyDay.run())
    let empty = QueueSeriesRecorder(clerks: 3).series()
    #expect(empty.bins.isEmpty && empty.span == .zero && empty.peakWaiting == 0)
  }

  @Test("Levels make one bin each, the peak at the first bin that has it")
  func levels() {
    let series = QueueSeries.levels(waiting: [0, 2.5, 3, 1], binWidth: .seconds(10))
    #expect(series.span == .seconds(40) && series.bins.count == 4)
    #expect(series.peakWaiting == 3 && series.peakTime == .seconds(10))
    #expect(series.bins.map(\.meanBusy) == [3, 3, 3, 3])
  }
}
