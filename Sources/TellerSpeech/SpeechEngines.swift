import TellerApp
import TellerArguments
import TellerSSIP

/// Chooses and opens the speech engines: eSpeak NG in the process, and
/// speech-dispatcher for live speech when it answers or is asked for.
enum SpeechEngines {
  /// Why live speech cannot be given, and what is off because of it.
  struct Failure: Error {
    /// The reason.
    var reason: SpeechUnavailable
    /// What is off: `speech`, or `live speech` when only the player is missing.
    var what: String
    /// Whether eSpeak NG itself cannot be loaded or has no such voice.
    var isESpeakProblem: Bool

    /// The line for standard error.
    var line: String { reason.message(what) }
  }

  /// The process's eSpeak NG, with the voice checked.
  static func espeak(_ settings: VoiceSettings) -> Result<ESpeakSynthesizer, SpeechUnavailable> {
    ESpeakSynthesizer.shared.flatMap { synthesizer in
      do throws(SpeechUnavailable) {
        try synthesizer.select(voice: settings.espeakVoice)
        return .success(synthesizer)
      } catch {
        return .failure(error)
      }
    }
  }

  /// The sink for live speech with an engine choice.
  ///
  /// `auto` uses speech-dispatcher when its socket answers at once, without
  /// starting a server; otherwise eSpeak NG with an audio player. `speechd`
  /// starts a server once when none answers.
  static func live(
    _ choice: SpeechEngineChoice, settings: VoiceSettings, environment: (String) -> String?,
    report: @escaping @Sendable (String) -> Void
  ) -> Result<any SpeechSink, Failure> {
    switch choice {
    case .speechd:
      do throws(SpeechUnavailable) {
        let address = try SpeechDispatcher.address(environment: environment)
        return .success(try speechDispatcher(at: address, spawn: true, settings, report))
      } catch {
        return .failure(Failure(reason: error, what: "speech", isESpeakProblem: false))
      }
    case .espeak:
      return espeakLive(settings, report)
    case .auto:
      let why: String
      do throws(SpeechUnavailable) {
        let address = try SpeechDispatcher.address(environment: environment)
        do throws(SpeechUnavailable) {
          return .success(try speechDispatcher(at: address, spawn: false, settings, report))
        } catch {
          why = "speech-dispatcher does not answer at \(visibleText(address.description))"
        }
      } catch {
        why = withoutFinalStop(error.reason)
      }
      return espeakLive(settings, report).mapError { failure in
        guard failure.isESpeakProblem else { return failure }
        let reason = SpeechUnavailable("\(why), and \(failure.reason.reason)")
        return Failure(reason: reason, what: "speech", isESpeakProblem: true)
      }
    }
  }

  /// A sentence without its full stop, to join it to another.
  private static func withoutFinalStop(_ text: String) -> String {
    text.hasSuffix(".") ? String(text.dropLast()) : text
  }

  private static func speechDispatcher(
    at address: SpeechDispatcherAddress, spawn: Bool, _ settings: VoiceSettings,
    _ report: @escaping @Sendable (String) -> Void
  ) throws(SpeechUnavailable) -> any SpeechSink {
    let timeout = spawn ? SpeechDispatcher.timeoutMilliseconds : SpeechDispatcher.probeMilliseconds
    let connection = try SpeechDispatcher.open(address, spawn: spawn, timeout: timeout)
    connection.timeoutMilliseconds = SpeechDispatcher.timeoutMilliseconds
    try SpeechDispatcher.configure(connection, settings)
    return try SpeechDispatcherSink(connection: connection, report: report)
  }

  private static func espeakLive(
    _ settings: VoiceSettings, _ report: @escaping @Sendable (String) -> Void
  ) -> Result<any SpeechSink, Failure> {
    let synthesizer: ESpeakSynthesizer
    switch espeak(settings) {
    case .success(let loaded): synthesizer = loaded
    case .failure(let reason):
      return .failure(Failure(reason: reason, what: "speech", isESpeakProblem: true))
    }
    do throws(SpeechUnavailable) {
      let player = try AudioPlayer.find(sampleRate: synthesizer.sampleRate)
      return .success(
        try LiveSpeaker(
          synthesizer: synthesizer, settings: settings, player: player, report: report))
    } catch {
      return .failure(Failure(reason: error, what: "live speech", isESpeakProblem: false))
    }
  }
}
