import TellerArguments

/// The keys of multi-byte UTF-8 characters, and bytes shown as visible
/// text.
extension KeyDecoder {
  /// The key for a complete multi-byte UTF-8 sequence.
  static func characterKey(_ bytes: [UInt8]) -> Key {
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
