/// An event the server reports about a message, when notifications are on:
/// it began, ended, was cancelled, paused or resumed, or reached an index mark.
public struct SSIPEvent: Hashable, Sendable {
  /// What happened.
  public enum Kind: Hashable, Sendable {
    /// 700: an index mark in the text was reached; it carries the mark's name.
    case indexMark(String)
    /// 701: the message began to sound.
    case begin
    /// 702: the message finished.
    case end
    /// 703: the message was cancelled, spoken or not.
    case cancel
    /// 704: the message was paused.
    case pause
    /// 705: a paused message resumed.
    case resume
  }

  /// What happened.
  public var kind: Kind
  /// The id the server gave the message when it was queued (the `225-` line).
  public var messageID: Int
  /// The id of the client that sent it.
  public var clientID: Int
}

extension SSIPEvent {
  /// Reads an event from a 7xx reply; nil when the reply is not a
  /// well-formed event.
  public init?(_ reply: SSIPReply) {
    guard reply.isEvent, reply.data.count >= 2, let message = Int(reply.data[0]),
      let client = Int(reply.data[1])
    else { return nil }
    switch reply.code {
    case 700:
      guard reply.data.count >= 3 else { return nil }
      kind = .indexMark(reply.data[2])
    case 701: kind = .begin
    case 702: kind = .end
    case 703: kind = .cancel
    case 704: kind = .pause
    case 705: kind = .resume
    default: return nil
    }
    messageID = message
    clientID = client
  }
}
