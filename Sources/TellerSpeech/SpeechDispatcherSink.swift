import TellerApp
import TellerArguments
import TellerBank
import TellerSSIP

/// Speaks through speech-dispatcher, the speech server Orca uses, so
/// Teller's speech takes its turn with the screen reader's, in the user's
/// voice and rate.
///
/// Each utterance is sent at once with its priority (``SpeechPriority``
/// maps onto SSIP's `important`, `message` and `text`), and a cancel is
/// `CANCEL self`: the server keeps the queue, and its priorities make polite
/// text wait for messages and give way to newer text. The socket is written
/// on a thread of its own, in order. When the server stops answering, one
/// line is reported and speech stops for the rest of the session.
final class SpeechDispatcherSink: SpeechSink, @unchecked Sendable {
  // Unchecked: the connection and `priority` are touched only by the worker thread.

  /// The longest ``finish(drain:at:)`` waits for the thread when stopping.
  static let stopMilliseconds = 150

  private enum Event {
    case say(Utterance)
    case cancel
    case finish(drain: Bool)
  }

  private let connection: SSIPConnection
  private let report: @Sendable (String) -> Void
  private let inbox = SpeechInbox<Event>()
  private var priority: SSIPPriority?
  private var worker: SpeechThread?

  /// Takes over an open, configured connection and starts its thread.
  ///
  /// - Throws: ``SpeechUnavailable`` when no thread can be started.
  init(connection: SSIPConnection, report: @escaping @Sendable (String) -> Void)
    throws(SpeechUnavailable)
  {
    self.connection = connection
    self.report = report
    worker = SpeechThread.start { [self] in work() }
    guard worker != nil else { throw SpeechUnavailable("no thread could be started for it.") }
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
    if !drain { inbox.clear() }
    inbox.post(.finish(drain: drain), closing: true)
    worker?.join(timeoutMilliseconds: drain ? nil : SpeechDispatcherSink.stopMilliseconds)
    worker = nil
    return nil
  }

  private func work() {
    var ended = false
    while !ended {
      do throws(SSIPConnectionError) {
        for event in inbox.take() {
          switch event {
          case .say(let utterance):
            let wanted = SpeechDispatcherSink.ssipPriority(utterance.priority)
            if wanted != priority {
              try connection.send(.setPriority(wanted))
              priority = wanted
            }
            try connection.speak(utterance.text)
          case .cancel:
            try connection.send(.cancel)
          case .finish(let drain):
            // The server says what it holds after the client leaves; stopping cancels it first.
            if !drain { try connection.send(.cancel) }
            ended = true
          }
        }
      } catch {
        inbox.shut()
        if !ended {
          report(SpeechUnavailable("speech-dispatcher: \(error.description).").message())
        }
        ended = true
      }
    }
    connection.close()
  }
}
