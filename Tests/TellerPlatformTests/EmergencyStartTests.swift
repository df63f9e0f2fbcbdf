import Testing

@testable import TellerPlatform

#if canImport(Glibc)
  import Glibc
#endif

/// The built `teller-spawn-probe`, beside the test bundle.
private var probePath: String {
  let test = CommandLine.arguments[0]
  let folder = test.split(separator: "/", omittingEmptySubsequences: false).dropLast()
  return (folder + ["teller-spawn-probe"]).joined(separator: "/")
}

/// Everything a pipe's read end gives until every writer has gone.
private func readAll(_ fd: Int32) -> String {
  var bytes: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 256)
  while true {
    let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
    if count < 0 && errno == EINTR { continue }
    guard count > 0 else { break }
    bytes += buffer[0..<count]
  }
  return String(decoding: bytes, as: UTF8.self)
}

@Suite("A child whose kill is armed as it starts never outlives the process")
struct EmergencyStartTests {
  /// How the probe ends the process while its child exists unarmed, and
  /// how the process should end.
  static let endings: [(mode: String, ending: Subprocess.Ending)] = [
    ("signal-here", .signalled(SIGTERM)),
    ("signal-other", .signalled(SIGTERM)),
    ("exit-other", .exited(0)),
  ]

  @Test(
    "A signal or exit between posix_spawn and arming the kill still kills the child's group",
    arguments: endings)
  func endingWhileStarting(mode: String, ending: Subprocess.Ending) throws {
    let pipe = try #require(Subprocess.openPipe())
    let probe = try Subprocess.start(probePath, [mode], output: .descriptor(pipe.write))
    close(pipe.write)
    defer { close(pipe.read) }
    let ended = Subprocess.wait(probe, timeout: .seconds(20))
    let output = readAll(pipe.read)
    let child = try #require(pid_t(output.split(separator: "\n").first ?? ""), "output: \(output)")
    // Whatever the outcome, nothing of the child's is left to the next test.
    defer { _ = kill(-child, SIGKILL) }
    #expect(ended == ending, "the probe ended by \(ended.map(\.description) ?? "a kill")")
    let clock = ContinuousClock()
    let start = clock.now
    var survivors = running(inGroup: child)
    while !survivors.isEmpty && clock.now - start < .seconds(10) {
      _ = poll(nil, 0, 10)
      survivors = running(inGroup: child)
    }
    #expect(survivors.isEmpty, "the child's group outlived the probe: \(survivors)")
  }

  @Test("A closed gate lets no child start; an open one lets in as many as ask")
  func closedGateRefuses() {
    let gate = EmergencyStartGate()
    #expect(gate.enter() && gate.enter())
    gate.leave()
    gate.leave()
    #expect(!gate.isClosed)
    #expect(gate.close(waitingAtMost: 0))
    #expect(gate.isClosed)
    #expect(!gate.enter())
    #expect(!gate.enter(), "a refusal lets none in later")
    #expect(gate.close(waitingAtMost: 0), "a refused child is not waited for")
  }

  @Test("Closing waits for the child being started to have its kill armed")
  func closingWaitsForTheStart() throws {
    let gate = EmergencyStartGate()
    let armed = Locked(false)
    try #require(gate.enter())
    let starter = try #require(
      WorkerThread.start {
        CurrentProcess.pause(milliseconds: 100)
        armed.withLock { $0 = true }
        gate.leave()
      })
    #expect(gate.close(waitingAtMost: 10_000))
    #expect(armed.withLock { $0 }, "closing returned before the start was done")
    #expect(starter.join(timeoutMilliseconds: 10_000))
  }

  @Test("Closing gives up after its limit on a start that never ends")
  func closingHasALimit() {
    let gate = EmergencyStartGate()
    #expect(gate.enter())
    let clock = ContinuousClock()
    let start = clock.now
    #expect(!gate.close(waitingAtMost: 50))
    #expect(clock.now - start < .seconds(5))
    #expect(gate.isClosed)
  }

  @Test("A child started with its kill armed gets no blocked signal, every one at its default")
  func childSignalsAreClean() throws {
    let pipe = try #require(Subprocess.openPipe())
    var armedWith: pid_t = 0
    let child = try Subprocess.start(
      "/bin/sh", ["-c", "grep -E '^Sig(Blk|Ign):' /proc/self/status"],
      output: .descriptor(pipe.write), armKill: { armedWith = $0 })
    close(pipe.write)
    defer { close(pipe.read) }
    #expect(armedWith == child)
    #expect(Subprocess.wait(child, timeout: .seconds(10))?.succeeded == true)
    let masks = readAll(pipe.read).split(separator: "\n").map { $0.split(separator: "\t") }
    let blocked = try #require(masks.first { $0.first == "SigBlk:" }?.last)
    let ignored = try #require(masks.first { $0.first == "SigIgn:" }?.last)
    #expect(UInt64(blocked, radix: 16) == 0, "blocked: \(blocked)")
    // Signals 32 and 33 are the C library's own, which it keeps ignored.
    let libraryOwn: UInt64 = 1 << 31 | 1 << 32
    #expect(UInt64(ignored, radix: 16).map { $0 & ~libraryOwn } == 0, "ignored: \(ignored)")
  }
}
