import Foundation
import TellerTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The exit status after a signal, as shells expect it: 128 plus the
/// signal's number.
@Suite("Exit statuses after signals, end to end")
struct SignalStatusTests {
  @Test(
    "A running piped session ends by SIGINT (130), SIGTERM (143) and SIGHUP (129)",
    arguments: [(SIGINT, 130), (SIGTERM, 143), (SIGHUP, 129)] as [(Int32, Int32)])
  func session(signal: Int32, status: Int32) throws {
    // A FIFO the test holds open: input never ends, so Teller keeps running.
    let fifo = FileManager.default.temporaryDirectory
      .appendingPathComponent("teller-signal-\(UUID().uuidString)").path
    #expect(mkfifo(fifo, 0o600) == 0)
    defer { unlink(fifo) }
    let writer = open(fifo, O_RDWR)
    #expect(writer >= 0)
    defer { close(writer) }
    let teller = try BackgroundProgram(
      TestSupport.tellerPath, ["--clock", "virtual"],
      environment: TestSupport.tellerEnvironment(),
      standardInput: fifo)
    try teller.waitForOutput("Teller. Type help for commands.")
    teller.signal(signal)
    let ended = try teller.waitForExit()
    #expect(ended == status)
  }
}
