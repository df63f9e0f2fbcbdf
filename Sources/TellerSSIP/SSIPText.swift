/// The body of a `SPEAK` message: the text's lines, each ended with CR LF,
/// a dot doubled at the start of any line that begins with one, and a line
/// holding a single dot to end it.
public enum SSIPText {
  /// The end of a message body: CR LF, a dot, CR LF.
  public static let terminator = "\r\n.\r\n"

  /// Encodes text as a message body, ready to send after `SPEAK` is accepted.
  ///
  /// Every line end (CR LF, a lone CR or LF, and the Unicode line and
  /// paragraph separators) becomes CR LF; a line that starts with `.` gets
  /// another in front; the body ends with ``terminator``. Other control
  /// characters become spaces. Empty text becomes one empty line.
  ///
  /// - Complexity: O(n) in the length of the text.
  public static func body(_ text: String) -> String {
    lines(of: text).map { $0.hasPrefix(".") ? "." + $0 : $0 }.joined(separator: "\r\n")
      + terminator
  }

  /// Decodes a message body (what a server receives after `SPEAK`): the
  /// lines before the lone dot, each doubled leading dot made single again,
  /// joined with LF. Returns nil when the body has no end.
  ///
  /// - Complexity: O(n) in the length of the body.
  public static func decode(_ body: String) -> String? {
    var out: [Substring] = []
    for line in body.split(separator: "\r\n", omittingEmptySubsequences: false) {
      if line == "." { return out.joined(separator: "\n") }
      out.append(line.hasPrefix("..") ? line.dropFirst() : line)
    }
    return nil
  }

  /// The text's lines, split at every kind of line end, with other control
  /// characters made spaces.
  static func lines(of text: String) -> [String] {
    var lines: [String] = []
    var current = String.UnicodeScalarView()
    var afterCR = false
    for scalar in text.unicodeScalars {
      if scalar == "\n" && afterCR {
        afterCR = false
        continue
      }
      afterCR = scalar == "\r"
      switch scalar.value {
      case 0x0A, 0x0D, 0x2028, 0x2029:
        lines.append(String(current))
        current = String.UnicodeScalarView()
      default:
        current.append(SSIPCommand.isControl(scalar) ? " " : scalar)
      }
    }
    lines.append(String(current))
    return lines
  }
}
