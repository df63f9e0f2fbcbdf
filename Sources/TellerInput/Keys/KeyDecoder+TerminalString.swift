/// The strings a terminal sends (OSC, DCS, APC, PM and SOS): replies to
/// queries, such as a background colour, a capability or a graphics
/// status, and whatever another program asked for. They are never keys.
extension KeyDecoder {
  /// The bytes that, after ESC, open a string ended by BEL or ST
  /// (`ESC \`): `P` (DCS), `X` (SOS), `]` (OSC), `^` (PM) and `_` (APC).
  ///
  /// Only the 7-bit forms: input is UTF-8, in which the 8-bit C1 bytes
  /// (0x90, 0x98, 0x9D, 0x9E, 0x9F and the ST 0x9C) are continuation
  /// bytes, part of characters inside a string, and stray ones outside
  /// it (an unknown key each), never an opening or an end.
  static func opensTerminalString(_ byte: UInt8) -> Bool {
    switch Unicode.Scalar(byte) {
    case "P", "X", "]", "^", "_": true
    default: false
    }
  }

  /// BEL, which ends a string as ST does (xterm's OSC ending, accepted for
  /// every kind, so a string never runs longer than its sender meant).
  static let bell: UInt8 = 0x07

  /// The byte after ESC in ST (`ESC \`).
  static let stringTerminatorFinal = UInt8(ascii: "\\")

  /// How long a terminal string may wait for its end, from its start,
  /// before the decoder ends it: half a second. A terminal writes a reply
  /// at once; this covers one split across a slow link, and a key pressed
  /// after a reply that lost its end is lost for at most this long.
  public static let terminalStringTimeout: Duration = .milliseconds(500)

  /// The byte after a string's opening starts the string; the ESC before
  /// an opening that came after an extra ESC was Escape, pressed before
  /// the string came.
  mutating func openString(with byte: UInt8, alt: Bool, into keys: inout [Key]) {
    if alt {
      keys.append(.escape)
      pending.removeFirst()
    }
    state = .terminalString(afterEscape: false)
    openedAt = readTime
    terminalString(byte, afterEscape: false)
  }

  /// A byte inside a terminal string: BEL or ST ends it, and it is
  /// dropped; every other byte is part of it, whatever it is (ESC, Ctrl-C
  /// and bytes invalid in UTF-8 included). Only the start is kept, to show
  /// if the string is cut off.
  mutating func terminalString(_ byte: UInt8, afterEscape: Bool) {
    if byte == Self.bell || (afterEscape && byte == Self.stringTerminatorFinal) {
      reset()
      return
    }
    if pending.count < Self.maximumSequenceLength { pending.append(byte) }
    state = .terminalString(afterEscape: byte == 0x1B)
  }
}
