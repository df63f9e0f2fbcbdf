import Foundation
import TellerTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A long `teller simulate` end to end: its progress on standard error,
/// and Ctrl-C, which prints the figures so far, marked as partial, and
/// ends with status 130.
@Suite("teller simulate: progress and Ctrl-C, end to end")
struct SimulateProgressCLITests {
  /// A run of a billion customers: minutes even in a release build.
  static let long = [
    "simulate", "--arrivals", "poisson", "--customers", "1000000000", "--lang", "en",
  ]

  @Test("SIGINT to a long run in a pipe: progress lines, then the figures so far and 130")
  func interruptedText() throws {
    let teller = try BackgroundProgram(
      TestSupport.tellerPath, Self.long + ["--progress", "lines"],
      environment: TestSupport.tellerEnvironment())
    let progress = try teller.waitForErrorOutput(" done: ")
    let first = try #require(progress.split(separator: "\n").first.map(String.init))
    #expect(first.contains("% done: "))
    #expect(first.contains(" of 1,000,000,000 customers"))
    #expect(!progress.contains("\r") && !progress.contains("\u{1B}"), "lines have no escapes")
    teller.signal(SIGINT)
    #expect(try teller.waitForExit() == 130)
    let lines = teller.output.split(separator: "\n").map(String.init)
    #expect(
      lines.first?.hasPrefix("Partial result: the run was interrupted (Ctrl-C) with ") == true)
    #expect(lines.first?.hasSuffix("; the figures below cover that part of it.") == true)
    #expect(
      lines.dropFirst().first
        == "Simulated 1,000,000,000 customers, Poisson arrivals at 1 per second, seed 0.")
    #expect(lines.last?.hasPrefix("Wall time: ") == true)
    let errors = teller.errorOutput.split(separator: "\n").map(String.init)
    #expect(errors.last?.hasPrefix("Stopped at ") == true)
    #expect(errors.last?.contains(" of 1,000,000,000 customers, after ") == true)
  }

  @Test("SIGINT with --json: one object marked partial; no progress in a pipe by default")
  func interruptedJSON() throws {
    let teller = try BackgroundProgram(
      TestSupport.tellerPath, Self.long + ["--json"],
      environment: TestSupport.tellerEnvironment())
    try teller.waitForHandler(of: SIGINT)
    teller.signal(SIGINT)
    #expect(try teller.waitForExit() == 130)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(teller.output.utf8)) as? [String: Any])
    #expect(object["partial"] as? Bool == true)
    #expect(object["customers"] as? Int == 1_000_000_000)
    let served = try #require(object["customers_served"] as? Int)
    #expect(served < 1_000_000_000)
    #expect(teller.errorOutput.isEmpty, "no terminal, so no progress: \(teller.errorOutput)")
  }

  @Test(
    "A bad TELLER_PROGRESS or --progress exits 64 naming it",
    arguments: [
      (
        [], ["TELLER_PROGRESS": "sometimes"],
        "teller: TELLER_PROGRESS must be one of auto, lines, live, off; got 'sometimes'."
      ),
      (
        ["--progress", "never"], [:],
        "teller: --progress must be one of auto, lines, live, off; got 'never'."
      ),
    ] as [([String], [String: String], String)])
  func badProgress(words: [String], environment: [String: String], message: String) throws {
    let result = try runTeller(["simulate"] + words, environment: environment)
    #expect(result.status == 64)
    #expect(result.stderr.hasPrefix(message))
    #expect(result.stdout.isEmpty)
  }

  @Test("--progress wins over TELLER_PROGRESS; an empty TELLER_PROGRESS is unset")
  func precedence() throws {
    let given = try runTeller(
      ["simulate", "--progress", "off"], environment: ["TELLER_PROGRESS": "sometimes"])
    #expect(given.status == 0)
    let empty = try runTeller(["simulate"], environment: ["TELLER_PROGRESS": ""])
    #expect(empty.status == 0)
    #expect(empty.stderr.isEmpty)
  }

  @Test(
    "At a terminal, one progress line updated in place; Ctrl-C leaves where it stopped",
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed, so no real terminal to drive"))
  func liveAtATerminal() throws {
    let (session, _) = try TmuxSession.startTeller(
      Self.long + ["--progress", "live"], width: 100, height: 40)
    defer { session.finish() }
    func progressLines(_ screen: String) -> [String] {
      screen.split(separator: "\n").map(String.init).filter { $0.contains(" done: ") }
    }
    let first = try session.waitFor(" done: ")
    #expect(progressLines(first).count == 1)
    // The line is rewritten in place: its figures change, never a second line.
    let firstLine = progressLines(first).first ?? ""
    try session.waitUntil("the progress line changes") {
      let lines = progressLines(try session.capture())
      return lines.count == 1 && lines[0] != firstLine
    }
    try session.sendKeys("C-c")
    let screen = try session.waitFor("teller-status=130")
    #expect(progressLines(screen).isEmpty, "the line became where it stopped")
    let lines = screen.split(separator: "\n").map(String.init)
    let stopped = try #require(lines.firstIndex { $0.hasPrefix("Stopped at ") })
    #expect(lines[stopped].contains(" of 1,000,000,000 customers, after "))
    #expect(lines[stopped + 1].hasPrefix("Partial result: the run was interrupted (Ctrl-C)"))
  }
}
