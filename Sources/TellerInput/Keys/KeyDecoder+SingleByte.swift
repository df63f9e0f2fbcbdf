/// The keys of single bytes: control bytes and printable ASCII.
extension KeyDecoder {
  /// The key one ASCII byte gives on its own (not ESC), or nil.
  static func singleByteKey(_ byte: UInt8) -> Key? {
    switch byte {
    case 0x0D, 0x0A: return .enter
    case 0x09: return .tab
    case 0x08, 0x7F: return .backspace
    case 0x20: return .space
    case 0x00: return .control(" ")
    case 0x01...0x1A: return .control(Character(Unicode.Scalar(byte + 0x60)))
    case 0x1C: return .control("\\")
    case 0x1D: return .control("]")
    case 0x1E: return .control("^")
    case 0x1F: return .control("_")
    case 0x21...0x7E: return .character(Character(Unicode.Scalar(byte)))
    default: return nil
    }
  }
}
