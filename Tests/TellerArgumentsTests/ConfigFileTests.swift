import Testing

@testable import TellerArguments

@Suite("Configuration file: the key = value format")
struct ConfigFileTests {
  private func entries(_ text: String) throws -> [[String]] {
    try ConfigFile.parse(text, path: "c").entries.map { [$0.key, $0.value, String($0.line)] }
  }

  private func problem(_ text: String) -> (line: Int?, problem: ConfigError.Problem)? {
    do {
      _ = try ConfigFile.parse(text, path: "c")
      return nil
    } catch {
      return (error.line, error.problem)
    }
  }

  @Test("Empty, blank and comment-only files have no entries")
  func empty() throws {
    #expect(try entries("").isEmpty)
    #expect(try entries("\n\n  \t\n").isEmpty)
    #expect(try entries("# lang = ko\n   # indented\n").isEmpty)
  }

  @Test("One, two and many entries, with their line numbers")
  func ladder() throws {
    #expect(try entries("lang = ko") == [["lang", "ko", "1"]])
    #expect(
      try entries("lang=ko\n\nui =linear\n") == [["lang", "ko", "1"], ["ui", "linear", "3"]])
    let many = (1...50).map { "seed = \($0)" }.joined(separator: "\n")
    let parsed = try entries(many)
    #expect(parsed.count == 50)
    #expect(parsed.last == ["seed", "50", "50"])
  }

  @Test("Spaces around keys and values go; CR LF and a byte order mark are fine")
  func whitespace() throws {
    #expect(
      try entries("\u{FEFF}  lang \t=\t ko  \r\nui = json\r\n") == [
        ["lang", "ko", "1"], ["ui", "json", "2"],
      ])
  }

  @Test("# starts a comment at the start or after a blank, not inside a word or quotes")
  func comments() throws {
    #expect(try entries("lang = ko # Korean") == [["lang", "ko", "1"]])
    #expect(try entries("speech-wav = /tmp/a#1.wav") == [["speech-wav", "/tmp/a#1.wav", "1"]])
    #expect(try entries("voice = \"en # us\"  # a comment") == [["voice", "en # us", "1"]])
    #expect(try entries("voice = \"  padded  \"") == [["voice", "  padded  ", "1"]])
    #expect(try entries("voice = \"\"") == [["voice", "", "1"]])
    #expect(try entries("voice =") == [["voice", "", "1"]])
  }

  @Test("A value may hold '=' and quotes inside it")
  func equalsInValue() throws {
    #expect(try entries("voice = a=b") == [["voice", "a=b", "1"]])
    #expect(try entries("voice = it\"s") == [["voice", "it\"s", "1"]])
  }

  @Test("A combining mark after '=', a quote or '#' does not hide it: the format is read by scalar")
  func combiningMarks() throws {
    #expect(try entries("voice =\u{301}x") == [["voice", "\u{301}x", "1"]])
    #expect(try entries("voice = \"\u{650}a\"") == [["voice", "\u{650}a", "1"]])
    #expect(try entries("voice = a #\u{301} comment") == [["voice", "a", "1"]])
  }

  @Test("A quote in a key opens nothing: the '#' after it still starts a comment")
  func quoteInKey() throws {
    #expect(try entries("sp\"eech = a #b") == [["sp\"eech", "a", "1"]])
  }

  @Test("Lines that are not key = value name their line")
  func notKeyValue() {
    #expect(problem("lang = ko\njust words\n")?.line == 2)
    #expect(problem("just words")?.problem == .notKeyValue(text: "just words"))
    #expect(problem("= ko")?.problem == .notKeyValue(text: "= ko"))
    #expect(problem("two words = x")?.problem == .notKeyValue(text: "two words = x"))
  }

  @Test("Quotes must enclose the whole value")
  func badQuotes() {
    #expect(problem("voice = \"ko")?.problem == .badQuotes(key: "voice"))
    #expect(problem("voice = \"a\" \"b\"")?.problem == .badQuotes(key: "voice"))
    #expect(problem("voice = \"")?.problem == .badQuotes(key: "voice"))
  }
}
