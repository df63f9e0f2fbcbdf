import TellerAccessibility
import TellerApp

/// Speech for a session: records go in, and are spoken live, recorded
/// into a WAV file, or both, as the command line asked.
///
/// When speech cannot be given (no eSpeak NG, no player, a file that
/// cannot be written) one line says why on standard error, and the
/// session goes on without it.
public final class SpeechOutput {
  private let policy: SpeechPolicy
  private var recorder: SpeechRecorder?
  private var speaker: LiveSpeaker?

  private init(policy: SpeechPolicy, recorder: SpeechRecorder?, speaker: LiveSpeaker?) {
    self.policy = policy
    self.recorder = recorder
    self.speaker = speaker
  }

  /// Starts the speech the options ask for.
  ///
  /// - Parameters:
  ///   - options: from the command line.
  ///   - language: the session's language, which chooses the voice.
  ///   - report: writes a line to standard error; may be called from
  ///     another thread.
  /// - Returns: nil when no speech was asked for or none can be given.
  public static func start(
    _ options: SpeechOptions, language: Language,
    report: @escaping @Sendable (String) -> Void
  ) -> SpeechOutput? {
    guard options.isRequested else { return nil }
    let synthesizer: ESpeakSynthesizer
    switch ESpeakSynthesizer.shared {
    case .success(let shared): synthesizer = shared
    case .failure(let error):
      report(error.message())
      return nil
    }
    let policy = SpeechPolicy(language: language, voice: options.voice, rate: options.rate)
    do throws(SpeechUnavailable) {
      try synthesizer.select(voice: policy.voice)
    } catch {
      report(error.message())
      return nil
    }
    var recorder: SpeechRecorder?
    if let path = options.wavPath {
      do throws(SpeechUnavailable) {
        recorder = try SpeechRecorder(path: path, synthesizer: synthesizer, report: report)
      } catch {
        report(error.message("the speech recording"))
      }
    }
    var speaker: LiveSpeaker?
    if options.live {
      do throws(SpeechUnavailable) {
        let player = try AudioPlayer.find(sampleRate: synthesizer.sampleRate)
        speaker = LiveSpeaker(synthesizer: synthesizer, player: player, report: report)
      } catch {
        report(error.message("live speech"))
      }
    }
    guard recorder != nil || speaker != nil else { return nil }
    return SpeechOutput(policy: policy, recorder: recorder, speaker: speaker)
  }

  /// Speaks a record, if the policy says it is spoken.
  public func speak(_ record: OutputRecord) {
    guard let utterance = policy.utterance(for: record) else { return }
    recorder?.record(utterance)
    speaker?.speak(utterance)
  }

  /// Finishes: lets waiting speech end (for a few seconds at most) and
  /// closes the recording.
  public func finish() {
    speaker?.finish()
    speaker = nil
    recorder?.finish()
    recorder = nil
  }
}
