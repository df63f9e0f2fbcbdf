import TellerSSIP
import TellerText

/// The properties every byte stream from a speech-dispatcher server must
/// keep through ``SSIPReplyParser``, checked on one input, shaped for
/// fuzzing as ``keyDecoderViolation(_:splits:)``.
///
/// Parsing never crashes. Read in one piece or byte by byte, the stream
/// gives the same replies, or fails with the same error; a failed parser
/// stays failed. Every reply has a three-digit code and no line break in
/// its text, and every message made from a reply or an error is one line
/// without control characters, at most 600 characters, however long the
/// server's lines.
///
/// - Returns: a description of the first property broken, or nil.
public func ssipReplyViolation(_ bytes: [UInt8]) -> String? {
  func read(
    _ pieces: [ArraySlice<UInt8>]
  ) -> (replies: [SSIPReply], error: SSIPProtocolError?, recovered: Bool) {
    var parser = SSIPReplyParser()
    var replies: [SSIPReply] = []
    do {
      for piece in pieces { replies += try parser.push(piece) }
    } catch {
      let recovered = (try? parser.push([])) != nil
      return (replies, error, recovered)
    }
    return (replies, nil, false)
  }
  let whole = read([bytes[...]])
  let single = read(bytes.indices.map { bytes[$0...$0] })
  if whole.recovered || single.recovered { return "a failed parser recovered" }
  if let error = whole.error {
    if single.error != error {
      return "one read failed with \(error), bytes with \(String(describing: single.error))"
    }
  } else if single.error != nil || single.replies != whole.replies {
    return
      "one read gave \(whole.replies), byte by byte \(single.replies), \(String(describing: single.error))"
  }
  var messages = whole.error.map { [$0.description] } ?? []
  for reply in single.replies {
    if !(0...999).contains(reply.code) { return "code \(reply.code)" }
    if (reply.data + [reply.message]).contains(where: { $0.contains("\n") }) {
      return "a line break in \(reply)"
    }
    messages.append(SSIPProtocolError.unexpectedReply(command: "SPEAK", reply: reply).description)
  }
  for message in messages {
    if visibleText(message) != message { return "control characters in \(visibleText(message))" }
    if message.count > 600 { return "\(message.count) characters: \(message.prefix(200))…" }
  }
  return nil
}
