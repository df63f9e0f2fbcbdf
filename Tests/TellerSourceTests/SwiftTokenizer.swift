/// A token of Swift source, as far as the length check needs one: a word
/// (an identifier, a keyword, an attribute such as `@Test` or a directive
/// such as `#if`) or one punctuation character (`->` is one token), with
/// the line it starts on, counted from 1.
struct SwiftToken: Equatable {
  /// The token's text.
  var text: String
  /// The line it starts on, counted from 1.
  var line: Int
  /// Whether it is a word rather than punctuation.
  var isWord: Bool
}

/// Splits Swift source into ``SwiftToken``s, passing over white space,
/// comments (block comments nest) and string literals of every kind:
/// plain, multi-line, raw (`#"…"#`) and with interpolations, which may
/// hold strings and comments of their own. What a comment or a string
/// holds never becomes a token, so braces in them are not counted.
///
/// - Complexity: O(n) in the source's length.
struct SwiftTokenizer {
  private let bytes: [UInt8]
  private var index = 0
  private var line = 1

  /// Makes a tokenizer of `source`.
  init(_ source: String) {
    bytes = Array(source.utf8)
  }

  /// Every token of the source, in order.
  static func tokens(of source: String) -> [SwiftToken] {
    var tokenizer = SwiftTokenizer(source)
    var tokens: [SwiftToken] = []
    while let token = tokenizer.next() { tokens.append(token) }
    return tokens
  }

  /// The source's number of lines: its newlines, and one more when the
  /// last line has none.
  static func lineCount(of source: String) -> Int {
    let newlines = source.utf8.count { $0 == UInt8(ascii: "\n") }
    return source.utf8.last.map { $0 == UInt8(ascii: "\n") ? newlines : newlines + 1 } ?? 0
  }

  /// The next token, or nil at the end of the source.
  mutating func next() -> SwiftToken? {
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\n") {
        line += 1
        index += 1
      } else if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
        || byte == UInt8(ascii: "\r")
      {
        index += 1
      } else if starts(with: "//") {
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
      } else if starts(with: "/*") {
        skipBlockComment()
      } else if let hashes = rawStringHashes() {
        skipString(hashes: hashes)
      } else {
        return word() ?? punctuation()
      }
    }
    return nil
  }

  private func starts(with text: String, at offset: Int = 0) -> Bool {
    var position = index + offset
    for byte in text.utf8 {
      guard position < bytes.count, bytes[position] == byte else { return false }
      position += 1
    }
    return true
  }

  private func byte(at offset: Int) -> UInt8? {
    index + offset < bytes.count ? bytes[index + offset] : nil
  }

  private static func isWordByte(_ byte: UInt8) -> Bool {
    byte >= 0x80 || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$")
      || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
  }

  private mutating func skipBlockComment() {
    var depth = 0
    while index < bytes.count {
      if starts(with: "/*") {
        depth += 1
        index += 2
      } else if starts(with: "*/") {
        depth -= 1
        index += 2
        if depth == 0 { return }
      } else {
        if bytes[index] == UInt8(ascii: "\n") { line += 1 }
        index += 1
      }
    }
  }

  /// The number of `#` before a string's opening quote when a string
  /// literal starts here (0 for a plain one), or nil.
  private func rawStringHashes() -> Int? {
    var hashes = 0
    while byte(at: hashes) == UInt8(ascii: "#") { hashes += 1 }
    return byte(at: hashes) == UInt8(ascii: "\"") ? hashes : nil
  }

  /// Passes over a string literal whose opening quote follows `hashes`
  /// number signs, interpolations included.
  private mutating func skipString(hashes: Int) {
    let closing = String(repeating: "#", count: hashes)
    index += hashes
    let multiLine = starts(with: "\"\"\"")
    index += multiLine ? 3 : 1
    let quote = multiLine ? "\"\"\"" + closing : "\"" + closing
    while index < bytes.count {
      if starts(with: "\\" + closing + "(") {
        index += 2 + hashes
        skipInterpolation()
      } else if starts(with: "\\" + closing) {
        index += 2 + hashes
      } else if starts(with: quote) {
        index += quote.utf8.count
        return
      } else {
        if bytes[index] == UInt8(ascii: "\n") { line += 1 }
        index += 1
      }
    }
  }

  /// Passes over an interpolation's code up to its closing parenthesis.
  private mutating func skipInterpolation() {
    var depth = 0
    while let token = next() {
      if token.text == "(" {
        depth += 1
      } else if token.text == ")" {
        if depth == 0 { return }
        depth -= 1
      }
    }
  }

  private mutating func word() -> SwiftToken? {
    let start = index
    var end = index
    if bytes[end] == UInt8(ascii: "`") {
      end += 1
      while end < bytes.count, bytes[end] != UInt8(ascii: "`"), bytes[end] != UInt8(ascii: "\n") {
        end += 1
      }
      guard end < bytes.count, bytes[end] == UInt8(ascii: "`") else { return nil }
      index = end + 1
      return SwiftToken(
        text: String(decoding: bytes[(start + 1)..<end], as: UTF8.self), line: line, isWord: true)
    }
    if bytes[end] == UInt8(ascii: "@") || bytes[end] == UInt8(ascii: "#") { end += 1 }
    while end < bytes.count, Self.isWordByte(bytes[end]) { end += 1 }
    guard end > start, Self.isWordByte(bytes[end - 1]) else { return nil }
    index = end
    return SwiftToken(
      text: String(decoding: bytes[start..<end], as: UTF8.self), line: line, isWord: true)
  }

  private mutating func punctuation() -> SwiftToken {
    let length = starts(with: "->") ? 2 : 1
    let text = String(decoding: bytes[index..<(index + length)], as: UTF8.self)
    index += length
    return SwiftToken(text: text, line: line, isWord: false)
  }
}
