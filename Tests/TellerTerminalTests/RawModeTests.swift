import Foundation
import TellerTerminal
import TellerTestSupport
import Testing

/// Raw mode on a pseudo-terminal. Serialized: raw mode is one per process.
@Suite("RawMode", .serialized)
struct RawModeTests {
  private func controlCharacter(_ settings: termios, _ index: Int32) -> UInt8 {
    withUnsafeBytes(of: settings.c_cc) { $0[Int(index)] }
  }

  func same(_ a: termios, _ b: termios) -> Bool {
    a.c_iflag == b.c_iflag && a.c_oflag == b.c_oflag && a.c_cflag == b.c_cflag
      && a.c_lflag == b.c_lflag
      && withUnsafeBytes(of: a.c_cc) { Array($0) } == withUnsafeBytes(of: b.c_cc) { Array($0) }
  }

  /// Bytes waiting on a descriptor now, without waiting for more.
  private func waiting(_ fd: Int32) -> [UInt8] {
    var source = FileDescriptorSource(fileDescriptor: fd)
    if case .bytes(let bytes) = source.read(timeoutMilliseconds: 0) { return bytes }
    return []
  }

  @Test func enterTurnsOffEchoLinesAndSignalKeysButKeepsOutputProcessing() throws {
    let terminal = try PseudoTerminal()
    let original = terminal.settings()
    try RawMode.enter(fileDescriptor: terminal.secondary)
    defer { RawMode.restore() }
    #expect(RawMode.isActive)
    let raw = terminal.settings()
    #expect(raw.c_lflag & tcflag_t(ECHO) == 0)
    #expect(raw.c_lflag & tcflag_t(ICANON) == 0)
    #expect(raw.c_lflag & tcflag_t(ISIG) == 0)
    #expect(raw.c_lflag & tcflag_t(IEXTEN) == 0)
    #expect(raw.c_iflag & tcflag_t(ICRNL) == 0)
    #expect(raw.c_iflag & tcflag_t(IXON) == 0)
    #expect(raw.c_oflag & tcflag_t(OPOST) != 0)
    #expect(raw.c_oflag == original.c_oflag)
    #expect(controlCharacter(raw, VMIN) == 1)
    #expect(controlCharacter(raw, VTIME) == 0)
  }

  @Test func restorePutsEverySettingBack() throws {
    let terminal = try PseudoTerminal()
    let original = terminal.settings()
    try RawMode.enter(fileDescriptor: terminal.secondary)
    #expect(!same(terminal.settings(), original))
    RawMode.restore()
    #expect(!RawMode.isActive)
    #expect(same(terminal.settings(), original))
    RawMode.restore()
    #expect(same(terminal.settings(), original))
  }

  @Test func enteringTwiceKeepsTheFirstSavedSettings() throws {
    let terminal = try PseudoTerminal()
    let original = terminal.settings()
    try RawMode.enter(fileDescriptor: terminal.secondary)
    try RawMode.enter(fileDescriptor: terminal.secondary)
    RawMode.restore()
    #expect(same(terminal.settings(), original))
  }

  @Test func keysArriveAtOnceWithoutEcho() throws {
    let terminal = try PseudoTerminal()
    // Cooked: the line arrives after Enter, and is echoed.
    terminal.type(Array("b\n".utf8))
    var source = FileDescriptorSource(fileDescriptor: terminal.secondary)
    #expect(source.read(timeoutMilliseconds: 2000) == .bytes(Array("b\n".utf8)))
    #expect(waiting(terminal.primary) == Array("b\r\n".utf8))

    try RawMode.enter(fileDescriptor: terminal.secondary)
    defer { RawMode.restore() }
    terminal.type([0x61, 0x03, 0x0D])
    var received: [UInt8] = []
    while received.count < 3, case .bytes(let bytes) = source.read(timeoutMilliseconds: 2000) {
      received += bytes
    }
    #expect(received == [0x61, 0x03, 0x0D])
    #expect(waiting(terminal.primary).isEmpty)
  }

  @Test func newlinesStillStartALine() throws {
    let terminal = try PseudoTerminal()
    try RawMode.enter(fileDescriptor: terminal.secondary)
    defer { RawMode.restore() }
    _ = Array("x\n".utf8).withUnsafeBytes { write(terminal.secondary, $0.baseAddress, $0.count) }
    var source = FileDescriptorSource(fileDescriptor: terminal.primary)
    #expect(source.read(timeoutMilliseconds: 2000) == .bytes(Array("x\r\n".utf8)))
  }

  @Test func aPipeIsNotATerminal() throws {
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    defer {
      close(ends[0])
      close(ends[1])
    }
    #expect(!Shell.isTerminal(ends[0]))
    #expect {
      try RawMode.enter(fileDescriptor: ends[0])
    } throws: { error in
      guard case .terminalSettingsUnreadable = (error as? TerminalError)?.problem else {
        return false
      }
      return true
    }
    #expect(!RawMode.isActive)
  }

  @Test func aPseudoTerminalIsATerminal() throws {
    let terminal = try PseudoTerminal()
    #expect(Shell.isTerminal(terminal.secondary))
  }
}
