import Foundation
import TellerFullScreen
import TellerTerminal
import TellerTestSupport
import Testing

/// The full-screen terminal on a pseudo-terminal. These tests belong to the
/// serialized RawMode suite: raw mode and the signal handlers are one per
/// process.
extension RawModeTests {
  /// Everything the terminal side wrote so far, waiting briefly for it.
  private func written(_ terminal: PseudoTerminal) -> String {
    var source = FileDescriptorSource(fileDescriptor: terminal.primary)
    var bytes: [UInt8] = []
    while case .bytes(let chunk) = source.read(timeoutMilliseconds: 200) { bytes += chunk }
    return String(String(decoding: bytes, as: UTF8.self).map { $0 == "\u{1B}" ? "⎋" : $0 })
  }

  private func setSize(_ terminal: PseudoTerminal, width: UInt16, height: UInt16) {
    var window = winsize(ws_row: height, ws_col: width, ws_xpixel: 0, ws_ypixel: 0)
    _ = withUnsafeMutablePointer(to: &window) { ioctl(terminal.secondary, UInt(TIOCSWINSZ), $0) }
  }

  @Test func fullScreenEntersAndLeavesWithItsSequences() throws {
    let terminal = try PseudoTerminal()
    let original = terminal.settings()
    let screen = FullScreenTerminal(input: terminal.secondary, output: terminal.secondary)
    try screen.enter()
    #expect(screen.isActive && RawMode.isActive)
    #expect(written(terminal) == "⎋[?1049h⎋[?25l⎋[?2004h")
    screen.leave()
    #expect(!screen.isActive && !RawMode.isActive)
    #expect(written(terminal) == "⎋[?2004l⎋[0m⎋[?25h⎋[?1049l")
    #expect(same(terminal.settings(), original))
    screen.leave()
    #expect(written(terminal).isEmpty)
  }

  @Test func sizeComesFromTheTerminal() throws {
    let terminal = try PseudoTerminal()
    setSize(terminal, width: 100, height: 30)
    #expect(FullScreenTerminal.size(of: terminal.secondary) == Size(width: 100, height: 30))
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    defer { ends.forEach { close($0) } }
    #expect(FullScreenTerminal.size(of: ends[0]) == nil)
  }

  @Test func framesAreDrawnWholeThenByTheirChanges() throws {
    let terminal = try PseudoTerminal()
    let screen = FullScreenTerminal(input: terminal.secondary, output: terminal.secondary)
    try screen.enter()
    defer { screen.leave() }
    _ = written(terminal)
    var frame = Frame(size: Size(width: 4, height: 1), appearance: Appearance())
    frame.buffer.write("ab", at: Position(x: 0, y: 0))
    try screen.draw(frame)
    #expect(written(terminal) == "⎋[?25l⎋[0m⎋[2J⎋[1;1Hab")
    frame.buffer.write("c", at: Position(x: 1, y: 0))
    frame.cursor = Position(x: 1, y: 0)
    try screen.draw(frame)
    #expect(written(terminal) == "⎋[1;2Hc⎋[1;2H⎋[?25h")
    try screen.draw(frame)
    #expect(written(terminal).isEmpty)
    screen.invalidate()
    try screen.draw(frame)
    #expect(written(terminal) == "⎋[?25l⎋[0m⎋[2J⎋[1;1Hac⎋[1;2H⎋[?25h")
  }

  @Test func aResizeIsFlaggedAndWakesTheInputWait() throws {
    let terminal = try PseudoTerminal()
    let screen = FullScreenTerminal(input: terminal.secondary, output: terminal.secondary)
    try screen.enter()
    defer { screen.leave() }
    #expect(!screen.takeResize())
    var source = FileDescriptorSource(
      fileDescriptor: terminal.secondary, wakeFileDescriptor: screen.wakeFileDescriptor)
    #expect(kill(getpid(), SIGWINCH) == 0)
    #expect(source.read(timeoutMilliseconds: 2000) == .timeout)
    #expect(screen.takeResize())
    #expect(!screen.takeResize())
    #expect(!screen.takeRepaint())
    // Keys still arrive with the wake descriptor watched.
    terminal.type([0x61])
    #expect(source.read(timeoutMilliseconds: 2000) == .bytes([0x61]))
  }

  @Test func writingToAClosedPipeIsAnErrorWithStatus74() throws {
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    close(ends[0])
    defer { close(ends[1]) }
    let previous = signal(SIGPIPE, SIG_IGN)
    defer { signal(SIGPIPE, previous) }
    #expect {
      try FullScreenTerminal.write(Array("frame".utf8), to: ends[1])
    } throws: { error in
      (error as? TerminalWriteError)?.exitCode.rawValue == 74
    }
  }

  @Test func aFullScreenNeedsATerminalForOutput() throws {
    let terminal = try PseudoTerminal()
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    defer { ends.forEach { close($0) } }
    let screen = FullScreenTerminal(input: terminal.secondary, output: ends[1])
    #expect(throws: TerminalError.self) { try screen.enter() }
    #expect(!RawMode.isActive)
  }
}
