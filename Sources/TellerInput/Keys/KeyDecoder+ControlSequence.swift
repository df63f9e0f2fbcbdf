/// CSI sequences (`ESC [ …`): reading them byte by byte, and the meaning
/// of a complete one: a key, the bracketed paste's markers or a mouse
/// report.
extension KeyDecoder {
  /// What a complete CSI sequence means.
  enum ControlSequence {
    case key(Key, alt: Bool)
    case pasteStart
    case pasteEnd
    /// A mouse report, dropped.
    case mouse
  }

  /// The meaning of `ESC [ parameters final`: parameters are at most two
  /// numbers, the second an xterm modifier (1 + Shift 1, Alt 2, Ctrl 4,
  /// Meta 8) of which only Alt and Meta count.
  static func controlSequenceKey(parameters: [UInt8], final: UInt8) -> ControlSequence? {
    if isMouseReport(parameters: parameters, final: final) { return .mouse }
    let fields = parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
    guard fields.count <= 2,
      parameters.allSatisfy({ isDigit($0) || $0 == UInt8(ascii: ";") })
    else { return nil }
    let numbers = fields.map { field in
      field.isEmpty ? nil : Int(String(decoding: field, as: UTF8.self))
    }
    let first = numbers.first ?? nil
    let modifier = numbers.count > 1 ? (numbers[1] ?? 1) : 1
    let alt = hasAltModifier(modifier)
    switch Unicode.Scalar(final) {
    case "~":
      switch first {
      case 1, 7: return .key(.home, alt: alt)
      case 2: return .key(.insert, alt: alt)
      case 3: return .key(.delete, alt: alt)
      case 4, 8: return .key(.end, alt: alt)
      case 5: return .key(.pageUp, alt: alt)
      case 6: return .key(.pageDown, alt: alt)
      case 11, 12, 13, 14, 15: return .key(.function(first! - 10), alt: alt)
      case 17, 18, 19, 20, 21: return .key(.function(first! - 11), alt: alt)
      case 23, 24: return .key(.function(first! - 12), alt: alt)
      case 200 where numbers.count == 1: return .pasteStart
      case 201 where numbers.count == 1: return .pasteEnd
      default: return nil
      }
    case "Z" where parameters.isEmpty:
      return .key(.backTab, alt: false)
    default:
      // Letters: only with no first parameter, or 1 before a modifier.
      guard first == nil || first == 1, let key = singleShiftKey(final), final != 0x4D else {
        return nil
      }
      return .key(key, alt: alt)
    }
  }

  /// Whether `ESC [ parameters final` is an SGR mouse report (`< b ; x ; y`
  /// then `M` or `m`) or an urxvt one (`b ; x ; y` then `M`).
  static func isMouseReport(parameters: [UInt8], final: UInt8) -> Bool {
    var numbers = parameters[...]
    if final == UInt8(ascii: "m") || final == UInt8(ascii: "M"), numbers.first == UInt8(ascii: "<")
    {
      numbers = numbers.dropFirst()
    } else if final != UInt8(ascii: "M") {
      return false
    }
    let fields = numbers.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
    return fields.count == 3
      && fields.allSatisfy { !$0.isEmpty && $0.allSatisfy(isDigit) }
  }

  /// A byte inside `ESC [ …`.
  mutating func controlSequence(_ byte: UInt8, alt: Bool, into keys: inout [Key]) {
    let introducer = alt ? 3 : 2
    switch byte {
    case UInt8(ascii: "[") where pending.count == introducer:
      pending.append(byte)
      state = .linuxFunction(alt: alt)
    case 0x20...0x3F:
      keepParameter(byte, into: &keys)
    case UInt8(ascii: "M") where pending.count == introducer:
      // X10 mouse: three bytes follow, whatever they are.
      if alt { keys.append(.escape) }
      reset()
      state = .mouseReport(remaining: 3)
    case 0x40...0x7E:
      pending.append(byte)
      let parameters = Array(pending[introducer..<(pending.count - 1)])
      switch Self.controlSequenceKey(parameters: parameters, final: byte) {
      case .pasteStart:
        if alt { keys.append(.escape) }
        reset()
        state = .paste(matched: 0)
        openedAt = readTime
      case .pasteEnd:
        reset()  // An end without a start: nothing was pasted.
      case .mouse:
        if alt { keys.append(.escape) }
        reset()
      case .key(let key, let altModifier):
        keys.append(Self.wrap(key, alt || altModifier))
        reset()
      case nil:
        keys.append(.unknown(Self.visible(pending)))
        reset()
      }
    default:
      breakOff(before: byte, alt: alt, into: &keys)
    }
  }
}
