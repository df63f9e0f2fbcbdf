/// The keys of SS3 sequences (`ESC O final`).
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
}
