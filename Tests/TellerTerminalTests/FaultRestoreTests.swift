import Foundation
import TellerInput
import TellerTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The full-screen probe crashing in a real terminal under tmux: the
/// emergency handler restores the terminal, writes the crash's line, hands
/// the crash to the earlier handler only when `SWIFT_BACKTRACE` asks for a
/// backtrace, and returns, so the fault comes again at its instruction
/// under the default action and ends the probe by its signal.
@Suite("Faults restore the terminal and fault again", .serialized)
struct FaultRestoreTests {
  private static var probe: String {
    TestSupport.productsDirectory.appendingPathComponent("teller-screen-probe").path
  }

  /// The signal `fatalError` ends with: an illegal instruction on x86-64,
  /// a breakpoint elsewhere.
  private static var trapSignal: Int32 {
    #if arch(x86_64)
      SIGILL
    #else
      SIGTRAP
    #endif
  }

  /// Starts the probe, with no backtrace unless the environment asks for
  /// one (the runtime's would take its time symbolicating), presses a key
  /// and reads the status the shell saw.
  private func crash(
    key: String, environment: [String: String] = [:]
  ) throws -> (session: TmuxSession, cooked: String, status: Int32?, screen: String) {
    let (session, cooked) = try TmuxSession.startProbe(
      Self.probe, ready: "Probe 80×24",
      environment: ["SWIFT_BACKTRACE": "enable=no"].merging(environment) { $1 })
    try session.type(key)
    let screen = try session.waitFor("probe-status=", timeout: .seconds(30))
    let marker = try #require(screen.range(of: "probe-status="))
    let status = Int32(String(screen[marker.upperBound...].prefix { $0.isNumber }))
    return (session, cooked, status, screen)
  }

  @Test(
    "A crash says one line, then the fault ends the probe by its signal, the terminal restored",
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed, so no real terminal to drive"))
  func crashLine() throws {
    let (session, cooked, status, screen) = try crash(key: "k")
    defer { session.finish() }
    #expect(status == 128 + Self.trapSignal, "\(screen)")
    #expect(screen.contains("teller: Teller crashed on a failed internal check (SIG"), "\(screen)")
    #expect(!screen.contains("Press space"), "\(screen)")
    #expect(try session.restoreProblems(cooked: cooked) == [])
  }

  @Test(
    "The earlier handler is given the fault only when SWIFT_BACKTRACE asks for a backtrace",
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed, so no real terminal to drive"),
    arguments: [("enable=yes,interactive=no", true), ("enable=no", false), ("", false)])
  func earlierHandlerWhenAsked(setting: String, asked: Bool) throws {
    let (session, cooked, status, screen) = try crash(
      key: "k",
      environment: ["TELLER_PROBE_EARLIER_HANDLER": "1", "SWIFT_BACKTRACE": setting])
    defer { session.finish() }
    #expect(screen.contains("earlier handler: given the fault") == asked, "\(screen)")
    #expect(!screen.contains("given a raised signal"), "\(screen)")
    // The line says a backtrace follows only when one does.
    #expect(screen.contains("backtrace follows") == asked, "\(screen)")
    // The earlier handler returns, as the runtime's does; the fault still
    // ends the probe.
    #expect(status == 128 + Self.trapSignal, "\(screen)")
    #expect(try session.restoreProblems(cooked: cooked) == [])
  }

  @Test(
    "A crash signal sent to a thread other than the main one ends the probe, restored",
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed, so no real terminal to drive"),
    arguments: [SIGSEGV, SIGABRT])
  func sentToAnotherThread(signal: Int32) throws {
    // The runtime's backtracer in place, as a user who set nothing has it.
    let (session, cooked) = try TmuxSession.startProbe(
      Self.probe, ready: "Probe 80×24", environment: ["SWIFT_BACKTRACE": ""])
    defer { session.finish() }
    try session.type("t")
    try session.waitFor("Key: thread started")
    let process = try session.shownProcessID()
    var others: [Int32] = []
    try session.waitUntil("the second thread runs") {
      others = threads(of: process).filter { $0 != process }
      return !others.isEmpty
    }
    #expect(sendSignal(signal, toThread: try #require(others.first), of: process))
    let screen = try session.waitFor("probe-status=\(128 + signal)", timeout: .seconds(30))
    let name = signal == SIGSEGV ? "SIGSEGV" : "SIGABRT"
    #expect(screen.contains("teller: Another process sent \(name), which ends Teller"), "\(screen)")
    #expect(!screen.contains("Press space") && !screen.contains("Backtrac"), "\(screen)")
    #expect(try session.restoreProblems(cooked: cooked) == [])
  }

  @Test(
    "A stack overflow still restores the terminal, on the alternate signal stack",
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed, so no real terminal to drive"),
    arguments: [("o", "the main thread"), ("w", "a worker thread")])
  func stackOverflowRestores(key: String, thread: String) throws {
    let (session, cooked, status, screen) = try crash(key: key)
    defer { session.finish() }
    // Without an alternate stack the kernel has nowhere to run the handler
    // and ends the probe at once, the terminal left raw.
    #expect(status == 128 + SIGSEGV, "\(thread): \(screen)")
    #expect(
      screen.contains("teller: Teller crashed on a bad memory access (SIGSEGV)."), "\(thread)")
    #expect(try session.restoreProblems(cooked: cooked) == [], "\(thread)")
  }

  @Test(
    "A stack overflow reaches the earlier handler asked for, on the alternate signal stack",
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed, so no real terminal to drive"))
  func stackOverflowReachesTheEarlierHandler() throws {
    let (session, cooked, status, screen) = try crash(
      key: "o",
      environment: [
        "TELLER_PROBE_EARLIER_HANDLER": "1", "SWIFT_BACKTRACE": "enable=yes,interactive=no",
      ])
    defer { session.finish() }
    #expect(screen.contains("earlier handler: given the fault"), "\(screen)")
    #expect(status == 128 + SIGSEGV, "\(screen)")
    #expect(try session.restoreProblems(cooked: cooked) == [])
  }
}

/// The threads of a process, by their IDs in `/proc`.
private func threads(of process: Int32) -> [Int32] {
  let entries =
    (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(process)/task")) ?? []
  return entries.compactMap { Int32($0) }
}

/// Sends a signal to one thread of a process, as `tgkill(2)` does: the C
/// library's wrapper, found by name, since Swift's Glibc module does not
/// declare it. A signal sent with `kill` goes to whichever thread the
/// kernel picks, the main one first.
private func sendSignal(_ signal: Int32, toThread thread: Int32, of process: Int32) -> Bool {
  guard let symbol = dlsym(nil, "tgkill") else { return false }
  typealias ThreadKill = @convention(c) (Int32, Int32, Int32) -> Int32
  return unsafeBitCast(symbol, to: ThreadKill.self)(process, thread, signal) == 0
}
