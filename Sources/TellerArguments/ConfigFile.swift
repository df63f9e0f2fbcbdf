/// A configuration file: `key = value` lines, as text, without touching the
/// system.
///
/// The format:
/// - one `key = value` per line; spaces around the key and the value are
///   left out;
/// - `#` at the start of a line, or after a space, starts a comment that
///   runs to the end of the line;
/// - a value in double quotes is taken as it is between them, `#` and
///   outer spaces included (there are no escapes);
/// - blank lines are skipped; lines may end with CR LF; a byte order mark
///   at the start is skipped.
///
/// What the keys mean is not checked here: ``ConfigDefaults`` checks them
/// against a command's options.
public struct ConfigFile: Hashable, Sendable {
  /// One `key = value` line.
  public struct Entry: Hashable, Sendable {
    /// The key, such as `lang`.
    public var key: String
    /// The value, such as `ko`; may be empty.
    public var value: String
    /// Its line, counted from 1.
    public var line: Int

    /// Creates an entry.
    public init(key: String, value: String, line: Int) {
      self.key = key
      self.value = value
      self.line = line
    }
  }

  /// The file's path, for messages.
  public var path: String
  /// The entries, in the file's order.
  public var entries: [Entry]

  /// Creates a file from entries.
  public init(path: String, entries: [Entry]) {
    self.path = path
    self.entries = entries
  }

  /// Reads a file's text.
  ///
  /// - Parameters:
  ///   - text: the whole file.
  ///   - path: its path, named by errors.
  /// - Throws: ``ConfigError`` naming the first line that is not
  ///   `key = value`, or whose quotes do not enclose its whole value.
  /// - Complexity: O(n) in the length of the text.
  public static func parse(_ text: String, path: String) throws(ConfigError) -> ConfigFile {
    var entries: [Entry] = []
    var number = 0
    var rest = Substring(text)
    if rest.first == "\u{FEFF}" { rest = rest.dropFirst() }
    // Split on "\n" by scalars, so a CR LF pair (one Character) is split too.
    for rawLine in rest.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false) {
      number += 1
      var line = Substring(rawLine)
      if line.unicodeScalars.last == "\r" { line = Substring(line.unicodeScalars.dropLast()) }
      let content = withoutComment(line)
      let trimmed = content.trimmingBlanks
      if trimmed.isEmpty { continue }
      guard let equals = trimmed.firstIndex(of: "=") else {
        throw ConfigError(path: path, line: number, problem: .notKeyValue(text: String(trimmed)))
      }
      let key = String(trimmed[..<equals].trimmingBlanks)
      guard !key.isEmpty, !key.contains(where: { $0 == " " || $0 == "\t" }) else {
        throw ConfigError(path: path, line: number, problem: .notKeyValue(text: String(trimmed)))
      }
      var value = trimmed[trimmed.index(after: equals)...].trimmingBlanks
      if value.first == "\"" {
        // Quoted: the comment search above stopped at no '#' inside quotes,
        // so the closing quote must end the value.
        guard value.count >= 2, value.last == "\"" else {
          throw ConfigError(path: path, line: number, problem: .badQuotes(key: key))
        }
        value = value.dropFirst().dropLast()
        guard !value.contains("\"") else {
          throw ConfigError(path: path, line: number, problem: .badQuotes(key: key))
        }
      }
      entries.append(Entry(key: key, value: String(value), line: number))
    }
    return ConfigFile(path: path, entries: entries)
  }

  /// A line without its comment: from a `#` at its start or after a blank,
  /// outside the value's double quotes, to its end. Quotes count only after
  /// the `=`: a quote in a key (an unknown key, reported as such) opens
  /// nothing.
  static func withoutComment(_ line: Substring) -> Substring {
    var inQuotes = false
    var inValue = false
    var previousIsBlank = true
    for index in line.indices {
      let character = line[index]
      if character == "=" && !inValue {
        inValue = true
      } else if character == "\"" && inValue {
        inQuotes.toggle()
      }
      if character == "#" && !inQuotes && previousIsBlank { return line[..<index] }
      previousIsBlank = character == " " || character == "\t"
    }
    return line
  }
}

extension Substring {
  /// The text without spaces and tabs at either end.
  fileprivate var trimmingBlanks: Substring {
    let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    guard let start = firstIndex(where: { !blank($0) }),
      let end = lastIndex(where: { !blank($0) })
    else { return self[endIndex...] }
    return self[start...end]
  }
}
