import Foundation
import TellerTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A crash signal sent to a running `teller` ends it by that signal, with
/// the terminal restored and one line on standard error, whatever the
/// Swift runtime's backtracer (installed before Teller, and in place here
/// as for a user who set nothing) would have done: print a backtrace and
/// let Teller carry on, or at a terminal wait for a key.
@Suite("Crash signals end Teller, end to end", .serialized)
struct CrashSignalTests {
  /// The signals sent, the status each ends Teller with, and its name.
  static let signals: [(Int32, Int32, String)] = [
    (SIGSEGV, 139, "SIGSEGV"), (SIGABRT, 134, "SIGABRT"),
  ]

  /// The line a crash signal sent from outside writes, in English.
  static func sentLine(_ name: String) -> String {
    "teller: Another process sent \(name), which ends Teller; Teller did not crash.\n"
  }

  /// `teller` with no core file (the default action of both signals
  /// dumps one), reading a FIFO the test holds open, so it keeps running.
  private func startPiped(
    _ arguments: [String], environment: [String: String] = [:], fifo: String
  ) throws -> BackgroundProgram {
    // An empty SWIFT_BACKTRACE is the runtime's defaults: its backtracer
    // in place, and no backtrace asked of Teller.
    try BackgroundProgram(
      "/bin/sh", ["-c", "ulimit -c 0; exec \"$0\" \"$@\"", TestSupport.tellerPath] + arguments,
      environment: TestSupport.tellerEnvironment(
        ["SWIFT_BACKTRACE": ""].merging(environment) { $1 }),
      standardInput: fifo)
  }

  /// Runs a body with a FIFO the test holds open for writing.
  private func withFIFO(_ body: (String) throws -> Void) throws {
    let fifo = FileManager.default.temporaryDirectory
      .appendingPathComponent("teller-crash-\(UUID().uuidString)").path
    try #require(mkfifo(fifo, 0o600) == 0)
    defer { unlink(fifo) }
    let writer = open(fifo, O_RDWR)
    try #require(writer >= 0)
    defer { close(writer) }
    try body(fifo)
  }

  @Test(
    "In a pipe, SIGSEGV ends Teller with 139 and SIGABRT with 134, saying one line",
    arguments: signals)
  func piped(signal: Int32, status: Int32, name: String) throws {
    try withFIFO { fifo in
      let teller = try startPiped(["--clock", "virtual", "--lang", "en"], fifo: fifo)
      try teller.waitForOutput("Teller. Type help for commands.")
      teller.signal(signal)
      #expect(try teller.waitForExit() == status)
      #expect(teller.errorOutput == Self.sentLine(name), "\(teller.errorOutput)")
    }
  }

  @Test("The line is in the session's language")
  func korean() throws {
    try withFIFO { fifo in
      let teller = try startPiped(["--clock", "virtual", "--lang", "ko"], fifo: fifo)
      try teller.waitForOutput("Teller")
      teller.signal(SIGSEGV)
      #expect(try teller.waitForExit() == 139)
      #expect(
        teller.errorOutput
          == "teller: 다른 프로세스가 보낸 SIGSEGV 신호로 Teller가 끝났습니다. Teller의 오류는 아닙니다.\n")
    }
  }

  @Test("SWIFT_BACKTRACE asking for a backtrace gets one, and Teller still ends by the signal")
  func backtraceWhenAsked() throws {
    try withFIFO { fifo in
      let teller = try startPiped(
        ["--clock", "virtual", "--lang", "en"],
        environment: ["SWIFT_BACKTRACE": "enable=yes,interactive=no,output-to=stderr"],
        fifo: fifo)
      try teller.waitForOutput("Teller. Type help for commands.")
      teller.signal(SIGSEGV)
      // Symbolicating takes its time on a busy machine.
      #expect(try teller.waitForExit(timeout: .seconds(60)) == 139)
      let errors = teller.errorOutput
      #expect(errors.hasPrefix(Self.sentLine("SIGSEGV")), "\(errors)")
      #expect(errors.contains("Backtracing"), "\(errors)")
    }
  }

  @Test(
    "At a terminal, linear and full screen, the signal ends Teller restored, with no key awaited",
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed, so no real terminal to drive"),
    arguments: ["linear", "tui"], signals)
  func atTerminal(ui: String, crash: (signal: Int32, status: Int32, name: String)) throws {
    let (signal, status, name) = crash
    let (session, cooked) = try TmuxSession.startTeller(
      ["--ui", ui, "--clock", "virtual", "--lang", "en"], environment: ["SWIFT_BACKTRACE": ""],
      prefix: "ulimit -c 0; ")
    defer { session.finish() }
    try session.waitFor(ui == "tui" ? "Rotor: Headings" : "Teller, heading level 1")
    #expect(kill(try session.tellerProcessID(), signal) == 0)
    let screen = try session.waitFor("teller-status=\(status)")
    // The line fits one row of 80 columns.
    #expect(screen.contains(Self.sentLine(name).dropLast()), "\(screen)")
    #expect(!screen.contains("Press space") && !screen.contains("Backtrac"), "\(screen)")
    #expect(try session.restoreProblems(cooked: cooked) == [], "\(ui), \(name)")
    let flags = try session.terminalFlags()
    #expect(flags.contains("echo") && flags.contains("icanon"), "cooked and echoing: \(flags)")
  }
}
