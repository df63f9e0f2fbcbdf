import Foundation
import TellerTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The full-screen probe crashing in a real terminal under tmux: the
/// emergency handler restores the terminal and returns, so the fault comes
/// again at its instruction and the earlier action takes it.
@Suite("Faults restore the terminal and fault again", .serialized)
struct FaultRestoreTests {
  private static var probe: String {
    TestSupport.productsDirectory.appendingPathComponent("teller-screen-probe").path
  }

  /// Starts the probe with no backtrace (it would take its time
  /// symbolicating), presses a key and reads the status the shell saw.
  private func crash(
    key: String, environment: [String: String] = [:]
  ) throws -> (session: TmuxSession, cooked: String, status: Int32?, screen: String) {
    let (session, cooked) = try TmuxSession.startProbe(
      Self.probe, ready: "Probe 80×24",
      environment: environment.merging(["SWIFT_BACKTRACE": "enable=no"]) { $1 })
    try session.type(key)
    let screen = try session.waitFor("probe-status=", timeout: .seconds(30))
    let marker = try #require(screen.range(of: "probe-status="))
    let status = Int32(String(screen[marker.upperBound...].prefix { $0.isNumber }))
    return (session, cooked, status, screen)
  }

  @Test(
    "The earlier action meets the fault again at its instruction, not a raised signal",
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed, so no real terminal to drive"),
    arguments: ["k"])
  func earlierActionMeetsTheFaultAgain(key: String) throws {
    let (session, cooked, status, screen) = try crash(
      key: key, environment: ["TELLER_PROBE_EARLIER_HANDLER": "1"])
    defer { session.finish() }
    #expect(screen.contains("earlier action: the fault came again"), "\(screen)")
    #expect(status == 3, "\(screen)")
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
    #expect(try session.restoreProblems(cooked: cooked) == [], "\(thread)")
  }

  @Test(
    "A stack overflow meets the earlier action again, on the alternate signal stack",
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed, so no real terminal to drive"))
  func stackOverflowMeetsTheEarlierAction() throws {
    let (session, cooked, status, screen) = try crash(
      key: "o", environment: ["TELLER_PROBE_EARLIER_HANDLER": "1"])
    defer { session.finish() }
    #expect(screen.contains("earlier action: the fault came again"), "\(screen)")
    #expect(status == 3, "\(screen)")
    #expect(try session.restoreProblems(cooked: cooked) == [])
  }
}
