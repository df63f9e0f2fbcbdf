import TellerBraille
import TellerInput
import TellerSession
import TellerTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The BrlAPI binding against a real BRLTTY whose `tt` driver draws a
/// 40-cell display in a tmux pane, through the probe program.
///
/// The pane keeps its last text until something new is written, so a
/// client's leaving is shown twice over: BRLTTY takes its own keys again
/// (``BrlttyDisplay/waitUntilReleased(timeout:)``), and a second client
/// can take the display and show its own line.
@Suite(
  "Braille through a real BRLTTY", .serialized,
  .enabled(if: BrlttyDisplay.isAvailable, Comment(rawValue: BrlttyDisplay.missingReason)),
  .enabled(if: BrlAPILibrary.isAvailable, "libbrlapi0.8 is not installed"))
struct BrailleEndToEndTests {
  static var probePath: String {
    TestSupport.productsDirectory.appendingPathComponent("teller-braille-probe").path
  }

  /// Starts the probe against a display, holding it until told to quit.
  static func probe(
    _ display: BrlttyDisplay, _ text: String, _ options: [String] = ["--hold"]
  ) throws -> BackgroundProgram {
    try BackgroundProgram(
      probePath, options + [text],
      environment: [
        "BRLAPI_HOST": display.host, "BRLAPI_AUTH": "none", "WINDOWID": "", "WINDOWPATH": "",
        "CONTROLVT": "", "XDG_VTNR": "",
        // No backtrace for a crash: it would take its time symbolicating.
        "SWIFT_BACKTRACE": "enable=no",
      ])
  }

  /// Asks a holding probe to quit through exit(), and checks it did.
  static func quit(_ probe: BackgroundProgram) throws {
    probe.signal(SIGUSR1)
    #expect(try probe.waitForExit() == 0, "\(probe.output)\(probe.errorOutput)")
  }

  @Test("The probe connects, sees a 40-cell display, and shows its line")
  func showsALine() throws {
    let display = try BrlttyDisplay()
    defer { display.finish() }
    let probe = try Self.probe(display, "Add 10 customers btn", ["--hold", "--keys"])
    try probe.waitForOutput("wrote Add 10 customers btn")
    #expect(probe.output.hasPrefix("connected 40x1 path []\n"))
    try display.waitForLine("Add 10 customers btn")
    // While the probe holds the display, BRLTTY's keys go to it and the line stays.
    try display.sendKeys("Down")
    try probe.waitForOutput(
      "key 0x20000002 expansion same input command(TellerInput.SessionCommand.next)\n")
    #expect(try display.textLine() == "Add 10 customers btn")
    try Self.quit(probe)
  }

  @Test("After the first client quits through exit(), a second one takes the display")
  func secondRunAfterQuit() throws {
    let display = try BrlttyDisplay()
    defer { display.finish() }
    let first = try Self.probe(display, "First run")
    try display.waitForLine("First run")
    try Self.quit(first)
    try display.waitUntilReleased()
    let second = try Self.probe(display, "Second run")
    try display.waitForLine("Second run")
    try Self.quit(second)
  }

  @Test("A client that releases the display and returns leaves it to the next")
  func secondRunAfterRelease() throws {
    let display = try BrlttyDisplay()
    defer { display.finish() }
    let first = try Self.probe(display, "Released", [])
    #expect(try first.waitForExit() == 0)
    #expect(first.output.hasSuffix("wrote Released\nreleased\n"))
    try display.waitUntilReleased()
    let second = try Self.probe(display, "Next client")
    try display.waitForLine("Next client")
    try Self.quit(second)
  }

  @Test("After the first client is killed with SIGTERM, a second one takes the display")
  func secondRunAfterKill() throws {
    let display = try BrlttyDisplay()
    defer { display.finish() }
    let first = try Self.probe(display, "Killed run")
    try display.waitForLine("Killed run")
    first.signal(SIGTERM)
    #expect(try first.waitForExit() == 128 + SIGTERM)
    try display.waitUntilReleased()
    let second = try Self.probe(display, "After the kill")
    try display.waitForLine("After the kill")
    try Self.quit(second)
  }

  /// Starts the probe with an option that leaves another process alive
  /// beside it (a child it started, a copy it forked), which the probe
  /// reports in a line `PREFIX PID`; ends the probe with a signal (SIGTERM,
  /// or SIGABRT for a crash) while that process runs, and checks that the
  /// display is let go and a second client can take it.
  private static func killLeavingAlive(
    _ option: String, reports prefix: String, signal: Int32 = SIGTERM,
    releasedWithin timeout: Duration
  ) throws {
    let display = try BrlttyDisplay()
    defer { display.finish() }
    let first = try Self.probe(display, "First", ["--hold", option])
    let output = try first.waitForOutput("wrote First")
    let line = output.split(separator: "\n").first { $0.hasPrefix(prefix + " ") }
    let other = try #require(line.flatMap { Int32($0.dropFirst(prefix.count + 1)) })
    defer {
      kill(other, SIGKILL)
      var status: Int32 = 0
      waitpid(other, &status, 0)
    }
    try display.waitForLine("First")
    first.signal(signal)
    #expect(try first.waitForExit() == 128 + signal)
    #expect(kill(other, 0) == 0, "the \(prefix) still runs")
    try display.waitUntilReleased(timeout: timeout, pressing: .milliseconds(50))
    let second = try Self.probe(display, "Not blocked")
    try display.waitForLine("Not blocked")
    try Self.quit(second)
  }

  @Test("A program the client started does not keep the display after the client is killed")
  func childDoesNotInheritTheConnection() throws {
    try Self.killLeavingAlive("--child", reports: "child", releasedWithin: .seconds(10))
  }

  @Test("An ending signal lets the display go although a forked copy holds the socket")
  func signalShutsTheSocketDown() throws {
    try Self.killLeavingAlive("--fork", reports: "fork", releasedWithin: .seconds(2))
  }

  @Test("A crash lets the display go too, although a forked copy holds the socket")
  func crashShutsTheSocketDown() throws {
    try Self.killLeavingAlive(
      "--fork", reports: "fork", signal: SIGABRT, releasedWithin: .seconds(2))
  }

  @Test("Keys: panning, and keys typed on BRLTTY's side, as BrlAPI sends them")
  func keys() throws {
    let display = try BrlttyDisplay()
    defer { display.finish() }
    let probe = try Self.probe(display, "Keys", ["--hold", "--keys"])
    try display.waitForLine("Keys")
    try display.sendKeys("Right")
    try probe.waitForOutput("key 0x20000018 expansion same input panForward\n")
    try display.sendKeys("Left")
    try probe.waitForOutput("key 0x20000017 expansion same input panBack\n")
    try display.sendKeys("a")
    try probe.waitForOutput(
      "key 0x61 expansion same input key(TellerInput.Key.character(\"a\"))\n")
    try display.sendKeys("Enter")
    try probe.waitForOutput("key 0xd expansion same input key(TellerInput.Key.enter)\n")
    try Self.quit(probe)
  }

  @Test("When BRLTTY goes away, writing fails in one line and the client lives on")
  func brlttyGoesAway() throws {
    let display = try BrlttyDisplay()
    defer { display.finish() }
    let probe = try Self.probe(display, "Soon alone")
    try display.waitForLine("Soon alone")
    display.stopDaemon()
    #expect(!display.isRunning)
    probe.signal(SIGUSR2)
    let output = try probe.waitForOutput(
      "write failed: the connection to BRLTTY at \(display.host) was lost")
    #expect(probe.isRunning, "SIGPIPE did not end the client:\n\(output)")
    try Self.quit(probe)
  }
}
