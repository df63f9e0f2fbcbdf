import TellerArguments
import TellerBank
import TellerPlatform
import TellerSSIP
import TellerSession
import TellerSpeechModel
import TellerWording

/// Speaks through speech-dispatcher, the speech server Orca uses, so
/// Teller's speech takes its turn with the screen reader's, in the user's
/// voice and rate.
///
/// speech-dispatcher cuts a `text` message off when a later one arrives,
/// so Teller does not hand it a queue: with notifications on, it sends one
/// utterance at a time and the next only when the server reports the last
/// one ended or was cancelled (``SpeechServerQueue``). What waits stays in
/// Teller, where a newer polite utterance replaces older polite ones still
/// waiting, as with eSpeak NG. Each utterance keeps its priority
/// (``SpeechPriority`` onto SSIP's `important`, `message` and `text`), so
/// the screen reader's speech and Teller's are ranked as usual; cutting in
/// is `CANCEL self`.
///
/// The connection, and everything on it, lives on a thread of its own, so
/// no call but ``finish(drain:at:)`` waits: with `speechd` even connecting
/// (and starting a server) happens there, while what is said meanwhile
/// waits. Every wait has a limit: each socket operation
/// (``SpeechDispatcher/timeoutMilliseconds`` while connecting,
/// ``SpeechDispatcher/sessionTimeoutMilliseconds`` after), each message's
/// report (its estimated speaking time with a margin, ``SpeechPatience``,
/// after which Teller goes on to the next, and says once why speech may
/// not be heard), draining at the end (``speechDrainLimitMilliseconds``).
/// When the server stops answering commands, one line says so (and that
/// its audio output may have failed) and speech stops for the rest of the
/// session, which goes on.
///
/// Nothing Teller queued is said after it exits: stopping sends `CANCEL
/// self`, and an ``EmergencyAction`` sends it from the signal path (or at
/// `exit`) if Teller ends before the thread can.
final class SpeechDispatcherSink: SpeechSink, Sendable {
  /// The longest ``finish(drain:at:)`` waits for the thread when stopping.
  static let stopMilliseconds = 150

  /// How the sink reaches the server.
  enum Start {
    /// A connection opened and named already, handed over to the sink's
    /// thread (so given as `sending`).
    case connected(SSIPConnection)
    /// An address to connect to on the sink's thread, starting a server
    /// once with `speech-dispatcher --spawn` when `spawn` and nothing answers.
    case connecting(SpeechDispatcherAddress, spawn: Bool)
  }

  private enum Event {
    case say(Utterance)
    case cancel
    case finish(drain: Bool)
  }

  private let settings: VoiceSettings
  private let report: NoticeReport
  private let inbox = SpeechInbox<Event>(wakes: true)
  private let emergency: EmergencyAction?
  private let worker = Locked<SpeechThread?>(nil)
  /// Whether the session stopped speech: a server that cannot be reached
  /// then needs no word.
  private let stopRequested = Locked(false)

  /// Starts the sink's thread, which connects when asked to and sets the
  /// connection up (``SpeechDispatcher/configure(_:_:)``).
  ///
  /// - Throws: ``SpeechUnavailable`` when no thread can be started.
  init(
    _ start: sending Start, settings: VoiceSettings, report: @escaping NoticeReport
  ) throws(SpeechUnavailable) {
    self.settings = settings
    self.report = report
    emergency = EmergencyAction.send(
      Array(SSIPCommand.cancel.line.utf8), endingMessageWith: Array(SSIPText.terminator.utf8))
    if case .connected(let connection) = start { connection.emergency = emergency }
    let thread = try SpeechThread.started(retiringOnFailure: emergency) { [self] in work(start) }
    worker.withLock { $0 = thread }
  }

  /// SSIP's priority for each of Teller's.
  static func ssipPriority(_ priority: SpeechPriority) -> SSIPPriority {
    switch priority {
    case .important: .important
    case .message: .message
    case .text: .text
    }
  }

