import TellerBrailleModel
import Testing

@Suite("Braille: which terminal Teller claims")
struct BrailleTerminalPathTests {
  static func path(_ variables: [String: String], device: Int? = nil) -> [Int32] {
    BrailleTerminalPath.path(environment: { variables[$0] }, controllingTerminal: device)
  }

  /// The device number of a terminal: major and minor as the kernel packs them.
  static func device(major: Int, minor: Int) -> Int {
    (minor & 0xFF) | (major << 8) | ((minor & ~0xFF) << 12)
  }

  @Test("Nothing known: the root of BRLTTY's tree")
  func root() {
    #expect(Self.path([:]) == [])
    #expect(Self.path([:], device: Self.device(major: 136, minor: 3)) == [], "a pseudo-terminal")
  }

  @Test("An X terminal's window comes first, then CONTROLVT")
  func windowAndControl() {
    #expect(Self.path(["WINDOWID": "62914573", "CONTROLVT": "2"]) == [62_914_573])
    #expect(Self.path(["CONTROLVT": "2", "XDG_VTNR": "5"]) == [2])
    #expect(Self.path(["WINDOWID": "x", "CONTROLVT": " 4abc"]) == [4])
  }

  @Test("XDG_VTNR counts only outside a graphical session")
  func xdgVirtualTerminal() {
    #expect(Self.path(["XDG_VTNR": "3"]) == [3])
    #expect(Self.path(["XDG_VTNR": "3", "DISPLAY": ":0"]) == [])
    #expect(Self.path(["XDG_VTNR": "3", "WAYLAND_DISPLAY": "wayland-0"]) == [])
  }

  @Test("A virtual console as the controlling terminal: consoles 1 to 63")
  func consoles() {
    #expect(Self.path([:], device: Self.device(major: 4, minor: 1)) == [1])
    #expect(Self.path([:], device: Self.device(major: 4, minor: 63)) == [63])
    #expect(Self.path([:], device: Self.device(major: 4, minor: 0)) == [], "tty0 is no console")
    #expect(Self.path([:], device: Self.device(major: 4, minor: 64)) == [], "ttyS0")
    #expect(Self.path([:], device: 0) == [], "no controlling terminal")
  }

  @Test("The controlling terminal from /proc/self/stat, whatever the process name holds")
  func stat() {
    #expect(
      BrailleTerminalPath.controllingTerminal(
        fromStat: "1234 (teller) S 1000 1234 1000 34817 1234 4194304 0 0") == 34817)
    #expect(
      BrailleTerminalPath.controllingTerminal(
        fromStat: "1234 (odd) name (x) R 1 2 3 1025 5") == 1025)
    #expect(BrailleTerminalPath.controllingTerminal(fromStat: "") == nil)
    #expect(BrailleTerminalPath.controllingTerminal(fromStat: "1 (x) S 1 2") == nil)
    #expect(BrailleTerminalPath.controllingTerminal(fromStat: "1 (x) S 1 2 3 tty") == nil)
  }
}
