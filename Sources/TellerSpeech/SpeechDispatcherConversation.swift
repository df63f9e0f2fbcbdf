import TellerPlatform
import TellerSSIP
import TellerSession
import TellerSpeechModel

/// What ``SpeechDispatcherSink``'s thread alone keeps of its talk with the
/// server: the connection, Teller's queue (``SpeechServerQueue``: one
/// utterance with the server at a time), the priority last set, and when
/// the message being said was sent.
struct SpeechDispatcherConversation {
  let connection: SSIPConnection
  private var queue = SpeechServerQueue()
  private var priority: SSIPPriority?
  private var sentAt = ContinuousClock.now

  init(connection: SSIPConnection) { self.connection = connection }

  /// Whether nothing is with the server and nothing waits.
  var isIdle: Bool { queue.isIdle }

  /// Queues an utterance, and sends it if the server is free.
  mutating func say(_ utterance: Utterance) throws(SSIPConnectionError) {
    if let next = queue.say(utterance) { try send(next) }
  }

  /// Drops what waits, and cancels what the server says (`CANCEL self`).
  mutating func cancel() throws(SSIPConnectionError) {
    queue.cancel()
    try connection.send(.cancel)
  }

  /// Gives up on the message being said once it has outlived its patience
  /// (the server never reported its end), and sends the next.
  ///
  /// - Returns: whether it gave up.
  mutating func giveUpIfOverdue() throws(SSIPConnectionError) -> Bool {
    guard let utterance = queue.speaking,
      ContinuousClock.now
        >= sentAt + .milliseconds(SpeechServerQueue.patienceMilliseconds(for: utterance))
    else { return false }
    if let next = queue.giveUp() { try send(next) }
    return true
  }

  /// Sends an utterance with its priority and notes its message id.
  private mutating func send(_ utterance: Utterance) throws(SSIPConnectionError) {
    let wanted = SpeechDispatcherSink.ssipPriority(utterance.priority)
    if wanted != priority {
      try connection.send(.setPriority(wanted))
      priority = wanted
    }
    sentAt = .now
    if let id = try connection.speak(utterance.text) { queue.accepted(messageID: id) }
  }

  /// Handles what the server reported: a message that ended or was
  /// cancelled lets the next one go.
  mutating func handleReports() throws(SSIPConnectionError) {
    var events = connection.takeEvents()
    while !events.isEmpty {
      for event in events where event.kind == .end || event.kind == .cancel {
        if let next = queue.finished(messageID: event.messageID) { try send(next) }
      }
      events = connection.takeEvents()
    }
  }

  /// Waits until the server or the session (`wakeDescriptor`) has
  /// something, at most until the message being said has outlived its
  /// patience, or `deadline`.
  ///
  /// - Throws: ``SSIPConnectionError`` when the server closed the connection.
  func wait(wakingOn wakeDescriptor: Int32, until deadline: ContinuousClock.Instant?)
    throws(SSIPConnectionError)
  {
    var limit = deadline
    if let utterance = queue.speaking {
      let patience =
        sentAt + .milliseconds(SpeechServerQueue.patienceMilliseconds(for: utterance))
      limit = min(limit ?? patience, patience)
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
