import TellerArguments

/// Whether a message for the user breaks the rules every message keeps:
/// one line, no control characters (outside text is made visible), and
/// short, as quotations stop at 80 characters.
///
/// - Parameters:
///   - message: the message.
///   - limit: the most characters it may have.
/// - Returns: what is wrong, or nil.
func messageViolation(_ message: String, limit: Int) -> String? {
  if visibleText(message) != message { return "control characters in \(visibleText(message))" }
  if message.count > limit { return "\(message.count) characters, more than \(limit): \(message)" }
  if message.isEmpty { return "an empty message" }
  return nil
}

/// The first violation among messages, or nil.
func firstViolation(_ messages: [String], limit: Int) -> String? {
  for message in messages {
    if let violation = messageViolation(message, limit: limit) { return violation }
  }
  return nil
}
