import Foundation
import TellerTestSupport
import Testing

/// `teller-bench` runs every suite at tiny sizes. Only that: no figure it
/// prints decides whether a test passes.
@Suite("teller-bench smoke")
struct BenchSmokeTests {
  /// Runs the built `teller-bench` with environment changes, killing it
  /// after `timeout`.
  static func bench(
    _ arguments: [String], environment: [String: String] = [:],
    timeout: Duration = .seconds(300)
  ) throws -> ProcessResult {
    try runProgram(
      TestSupport.productsDirectory.appendingPathComponent("teller-bench").path, arguments,
      environment: environment, timeout: timeout)
  }

  /// The names of the figures printed, one `name: value` per line.
  static func names(_ output: String) -> Set<String> {
    Set(
      output.split(separator: "\n").compactMap { $0.split(separator: ":").first.map(String.init) })
  }

  @Test(
    "Each suite runs at tiny sizes and prints its figures and targets",
    arguments: [
      (
        ["--suite", "bank", "--customers", "1000"], ["bank.simulation.rate", "bank.target.events"]
      ),
      (
        [
          "--suite", "screen", "--screen-customers", "40", "--screen-batch", "10",
          "--screen-ticks", "3", "--screen-adds", "2", "--add-customers", "50",
        ],
        [
          "screen.command.next.p99", "screen.target.command", "screen.target.tick",
          "screen.target.add",
        ]
      ),
      (
        ["--suite", "script", "--script-adds", "20"],
        ["script.run.seconds", "script.target.seconds", "script.target.peak-rss"]
      ),
      (
        ["--suite", "full-screen", "--screen-customers", "40", "--full-screen-keys", "20"],
        ["fullscreen.tick.ratio"]
      ),
      (
        ["--suite", "soak", "--soak-minutes", "3"],
        [
          "soak.rss.first", "soak.rss.max", "soak.rss.last", "soak.rss.drift", "soak.steps.rate",
          "soak.baseline.steps.rate", "soak.step.p99", "soak.step.p99.ratio", "soak.target.rss",
          "soak.target.speed",
        ]
      ),
      (
        ["--suite", "braille", "--braille-customers", "40", "--braille-moves", "20"],
        [
          "braille.baseline.move.p50", "braille.focus.key.p99", "braille.focus.line-key.p99",
          "braille.focus.route.p99.ratio", "braille.target",
        ]
      ),
      (
        [
          "--suite", "scale", "--scale-customers", "200", "--scale-batch", "20", "--scale-resets",
          "1",
        ],
        [
          "scale.session.bytes-per-customer", "scale.baseline.bytes-per-customer",
          "scale.reset.frame.p50", "scale.reset.linear.p50", "scale.target.memory",
          "scale.target.reset.frame", "scale.target.reset.linear",
        ]
      ),
      (
        ["--suite", "graph"],
        [
          "graph.baseline.simulate.seconds", "graph.record.ratio", "graph.render.seconds",
          "graph.render.ratio", "graph.target",
        ]
      ),
      (
        ["--suite", "startup", "--startup-runs", "2"],
        [
          "startup.baseline.first-line.p50", "startup.teller.first-line.p50.ratio",
          "startup.target",
        ]
      ),
      (
        ["--suite", "sounds", "--soak-minutes", "2", "--speech-runs", "3"],
        [
          "sounds.first-sample.in-process.p50", "sounds.first-sample.player.p50",
          "sounds.player.cpu", "sounds.soak.bursts", "sounds.soak.path.share",
          "sounds.soak.target", "sounds.soak.players.share",
        ]
      ),
    ])
  func suite(arguments: [String], figures: [String]) throws {
    let result = try BenchSmokeTests.bench(arguments)
    #expect(result.status == 0, "\(result.stderr)")
    let printed = BenchSmokeTests.names(result.stdout)
    for figure in figures {
      #expect(printed.contains(figure), "\(figure) missing from:\n\(result.stdout)")
    }
    #expect(
      !printed.contains {
        $0.hasSuffix(".skipped") || $0.hasSuffix(".failed") || $0.hasSuffix(".error")
      })
  }

  /// The value of one figure: the text after `name: `.
  static func value(_ name: String, in output: String) -> String? {
    output.split(separator: "\n").first { $0.hasPrefix(name + ": ") }
      .map { String($0.dropFirst(name.count + 2)) }
  }

  @Test("The soak resets and samples memory every simulated minute, the same each run")
  func soak() throws {
    let arguments = ["--suite", "soak", "--soak-minutes", "3", "--seed", "7"]
    let first = try BenchSmokeTests.bench(arguments)
    #expect(first.status == 0, "\(first.stderr)")
    let figure = { (name: String) in BenchSmokeTests.value(name, in: first.stdout) }
    #expect(figure("soak.minutes") == "3 simulated minutes")
    #expect(figure("soak.resets") == "3 resets")
    // 90% of the loan clerk: 0.9 / (0.5 × 1.1 s) customers a second.
    #expect(figure("soak.rate") == "1.6364 customers/s")
    #expect(figure("soak.load.loan") == "0.900 of 1 clerk's time")
    #expect(figure("soak.load.deposit") == "0.286 of 2 clerks' time")
    let trace = try #require(figure("soak.rss.trace"))
    #expect(trace.split(separator: " ").dropLast().count == 3, "one sample a minute: \(trace)")
    let arrivals = try #require(figure("soak.arrivals")?.split(separator: " ").first)
    let count = try #require(Int(arrivals))
    // About 295 in 180 s; far outside this, the arrivals are not Poisson at the rate.
    #expect((200...400).contains(count), "\(count) arrivals")

    // The seed fixes every step: the same steps, arrivals and output again.
    let second = try BenchSmokeTests.bench(arguments)
    for name in ["soak.arrivals", "soak.steps", "soak.output.bytes", "soak.step.add.samples"] {
      #expect(
        BenchSmokeTests.value(name, in: second.stdout) == figure(name), "\(name) differs")
    }
  }

  @Test("The peers suite runs teller simulate, and SimPy when it is there or says why not")
  func peers() throws {
    let result = try BenchSmokeTests.bench([
      "--suite", "peers", "--customers", "2000", "--peer-customers", "400", "--repeats", "1",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let printed = BenchSmokeTests.names(result.stdout)
    for model in ["md2", "mix", "md1"] {
      for figure in ["teller.rate", "teller.inner-rate", "teller.mean-wait.ci95"] {
        #expect(printed.contains("peers.\(model).\(figure)"), "peers.\(model).\(figure)")
      }
    }
    #expect(printed.contains("peers.md1.exact-mean-wait"))
    #expect(printed.contains("peers.md1.teller.exact"))
    #expect(!printed.contains { $0.hasSuffix(".failed") || $0.hasSuffix(".skipped") })
    let simpy = try #require(
      result.stdout.split(separator: "\n").first { $0.hasPrefix("peers.simpy: ") })
    if simpy.hasPrefix("peers.simpy: skipped: ") {
      #expect(!printed.contains("peers.md2.ratio"), "no ratio without SimPy")
    } else {
      for figure in [
        "peers.md2.simpy.rate", "peers.md2.ratio", "peers.md2.agree", "peers.target.md2",
        "peers.mix.ratio", "peers.target.mix", "peers.md1.simpy.exact",
      ] {
        #expect(printed.contains(figure), "\(figure) missing from:\n\(result.stdout)")
      }
    }
  }

  @Test("Without python3 on PATH the peers suite says so and still times teller simulate")
  func peersWithoutPython() throws {
    let result = try BenchSmokeTests.bench(
      ["--suite", "peers", "--customers", "500", "--peer-customers", "100", "--repeats", "1"],
      environment: ["PATH": "/nonexistent"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("peers.simpy: skipped: python3 is not on PATH"))
    #expect(result.stdout.contains("peers.md2.teller.rate: "))
  }

  @Test("The speech suite times the first sample both ways, or says why it is skipped")
  func speech() throws {
    let result = try BenchSmokeTests.bench(["--suite", "speech", "--speech-runs", "2"])
    #expect(result.status == 0, "\(result.stderr)")
    let printed = BenchSmokeTests.names(result.stdout)
    if printed.contains("speech.skipped") {
      #expect(result.stdout.contains("espeak"), "the reason names eSpeak NG: \(result.stdout)")
      #expect(!printed.contains("speech.first-sample.speedup"))
    } else {
      for figure in [
        "speech.first-sample.in-process.p50", "speech.first-sample.espeak-ng-stdout.p50",
        "speech.first-sample.speedup", "speech.first-sample.target",
      ] {
        #expect(printed.contains(figure), "\(figure) missing from:\n\(result.stdout)")
      }
    }
  }

  @Test("A wrong flag names it and exits 64")
  func usage() throws {
    let result = try BenchSmokeTests.bench(["--suite", "nope"])
    #expect(result.status == 64)
    #expect(result.stderr.hasPrefix("teller-bench: --suite"))
  }
}
