/// One complete SSIP reply: zero or more data lines (`ccc-data`) and the
/// final line (`ddd text`), whose code gives the result.
///
/// Replies in the 700s are events the server sends on its own; see
/// ``SSIPEvent``.
public struct SSIPReply: Hashable, Sendable {
  /// The final line's three-digit code, such as 225.
  public var code: Int
  /// The data lines' text, in order, without their codes.
  public var data: [String]
  /// The final line's text, such as `OK MESSAGE QUEUED`.
  public var message: String

  /// Creates a reply.
  public init(code: Int, data: [String] = [], message: String) {
    self.code = code
    self.data = data
    self.message = message
  }

  /// What a reply's code says, by its first digit.
  public enum Group: Hashable, Sendable {
    /// 1xx: information, such as help.
    case information
    /// 2xx: the command succeeded.
    case success
    /// 3xx: the server failed.
    case serverError
    /// 4xx: bad arguments or parameters.
    case clientError
    /// 5xx: a command the server could not parse.
    case syntaxError
    /// 7xx: an event notification.
    case event
    /// Any other code.
    case unknown
  }

  /// The group of the reply's code.
  public var group: Group {
    switch code / 100 {
    case 1: .information
    case 2: .success
    case 3: .serverError
    case 4: .clientError
    case 5: .syntaxError
    case 7: .event
    default: .unknown
    }
  }

  /// Whether the command succeeded: a 1xx or 2xx code.
  public var isSuccess: Bool { group == .information || group == .success }

  /// Whether it is an event notification rather than a reply to a command.
  public var isEvent: Bool { group == .event }

  /// The reply as one line for messages, such as `410 ERR INVALID VOICE`.
  public var summary: String { "\(code) \(message)" }
}