  func say(_ utterance: Utterance) { inbox.post(.say(utterance)) }

  func cancel(at time: ModelTime) { inbox.post(.cancel) }

  func finish(drain: Bool, at time: ModelTime?) -> ExitCode? {
    // Stopping drops what is not yet sent: it would only be cancelled.
    if !drain {
      stopRequested.withLock { $0 = true }
      inbox.clear()
    }
    inbox.post(.finish(drain: drain), closing: true)
    let limit = drain ? speechDrainLimitMilliseconds + 1_000 : SpeechDispatcherSink.stopMilliseconds
    let thread = worker.withLock { worker in
      defer { worker = nil }
      return worker
    }
    let ended = thread?.join(timeoutMilliseconds: limit) ?? true
    // A thread still at work keeps the emergency cancel armed for exit.
    if ended { emergency?.retire() }
    return nil
  }

  private func work(_ start: Start) {
    guard let connection = open(start) else {
      inbox.shut()
      return
    }
    var conversation = SpeechDispatcherConversation(
      connection: connection,
      patience: SpeechPatience(language: settings.language, wordsPerMinute: settings.rate))
    var finishing: (drain: Bool, deadline: ContinuousClock.Instant)?
    do throws(SSIPConnectionError) {
      while true {
        try conversation.handleReports()
        for event in inbox.takeNow() {
          switch event {
          case .say(let utterance): try conversation.say(utterance)
          case .cancel: try conversation.cancel()
          case .finish(let drain):
            finishing = (drain, .now + .milliseconds(speechDrainLimitMilliseconds))
          }
        }
        try conversation.handleReports()
        if let finishing {
          if !finishing.drain || ContinuousClock.now >= finishing.deadline {
            // The server says what it holds after the client leaves.
            try connection.send(.cancel)
            break
          }
          if conversation.isIdle { break }
        }
        if let expiry = try conversation.expireIfOverdue() {
          if let silence = expiry.silence { report(Self.notice(for: silence)) }
          continue
        }
        try conversation.wait(wakingOn: inbox.wakeDescriptor, until: finishing?.deadline)
      }
    } catch {
      inbox.shut()
      if finishing == nil {
        // A server that answered while speech was set up and stops now
        // is stuck, as speech-dispatcher is when its audio output fails.
        let problem: SpeechProblem =
          if case .timedOut(let address, let milliseconds) = error {
            .dispatcherStopped(address: address.description, milliseconds: Int(milliseconds))
          } else {
            .dispatcher(error.problem)
          }
        report(.speechOff(.speech, problem))
      }
    }
    connection.close()
  }

  /// The notice that says, once, why speech may not be heard: the server
  /// did not report the end of a message in the time it should take to say.
  static func notice(for silence: SpeechServerSilence) -> EdgeNotice {
    let seconds = Int((silence.waited.milliseconds + 999) / 1000)
    return .speechProblem(.dispatcherUnreported(began: silence.began, seconds: seconds))
  }

  /// Connects, if not connected, and sets the connection up; reports why not.
  private func open(_ start: Start) -> SSIPConnection? {
    do throws(SpeechUnavailable) {
      let connection: SSIPConnection
      switch start {
      case .connected(let open): connection = open
      case .connecting(let address, let spawn):
        connection = try SpeechDispatcher.open(address, spawn: spawn)
        connection.emergency = emergency
      }
      connection.timeoutMilliseconds = SpeechDispatcher.timeoutMilliseconds
      do throws(SpeechUnavailable) {
        try SpeechDispatcher.configure(connection, settings)
      } catch {
        connection.close()
        throw error
      }
      connection.timeoutMilliseconds = SpeechDispatcher.sessionTimeoutMilliseconds
      return connection
    } catch {
      // A session that has already stopped needs no word on it.
      if !stopRequested.withLock({ $0 }) { report(error.notice()) }
      return nil
    }
  }
}
