/// SS3 sequences (`ESC O final`, `ESC O modifier final`): reading them
/// byte by byte, and their keys; and what CSI and SS3 share when reading.
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

  /// A byte inside `ESC O …`: parameters (digits and `;`), then a final
  /// byte; anything else breaks it off.
  mutating func singleShift(_ byte: UInt8, alt: Bool, into keys: inout [Key]) {
    let introducer = alt ? 3 : 2
    switch byte {
    case 0x30...0x3F:
      keepParameter(byte, into: &keys)
    case 0x40...0x7E:
      pending.append(byte)
      let parameters = Array(pending[introducer..<(pending.count - 1)])
      if let found = Self.singleShiftKey(parameters: parameters, final: byte) {
        keys.append(Self.wrap(found.key, alt || found.alt))
      } else {
        keys.append(.unknown(Self.visible(pending)))
      }
      reset()
    default:
      breakOff(before: byte, alt: alt, into: &keys)
    }
  }

  /// Keeps a parameter byte of a CSI or SS3 sequence; one that grows to
  /// ``maximumSequenceLength`` is cut off there as unknown.
  mutating func keepParameter(_ byte: UInt8, into keys: inout [Key]) {
    pending.append(byte)
    if pending.count >= Self.maximumSequenceLength {
      keys.append(.unknown(Self.visible(pending)))
      reset()
    }
  }

  /// Ends a CSI or SS3 sequence that a byte broke off (its introducer
  /// alone is an Alt key, more of it unknown), then reads the byte afresh.
  mutating func breakOff(before byte: UInt8, alt: Bool, into keys: inout [Key]) {
    keys += introducerAlone(alt: alt) ?? [.unknown(Self.visible(pending))]
    reset()
    ground(byte, into: &keys)
  }
}
