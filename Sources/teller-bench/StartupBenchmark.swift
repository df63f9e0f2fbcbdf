/// How soon Teller answers: the time from starting
/// `printf 'quit\n' | teller --ui linear --clock virtual` to its first
/// linear line, against a trivial Swift program built alongside
/// (`teller-startup-baseline`, which prints one line), in the same run.
///
/// The two are started in turn, `--startup-runs` times each, so a busy
/// moment on a shared machine hits both. Target: the median under 5 times
/// the trivial program's.
enum StartupBenchmark {
  /// How many times the trivial program's median Teller's may take.
  static let targetRatio = 5.0

  /// Runs both programs and prints the `startup.*` figures.
  static func run(_ options: BenchOptions) {
    let folder = ChildProcess.productsFolder
    let teller = folder + "/teller"
    let baseline = folder + "/teller-startup-baseline"
    for program in [teller, baseline] where !ChildProcess.isProgram(program) {
      figure(
        "startup.skipped",
        "no \(program); build every product with swift build -c release")
      return
    }
    let tellerArguments = ["--ui", "linear", "--clock", "virtual"]
    var tellerTimes: [Int64] = []
    var baselineTimes: [Int64] = []
    var firstLine = ""
    for _ in 0..<options.startupRuns {
      guard
        let answer = ChildProcess.run(
          teller, tellerArguments, input: "quit\n", timeout: options.timeout),
        answer.succeeded, let tellerSeconds = answer.firstLineSeconds,
        let plain = ChildProcess.run(baseline, [], timeout: options.timeout),
        plain.succeeded, let baselineSeconds = plain.firstLineSeconds
      else {
        figure(
          "startup.failed", "teller or teller-startup-baseline did not print a line and exit 0")
        return
      }
      firstLine = String(answer.output.split(separator: "\n").first ?? "")
      tellerTimes.append(Int64(tellerSeconds * 1e9))
      baselineTimes.append(Int64(baselineSeconds * 1e9))
    }
    figure(
      "startup.command", "printf 'quit\\n' | \(teller) \(tellerArguments.joined(separator: " "))")
    figure("startup.first-line.length", String(firstLine.count), "characters")
    let plain = Percentiles(baselineTimes)
    let answer = Percentiles(tellerTimes)
    figures("startup.baseline.first-line", plain)
    figures(
      "startup.teller.first-line", answer,
      baseline: (name: "startup.baseline.first-line", p50: plain.p50))
    let ratio = plain.p50 > 0 ? answer.p50 / plain.p50 : 0
    target(
      "startup.target", met: ratio < targetRatio,
      "first line p50 < \(fixed(targetRatio, 0)) x the trivial program's; \(fixed(ratio, 2)) x")
  }
}
