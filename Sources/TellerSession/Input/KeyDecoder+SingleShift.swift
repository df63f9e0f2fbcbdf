/// The keys of SS3 sequences (`ESC O final`, `ESC O modifier final`).
extension KeyDecoder {
  /// The key for the final byte of `ESC O final`, which CSI shares for
  /// arrows, Home, End and F1–F4; nil when unknown.
  static func singleShiftKey(_ final: UInt8) -> Key? {
    switch Unicode.Scalar(final) {
    case "A": return .up
    case "B": return .down
    case "C": return .right
    case "D": return .left
    case "H": return .home
    case "F": return .end
    case "P": return .function(1)
    case "Q": return .function(2)
    case "R": return .function(3)
    case "S": return .function(4)
    case "M": return .enter  // The keypad's Enter.
    default: return nil
    }
  }

  /// The meaning of `ESC O parameters final`: with no parameters, the key
  /// of the final byte; with one number, that number is an xterm modifier
  /// (`ESC O 2 P`, Shift-F1, as some terminals send it), as is the second
  /// of `1 ; modifier`. Only Alt and Meta count, as in CSI. Nil when
  /// unknown.
  static func singleShiftKey(parameters: [UInt8], final: UInt8) -> (key: Key, alt: Bool)? {
    guard let key = singleShiftKey(final) else { return nil }
    if parameters.isEmpty { return (key, false) }
    let fields = parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
    guard fields.count == 1 || (fields.count == 2 && fields[0].elementsEqual("1".utf8)),
      let last = fields.last, !last.isEmpty, last.allSatisfy(isDigit),
      let modifier = Int(String(decoding: last, as: UTF8.self))
    else { return nil }
    return (key, hasAltModifier(modifier))
  }

  /// Whether an xterm modifier parameter (1 + Shift 1, Alt 2, Ctrl 4,
  /// Meta 8) holds Alt or Meta, the only modifiers Teller reads.
  static func hasAltModifier(_ modifier: Int) -> Bool {
    modifier > 1 && (modifier - 1) & (2 | 8) != 0
  }

  /// Whether a byte is an ASCII digit.
  static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
}
