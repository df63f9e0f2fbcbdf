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
  }

  /// The file's path, for messages.
  public var path: String
  /// The entries, in the file's order.
  public var entries: [Entry]

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
    var rest = Substring(text).unicodeScalars
    if rest.first == "\u{FEFF}" { rest = rest.dropFirst() }
    // Every search is by Unicode scalar, never by Character: a combining
    // mark after '=', '"' or '#' must not hide it inside one character.
    for rawLine in rest.split(separator: "\n", omittingEmptySubsequences: false) {
      number += 1
      var line = rawLine
      if line.last == "\r" { line = line.dropLast() }
      let trimmed = trimmingBlanks(withoutComment(line))
      if trimmed.isEmpty { continue }
      func fail(_ problem: ConfigError.Problem) -> ConfigError {
        ConfigError(path: path, line: number, problem: problem)
      }
      guard let equals = trimmed.firstIndex(of: "=") else {
        throw fail(.notKeyValue(text: String(trimmed)))
      }
      let key = String(trimmingBlanks(trimmed[..<equals]))
      guard !key.isEmpty, !key.unicodeScalars.contains(where: isBlank) else {
        throw fail(.notKeyValue(text: String(trimmed)))
      }
      var value = trimmingBlanks(trimmed[trimmed.index(after: equals)...])
      if value.first == "\"" {
        // Quoted: the comment search stopped at no '#' inside quotes, so
        // the closing quote must end the value, and be its only other one.
        guard value.count >= 2, value.last == "\"" else { throw fail(.badQuotes(key: key)) }
        value = value.dropFirst().dropLast()
        guard !value.contains("\"") else { throw fail(.badQuotes(key: key)) }
      }
      entries.append(Entry(key: key, value: String(value), line: number))
    }
    return ConfigFile(path: path, entries: entries)
  }

  /// A line without its comment: from a `#` at its start or after a blank,
  /// outside the value's double quotes, to its end. Quotes count only after
  /// the `=`: a quote in a key (an unknown key, reported as such) opens
  /// nothing.
  static func withoutComment(
    _ line: Substring.UnicodeScalarView.SubSequence
  ) -> Substring.UnicodeScalarView.SubSequence {
    var inQuotes = false
    var inValue = false
    var previousIsBlank = true
    for index in line.indices {
      let scalar = line[index]
      if scalar == "=" && !inValue {
        inValue = true
      } else if scalar == "\"" && inValue {
        inQuotes.toggle()
      }
      if scalar == "#" && !inQuotes && previousIsBlank { return line[..<index] }
      previousIsBlank = isBlank(scalar)
    }
    return line
  }

  /// Scalars without spaces and tabs at either end.
  static func trimmingBlanks(
    _ scalars: Substring.UnicodeScalarView.SubSequence
  ) -> Substring.UnicodeScalarView.SubSequence {
    guard let start = scalars.firstIndex(where: { !isBlank($0) }),
      let end = scalars.lastIndex(where: { !isBlank($0) })
    else { return scalars[scalars.endIndex...] }
    return scalars[start...end]
  }

  /// Whether a scalar is a space or a tab.
  static func isBlank(_ scalar: Unicode.Scalar) -> Bool { scalar == " " || scalar == "\t" }
}
