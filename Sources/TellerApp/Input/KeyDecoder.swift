import TellerArguments

/// Turns the bytes a terminal sends into key presses.
///
/// The decoder keeps state between calls, so several keys may arrive in
/// one read and an escape sequence or a UTF-8 character may be split across
/// reads. It works one byte at a time and never looks ahead, so decoding a
/// stream in one call or byte by byte gives the same keys. The only thing
/// it cannot decide alone is a lone Escape: the shell calls ``flush()``
/// when no more bytes came within a short timeout.
///
/// Known sequences: CSI and SS3 arrows (`ESC [ A`, `ESC O A`), Shift-Tab
/// (`ESC [ Z`), Home and End (`ESC [ H`/`F`, `ESC [ 1 ~`/`4 ~`, `7 ~`/`8 ~`,
/// `ESC O H`/`F`), Delete (`ESC [ 3 ~`, reported as Backspace). Anything
/// else, and any invalid byte, becomes ``Key/unknown(_:)`` with visible text.
public struct KeyDecoder: Hashable, Sendable {
  /// Where the decoder is inside a sequence.
  private enum State: Hashable, Sendable {
    case ground
    case escape
    case controlSequence
    case singleShift
    case unicode(remaining: Int)
  }

  /// The longest control sequence kept before it is reported as unknown.
  public static let maximumSequenceLength = 32

  private var state: State = .ground
  private var pending: [UInt8] = []
  private var afterCarriageReturn = false

  /// Creates a decoder with nothing pending.
  public init() {}

  /// Whether bytes of an unfinished sequence are waiting for more input.
  public var hasPending: Bool { !pending.isEmpty }

  /// Decodes the bytes of one read into the keys they complete.
  ///
  /// - Complexity: O(n) in the number of bytes.
  public mutating func decode(_ bytes: [UInt8]) -> [Key] {
    var keys: [Key] = []
    for byte in bytes { feed(byte, into: &keys) }
    return keys
  }

  /// Ends whatever is pending, after no more bytes came within a timeout.
  ///
  /// A lone ESC becomes ``Key/escape``; an unfinished sequence or
  /// character becomes ``Key/unknown(_:)``. A carriage return no longer
  /// swallows a line feed that follows.
  public mutating func flush() -> [Key] {
    var keys: [Key] = []
    switch state {
    case .ground: break
    case .escape: keys.append(.escape)
    case .controlSequence, .singleShift, .unicode:
      keys.append(.unknown(Self.visible(pending)))
    }
    state = .ground
    pending.removeAll()
    afterCarriageReturn = false
    return keys
  }

  private mutating func feed(_ byte: UInt8, into keys: inout [Key]) {
    switch state {
    case .ground:
      ground(byte, into: &keys)
    case .escape:
      switch byte {
      case UInt8(ascii: "["):
        pending.append(byte)
        state = .controlSequence
      case UInt8(ascii: "O"):
        pending.append(byte)
        state = .singleShift
      default:
        keys.append(.escape)
        reset()
        ground(byte, into: &keys)
      }
    case .controlSequence:
      switch byte {
      case 0x20...0x3F:
        pending.append(byte)
        if pending.count >= Self.maximumSequenceLength {
          keys.append(.unknown(Self.visible(pending)))
          reset()
        }
      case 0x40...0x7E:
        pending.append(byte)
        keys.append(Self.controlSequenceKey(pending))
        reset()
      default:
        keys.append(.unknown(Self.visible(pending)))
        reset()
        ground(byte, into: &keys)
      }
    case .singleShift:
      switch byte {
      case 0x40...0x7E:
        pending.append(byte)
        keys.append(Self.singleShiftKey(pending))
        reset()
      default:
        keys.append(.unknown(Self.visible(pending)))
        reset()
        ground(byte, into: &keys)
      }
    case .unicode(let remaining):
      guard (0x80...0xBF).contains(byte) else {
        keys.append(.unknown(Self.visible(pending)))
        reset()
        ground(byte, into: &keys)
        return
      }
      pending.append(byte)
      if remaining > 1 {
        state = .unicode(remaining: remaining - 1)
      } else {
        keys.append(Self.characterKey(pending))
        reset()
      }
    }
  }

