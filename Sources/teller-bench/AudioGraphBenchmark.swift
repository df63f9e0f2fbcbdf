import TellerBank
import TellerSounds

/// The audio graph: what `teller simulate --audio-graph` adds to a
/// simulated 8-hour day (Poisson arrivals at 1.75 a second, 50,400
/// customers, the loan clerk near saturation).
///
/// - The baseline: the day simulated alone, as `teller simulate` runs it.
/// - The recording: the same day with its events recorded into the
///   graph's series (``QueueSeriesRecorder``).
/// - The render: the series to 10 seconds of stereo samples at eSpeak NG's
///   rate, as the file gets them.
///
/// Each is the median of ``runs``. Target: the graph's own cost (the
/// recording's extra time and the render) under 1 s.
enum AudioGraphBenchmark {
  /// Runs of each measurement; the median is reported.
  static let runs = 5
  /// The graph's own cost may take at most this many seconds.
  static let targetSeconds = 1.0
  /// The day: customers and their arrival rate.
  static let customers = 50_400
  static let rate = 1.75

  static func run(_ options: BenchOptions) {
    let simulation = Simulation(
      configuration: BankConfiguration(seed: options.seed), customers: customers,
      arrivals: .poisson(rate: rate))
    let clerks = simulation.configuration.totalClerks
    let clock = ContinuousClock()
    func median(_ body: () -> Void) -> Double {
      var times: [Double] = []
      for _ in 0..<runs {
        let start = clock.now
        body()
        times.append(seconds(clock.now - start))
      }
      return times.sorted()[times.count / 2]
    }
    let baseline = median { precondition(simulation.run().customersServed == customers) }
    var series = QueueSeriesRecorder(clerks: clerks).series()
    let recorded = median {
      var recorder = QueueSeriesRecorder(clerks: clerks)
      _ = simulation.run { recorder.record($0) }
      series = recorder.series()
    }
    let graph = AudioGraph(series)
    var frames = 0
    let rendered = median { frames = graph.render(sampleRate: 22_050, channels: 2).frames }
    precondition(frames == 220_500)
    let own = max(0, recorded - baseline) + rendered
    figure("graph.day.hours", fixed(series.span.seconds / 3_600, 2), "hours of model time")
    figure("graph.day.bins", String(series.bins.count), "bins")
    figure("graph.baseline.simulate.seconds", fixed(baseline, 4), "s (the day, simulated alone)")
    figure("graph.record.seconds", fixed(recorded, 4), "s (the day, its series recorded)")
    figure(
      "graph.record.ratio", fixed(recorded / max(baseline, 1e-9), 3),
      "x graph.baseline.simulate.seconds")
    figure("graph.render.seconds", fixed(rendered, 4), "s (10 s of stereo at 22,050 Hz)")
    figure(
      "graph.render.ratio", fixed(rendered / max(baseline, 1e-9), 3),
      "x graph.baseline.simulate.seconds")
    figure("graph.own.seconds", fixed(own, 4), "s (recording's extra time and the render)")
    target(
      "graph.target", met: own < targetSeconds,
      "the graph's own cost for an 8-hour day under 1 s; \(fixed(own, 3)) s")
  }
}
