import TellerText

/// Turns the bytes a server sends into whole replies, however the bytes
/// are split across reads.
///
/// Lines end with CR LF (a bare LF is accepted too). Each line is a
/// three-digit code, then `-` for a data line or a space for the final line
/// of a reply. A line that does not have that shape, or is longer than
/// ``maximumLineLength``, is a protocol error, and the parser stays failed.
public struct SSIPReplyParser: Sendable {
  /// The longest line accepted, in bytes.
  public static let maximumLineLength = 65_536

  private var pending: [UInt8] = []
  private var data: [String] = []
  private var failure: SSIPProtocolError?

  /// Creates a parser with nothing read.
  public init() {}

  /// Whether part of a reply has been read but not its final line.
  public var isInsideReply: Bool { !data.isEmpty || !pending.isEmpty }

  /// Adds bytes read from the server and returns the replies they complete.
  ///
  /// - Throws: ``SSIPProtocolError`` when a line is malformed or too long;
  ///   every later call throws it again.
  /// - Complexity: O(n) in the bytes given, plus the pending part of a line.
  public mutating func push(_ bytes: some Sequence<UInt8>) throws(SSIPProtocolError) -> [SSIPReply]
  {
    if let failure { throw failure }
    var replies: [SSIPReply] = []
    for byte in bytes {
      guard byte == UInt8(ascii: "\n") else {
        pending.append(byte)
        guard pending.count <= SSIPReplyParser.maximumLineLength else {
          return try fail(.lineTooLong)
        }
        continue
      }
      if pending.last == UInt8(ascii: "\r") { pending.removeLast() }
      let line = pending
      pending.removeAll(keepingCapacity: true)
      guard let (code, isFinal, text) = SSIPReplyParser.split(line) else {
        return try fail(.malformedLine(String(decoding: line, as: UTF8.self)))
      }
      if isFinal {
        replies.append(SSIPReply(code: code, data: data, message: text))
        data.removeAll()
      } else {
        data.append(text)
      }
    }
    return replies
  }

  private mutating func fail(_ error: SSIPProtocolError) throws(SSIPProtocolError) -> [SSIPReply] {
    failure = error
    throw error
  }

  /// A line's code, whether it is final, and its text; nil when malformed.
  static func split(_ line: [UInt8]) -> (Int, Bool, String)? {
    guard line.count >= 4 else {
      // "ddd" alone, with no text, still ends a reply.
      guard line.count == 3, let code = digits(line[0..<3]) else { return nil }
      return (code, true, "")
    }
    guard let code = digits(line[0..<3]) else { return nil }
    let separator = line[3]
    guard separator == UInt8(ascii: "-") || separator == UInt8(ascii: " ") else { return nil }
    let text = String(decoding: line[4...], as: UTF8.self)
    return (code, separator == UInt8(ascii: " "), text)
  }

  private static func digits(_ bytes: ArraySlice<UInt8>) -> Int? {
    var value = 0
    for byte in bytes {
      guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
      value = value * 10 + Int(byte - UInt8(ascii: "0"))
    }
    return value
  }
}

/// The server sent something that is not SSIP.
public enum SSIPProtocolError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A line without a three-digit code and a `-` or space after it.
  case malformedLine(String)
  /// A line longer than ``SSIPReplyParser/maximumLineLength``.
  case lineTooLong
  /// A reply that was not the one the command expects, such as an error code.
  case unexpectedReply(command: String, reply: SSIPReply)

  /// One line for the user, with what the server sent made visible.
  public var description: String {
    switch self {
    case .malformedLine(let line):
      "the server sent a line that is not SSIP: '\(visibleQuote(line))'"
    case .lineTooLong:
      "the server sent a line longer than \(SSIPReplyParser.maximumLineLength) bytes"
    case .unexpectedReply(let command, let reply):
      "'\(command)' was answered \(visibleQuote(reply.summary))"
    }
  }
}
