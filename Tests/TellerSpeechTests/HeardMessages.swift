/// One message a client gave speech-dispatcher, as its log tells it: the
/// text, the priority it was sent with, and when the server began it,
/// ended it (heard to the end) or cancelled it (cut, or dropped before it
/// began).
struct HeardMessage: Hashable {
  var id: Int
  var text: String
  var priority: String
  var began: Int64?
  var ended: Int64?
  var cancelled: Int64?

  /// Heard to the end.
  var isHeard: Bool { began != nil && ended != nil }
  /// Begun, then cut off.
  var isCut: Bool { began != nil && cancelled != nil }
  /// Cancelled before it began.
  var isDropped: Bool { began == nil && cancelled != nil }
}

/// The log's lines of the first client whose name ends in `:teller:main`:
/// from its name on, until another client that gets the same descriptor
/// names itself.
func tellerEntries(in entries: [SSIPLogEntry]) -> [SSIPLogEntry] {
  func names(_ entry: SSIPLogEntry) -> Bool {
    entry.direction == .received && entry.text.uppercased().hasPrefix("SET SELF CLIENT_NAME ")
  }
  guard let start = entries.firstIndex(where: { names($0) && $0.text.hasSuffix(":teller:main") })
  else { return [] }
  let client = entries[start].client
  let rest = entries[start...].filter { $0.client == client }
  let end = rest.dropFirst().firstIndex(where: names) ?? rest.endIndex
  return Array(rest[..<end])
}

/// Every message of one client's log lines, in order, with what the server
/// reported about it.
func heardMessages(in entries: [SSIPLogEntry]) -> [HeardMessage] {
  var messages: [HeardMessage] = []
  var byID: [Int: Int] = [:]
  var priority = "message"
  var body: [String]?
  var awaitingID: (text: String, priority: String)?
  for entry in entries {
    switch entry.direction {
    case .received:
      if var lines = body {
        if entry.text == "." {
          awaitingID = (lines.joined(separator: "\n"), priority)
          body = nil
        } else {
          lines.append(entry.text)
          body = lines
        }
      } else if entry.text == "SPEAK" {
        body = []
      } else if entry.text.hasPrefix("SET self PRIORITY ") {
        priority = String(entry.text.dropFirst("SET self PRIORITY ".count))
      }
    case .sent:
      if let (text, sentPriority) = awaitingID, entry.text.hasPrefix("225-"),
        let id = Int(entry.text.dropFirst(4))
      {
        byID[id] = messages.count
        messages.append(HeardMessage(id: id, text: text, priority: sentPriority))
        awaitingID = nil
      }
    }
  }
  // Events are matched in a second pass: under load the server can log a
  // message's BEGIN before the reply that gave the message its number.
  for entry in entries where entry.direction == .sent {
    guard let (code, id) = entry.event, let index = byID[id] else { continue }
    switch code {
    case 701: messages[index].began = entry.microseconds
    case 702: messages[index].ended = entry.microseconds
    case 703: messages[index].cancelled = entry.microseconds
    default: break
    }
  }
  return messages
}
