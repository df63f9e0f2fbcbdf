import Foundation
import TellerTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Every signal whose default action ends the process restores the
/// terminal first: raw mode off, the main screen back, the cursor shown.
/// Teller runs the full-screen view in tmux; the signal comes from here.
@Suite("Every ending signal restores the terminal, end to end", .serialized)
struct SignalRestoreCLITests {
  static let signals: [Int32] = [
    SIGUSR1, SIGUSR2, SIGALRM, SIGXFSZ, SIGPWR, SIGVTALRM, SIGPROF, SIGSTKFLT, SIGIO,
    __libc_current_sigrtmin(), __libc_current_sigrtmin() + 5, __libc_current_sigrtmax(),
  ]

  @Test(
    "The full screen is left and raw mode undone, then the signal ends Teller",
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed, so no real terminal to drive"),
    arguments: signals)
  func restores(signal: Int32) throws {
    // No core file from SIGXFSZ, whose default action dumps one.
    let (session, cooked) = try TmuxSession.startTeller(
      ["--ui", "tui", "--clock", "virtual", "--lang", "en"], prefix: "ulimit -c 0; ")
    defer { session.finish() }
    try session.waitFor("Rotor: Headings")
    #expect(session.isFullScreen)
    #expect(kill(try session.tellerProcessID(), signal) == 0)
    try session.waitFor("teller-status=\(128 + signal)")
    #expect(try session.restoreProblems(cooked: cooked) == [], "signal \(signal)")
  }
}
