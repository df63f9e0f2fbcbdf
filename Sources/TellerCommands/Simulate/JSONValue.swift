/// A JSON value, written by Teller itself: objects keep their keys in the
/// order they were given, so output is stable.
public enum JSONValue: Hashable, Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A whole number.
  case integer(Int64)
  /// An unsigned whole number, such as a seed.
  case unsigned(UInt64)
  /// A number; NaN and infinities become `null`.
  case number(Double)
  /// A string, escaped as JSON requires.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object, with keys in order.
  case object([(key: String, value: JSONValue)])

  /// Compares values, object members in order.
  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    lhs.rendered == rhs.rendered
  }

  /// Hashes the rendered text.
  public func hash(into hasher: inout Hasher) { hasher.combine(rendered) }

  /// The value as compact JSON text on one line.
  ///
  /// - Complexity: O(n) in the size of the value.
  public var rendered: String {
    var out = ""
    write(to: &out)
    return out
  }

  private func write(to out: inout String) {
    switch self {
    case .null: out += "null"
    case .bool(let value): out += value ? "true" : "false"
    case .integer(let value): out += String(value)
    case .unsigned(let value): out += String(value)
    case .number(let value): out += value.isFinite ? String(value) : "null"
    case .string(let value): JSONValue.writeString(value, to: &out)
    case .array(let values):
      out += "["
      for (index, value) in values.enumerated() {
        if index > 0 { out += "," }
        value.write(to: &out)
      }
      out += "]"
    case .object(let members):
      out += "{"
      for (index, member) in members.enumerated() {
        if index > 0 { out += "," }
        JSONValue.writeString(member.key, to: &out)
        out += ":"
        member.value.write(to: &out)
      }
      out += "}"
    }
  }

  private static func writeString(_ text: String, to out: inout String) {
    out += "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    out += "\""
  }
}
