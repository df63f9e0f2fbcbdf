import TellerBank
import TellerInput
import TellerPlatform
import TellerSession
import TellerTerminal

/// Times a whole run of a long script, as `teller --clock virtual` runs it,
/// and reads its peak memory: 10,000 `add` lines by default, so 100,000
/// customers end up waiting.
///
/// Each run is a child process (this program again, with `--child`), so
/// its peak resident set size is its own, with the script on its standard
/// input from a file, as in `teller --clock virtual < script`. The script
/// run goes through the same shell, session and linear presenter as
/// `teller`, writing to /dev/null. The baseline child reads the same lines
/// and adds the same customers to a bank with nothing else: no
/// announcements, no screen.
enum ScriptBenchmark {
  /// The whole run must stay under this many seconds.
  static let timeTarget = 2.0
  /// The peak resident set size must stay under this many KiB.
  static let memoryTarget = 60 * 1024

  /// The script: `adds` lines of `add`.
  static func script(adds: Int) -> String { String(repeating: "add\n", count: adds) }

  /// Runs the two children and prints the `script.*` figures.
  static func run(_ options: BenchOptions) {
    let adds = String(options.scriptAdds)
    guard let (file, path) = try? FileSystem.makeTemporaryFile("/tmp/teller-bench-script-")
    else {
      figure("script.error", "could not write the script to a temporary file")
      return
    }
    defer { FileSystem.remove(path) }
    let text = Array(script(adds: options.scriptAdds).utf8)
    let written = (try? file.write(text)) ?? -1
    file.close()
    let timeout = Duration.milliseconds(Int64(options.timeout * 1000))
    guard written == text.count,
      let baseline = runChild(
        ["--child", "baseline", "--script-adds", adds], input: path, timeout: timeout),
      let whole = runChild(
        ["--child", "script", "--script-adds", adds], input: path, timeout: timeout)
    else {
      figure("script.error", "could not run a child process, or it ran over --timeout")
      return
    }
    figure("script.adds", adds, "lines")
    figure("script.baseline.seconds", fixed(baseline.seconds, 3), "s")
    figure("script.baseline.peak-rss", String(baseline.peakKiB / 1024), "MiB")
    figure("script.run.seconds", fixed(whole.seconds, 3), "s")
    figure("script.run.peak-rss", String(whole.peakKiB / 1024), "MiB")
    if baseline.seconds > 0 {
      figure("script.run.seconds.ratio", fixed(whole.seconds / baseline.seconds, 3), "x baseline")
    }
    if baseline.peakKiB > 0 {
      figure(
        "script.run.peak-rss.ratio",
        fixed(Double(whole.peakKiB) / Double(baseline.peakKiB), 3), "x baseline")
    }
    target(
      "script.target.seconds", met: whole.status == 0 && whole.seconds < timeTarget,
      "\(adds) scripted adds < 2 s; \(fixed(whole.seconds, 3)) s, exit status \(whole.status)")
    target(
      "script.target.peak-rss", met: whole.peakKiB < memoryTarget,
      "peak RSS < 60 MiB; \(whole.peakKiB / 1024) MiB")
  }

  /// What a child process took.
  struct ChildRun {
    var seconds: Double
    var peakKiB: Int
    var status: Int32
  }

  /// Runs this program with arguments, input from a file and output to
  /// /dev/null, and measures its wall time and peak resident set size.
  /// A child that outlives `timeout` is killed, and gives nil.
  static func runChild(_ arguments: [String], input: String, timeout: Duration) -> ChildRun? {
    let program = ChildProcess.thisProgram
    let clock = ContinuousClock()
    let start = clock.now
    guard
      let pid = try? Subprocess.start(
        program, arguments, input: .file(input), output: .null, error: .inherited)
    else { return nil }
    var usage = ResourceUsage()
    guard
      let ending = Subprocess.wait(
        pid, timeout: timeout, checkingEvery: .microseconds(100), usage: &usage)
    else { return nil }
    let elapsed = seconds(clock.now - start)
    return ChildRun(seconds: elapsed, peakKiB: usage.peakResidentKiB, status: ending.shellStatus)
  }

  /// The child's work, on the script on standard input: Teller's shell, or
  /// the baseline.
  static func runAsChild(_ kind: String, adds: Int) -> Int32 {
    switch kind {
    case "script":
      let presenter = OutputMode.linear.presenter(
        timestamps: false, catalog: .english, output: TerminalShell.standardOutput,
        errors: TerminalShell.standardError)
      let status = TerminalShell.run(
        Session(settings: SessionSettings()), presenter: presenter, clock: .virtual,
        catalog: .english)
      return status.rawValue
    default:
      var bank = Bank()
      var lines = 0
      var splitter = LineSplitter()
      var input: [UInt8] = []
      var buffer = [UInt8](repeating: 0, count: 65536)
      while true {
        guard let count = try? FileDescriptor.standardInput.read(into: &buffer), count > 0
        else { break }
        input += buffer[0..<count]
      }
      for line in splitter.push(input) {
        guard (try? LineCommandParser.parse(line)) == .addCustomers else { continue }
        let events = bank.addCustomers(bank.configuration.batchSize)
        Shell.writeOut("\(events.count) events, \(bank.waitingCount) waiting\n")
        lines += 1
      }
      return lines == adds ? 0 : 1
    }
  }
}
