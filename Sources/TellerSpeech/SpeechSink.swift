import TellerArguments
import TellerBank
import TellerSpeechModel

/// Somewhere utterances are said: eSpeak NG through an audio player,
/// speech-dispatcher, or a WAV recording.
///
/// ``SpeechOutput`` decides what to say and when to cut in (with
/// ``SpeechScheduler``); a sink only says, cancels and finishes. Every
/// method but ``finish(drain:at:)`` returns at once, the work happening on
/// the sink's own thread, so speech never holds up keys, the screen or the
/// clock.
public protocol SpeechSink: AnyObject {
  /// Says an utterance after whatever waits; a polite one replaces polite
  /// ones still waiting.
  func say(_ utterance: Utterance)
  /// Stops what is being said (for a recording, at that model time) and
  /// drops what waits.
  func cancel(at time: ModelTime)
  /// Ends the sink and waits for it. With `drain`, what waits is said
  /// first; without, speech stops at once (a recording is cut at `time`,
  /// or at the latest model time it has seen).
  ///
  /// - Returns: the status to exit with because of the sink, when it is
  ///   not success: 74 when a recording could not be written.
  func finish(drain: Bool, at time: ModelTime?) -> ExitCode?
}

/// The longest a live sink drains at the end of input before it stops
/// what is left: 60 seconds, so a long queue never keeps Teller from
/// exiting.
let speechDrainLimitMilliseconds = 60_000
