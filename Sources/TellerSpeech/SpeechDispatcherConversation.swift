import TellerBank
import TellerPlatform
import TellerSSIP
import TellerSession
import TellerSpeechModel

/// What ``SpeechDispatcherSink``'s thread alone keeps of its talk with the
/// server: the connection, Teller's queue (``SpeechServerQueue``: one
/// utterance with the server at a time, each waited for until its
/// deadline), the priority last set, and the clock that gives the queue
/// its times.
///
/// The queue decides, with time as data; the conversation only reads the
/// clock (as the time since it began) and does what the queue says.
struct SpeechDispatcherConversation {
  let connection: SSIPConnection
  private var queue: SpeechServerQueue
  private var priority: SSIPPriority?
  private let origin = ContinuousClock.now

  init(connection: SSIPConnection, patience: SpeechPatience) {
    self.connection = connection
    queue = SpeechServerQueue(patience: patience)
  }

  /// Whether nothing is with the server and nothing waits.
  var isIdle: Bool { queue.isIdle }

  /// The time since the conversation began, as the queue counts it.
  private var now: ModelTime { ModelTime(realElapsed: origin.duration(to: .now), speed: 1) }

  /// Queues an utterance, and sends it if the server is free.
  mutating func say(_ utterance: Utterance) throws(SSIPConnectionError) {
    if let next = queue.say(utterance, at: now) { try send(next) }
  }

  /// Drops what waits, and cancels what the server says (`CANCEL self`).
  mutating func cancel() throws(SSIPConnectionError) {
    queue.cancel()
    try connection.send(.cancel)
  }

  /// Gives up on the message being said once its deadline has passed (the
  /// server never reported its end), and sends the next.
  ///
  /// - Returns: nil when nothing was overdue; otherwise whether the server
  ///   looks unable to speak, said once a conversation.
  mutating func expireIfOverdue() throws(SSIPConnectionError) -> SpeechServerQueue.Expiry? {
    guard let expiry = queue.expire(at: now) else { return nil }
    if let next = expiry.next { try send(next) }
    return expiry
  }

  /// Sends an utterance with its priority and notes its message id.
  private mutating func send(_ utterance: Utterance) throws(SSIPConnectionError) {
    let wanted = SpeechDispatcherSink.ssipPriority(utterance.priority)
    if wanted != priority {
      try connection.send(.setPriority(wanted))
      priority = wanted
    }
    if let id = try connection.speak(utterance.text) { queue.accepted(messageID: id) }
  }

  /// Handles what the server reported: a message that began is waited for
  /// from then; one that ended or was cancelled lets the next one go.
  mutating func handleReports() throws(SSIPConnectionError) {
    var events = connection.takeEvents()
    while !events.isEmpty {
      for event in events {
        switch event.kind {
        case .begin: queue.began(messageID: event.messageID, at: now)
        case .end, .cancel:
          if let next = queue.finished(messageID: event.messageID, at: now) { try send(next) }
        case .indexMark, .pause, .resume: break
        }
      }
      events = connection.takeEvents()
    }
  }

  /// Waits until the server or the session (`wakeDescriptor`) has
  /// something, at most until the message being said reaches its
  /// deadline, or `deadline`.
  ///
  /// - Throws: ``SSIPConnectionError`` when the server closed the connection.
  func wait(wakingOn wakeDescriptor: Int32, until deadline: ContinuousClock.Instant?)
    throws(SSIPConnectionError)
  {
    var limit = deadline
    if let due = queue.deadline {
      let instant = origin + .nanoseconds(due.nanoseconds)
      limit = min(limit ?? instant, instant)
    }
    var timeout: Int32 = -1
    if let limit {
      let left = ContinuousClock.now.duration(to: limit).components
      let milliseconds = left.seconds * 1000 + left.attoseconds / 1_000_000_000_000_000 + 1
      timeout = Int32(clamping: max(0, milliseconds))
    }
    let ready = try? FileDescriptor.waitOnce(
      for: [
        (FileDescriptor(connection.fileDescriptor), .readable),
        (FileDescriptor(wakeDescriptor), .readable),
      ], milliseconds: timeout)
    if let ready, !ready[0].isEmpty { try connection.receiveEvents() }
  }
}