  private mutating func ground(_ byte: UInt8, into keys: inout [Key]) {
    let swallowLineFeed = afterCarriageReturn
    afterCarriageReturn = false
    switch byte {
    case 0x0D:
      keys.append(.enter)
      afterCarriageReturn = true
    case 0x0A:
      if !swallowLineFeed { keys.append(.enter) }
    case 0x09: keys.append(.tab)
    case 0x08, 0x7F: keys.append(.backspace)
    case 0x1B:
      pending = [byte]
      state = .escape
    case 0x20: keys.append(.space)
    case 0x01...0x1A:
      keys.append(.control(Character(Unicode.Scalar(byte + 0x60))))
    case 0x21...0x7E:
      keys.append(.character(Character(Unicode.Scalar(byte))))
    case 0xC2...0xDF: startCharacter(byte, remaining: 1)
    case 0xE0...0xEF: startCharacter(byte, remaining: 2)
    case 0xF0...0xF4: startCharacter(byte, remaining: 3)
    default:
      // NUL, 0x1C–0x1F, stray continuation bytes, and bytes never valid in UTF-8.
      keys.append(.unknown(Self.visible([byte])))
    }
  }

  private mutating func startCharacter(_ byte: UInt8, remaining: Int) {
    pending = [byte]
    state = .unicode(remaining: remaining)
  }

  private mutating func reset() {
    state = .ground
    pending.removeAll()
  }

  /// The key for a complete CSI sequence, `ESC [ parameters final`.
  private static func controlSequenceKey(_ bytes: [UInt8]) -> Key {
    let parameters = String(decoding: bytes.dropFirst(2).dropLast(), as: UTF8.self)
    let final = bytes.last ?? 0
    // Arrows, Home and End may carry a modifier (`ESC [ 1 ; 5 C`); it is ignored.
    let plain = parameters.isEmpty || parameters == "1" || parameters.hasPrefix("1;")
    switch (Unicode.Scalar(final), plain) {
    case ("A", true): return .up
    case ("B", true): return .down
    case ("C", true): return .right
    case ("D", true): return .left
    case ("H", true): return .home
    case ("F", true): return .end
    case ("Z", _) where parameters.isEmpty: return .backTab
    case ("~", _):
      switch parameters {
      case "1", "7": return .home
      case "4", "8": return .end
      case "3": return .backspace
      default: return .unknown(visible(bytes))
      }
    default: return .unknown(visible(bytes))
    }
  }

  /// The key for a complete SS3 sequence, `ESC O final`.
  private static func singleShiftKey(_ bytes: [UInt8]) -> Key {
    switch bytes.last.map(Unicode.Scalar.init) {
    case "A": return .up
    case "B": return .down
    case "C": return .right
    case "D": return .left
    case "H": return .home
    case "F": return .end
    default: return .unknown(visible(bytes))
    }
  }

  /// The key for a complete multi-byte UTF-8 sequence.
  private static func characterKey(_ bytes: [UInt8]) -> Key {
    guard let text = String(validating: bytes, as: UTF8.self),
      let scalar = text.unicodeScalars.first
    else { return .unknown(visible(bytes)) }
    // C1 control characters are encoded as two bytes; they are not typing.
    if (0x80..<0xA0).contains(scalar.value) { return .unknown(visibleText(text)) }
    return .character(Character(scalar))
  }

  /// Bytes as visible text: ASCII as `visibleText` shows it, other bytes as `\xNN`.
  static func visible(_ bytes: [UInt8]) -> String {
    var out = ""
    for byte in bytes {
      if byte < 0x80 {
        out += visibleText(String(Unicode.Scalar(byte)))
      } else {
        out += "\\x" + String(byte, radix: 16, uppercase: true)
      }
    }
    return out
  }
}
