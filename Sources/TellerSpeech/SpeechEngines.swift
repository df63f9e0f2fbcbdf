import TellerArguments
import TellerSSIP
import TellerSession
import TellerSpeechModel
import TellerWording

/// Chooses and opens the speech engines: eSpeak NG in the process, and
/// speech-dispatcher for live speech when it answers or is asked for.
enum SpeechEngines {
  /// Why live speech cannot be given, and what is off because of it.
  struct Failure: Error {
    /// The reason.
    var reason: SpeechUnavailable
    /// What is off: speech, or live speech when only the player is missing.
    var what: SpeechPart
    /// Whether eSpeak NG itself cannot be loaded or has no such voice.
    var isESpeakProblem: Bool
    /// The voice eSpeak NG has none of, when that is the problem.
    var missingVoice: String? = nil

    /// The notice that says what is off, and why.
    var notice: EdgeNotice { reason.notice(what) }
  }

  /// The process's eSpeak NG, with the voice checked.
  static func espeak(_ settings: VoiceSettings) -> Result<ESpeakSynthesizer, Failure> {
    let synthesizer: ESpeakSynthesizer
    switch ESpeakSynthesizer.shared {
    case .success(let loaded): synthesizer = loaded
    case .failure(let reason):
      return .failure(Failure(reason: reason, what: .speech, isESpeakProblem: true))
    }
    do throws(SpeechUnavailable) {
      try synthesizer.select(voice: settings.espeakVoice)
      return .success(synthesizer)
    } catch {
      return .failure(
        Failure(
          reason: error, what: .speech, isESpeakProblem: true, missingVoice: settings.espeakVoice))
    }
  }

  /// The sink for live speech with an engine choice.
  ///
  /// `auto` uses speech-dispatcher when its socket answers within
  /// ``SpeechDispatcher/probeMilliseconds``, without starting a server;
  /// otherwise eSpeak NG with an audio player. `speechd` connects on the
  /// sink's own thread, starting a server once when none answers, so the
  /// session's first line never waits for it.
  static func live(
    _ choice: SpeechEngineChoice, settings: VoiceSettings, environment: (String) -> String?,
    report: @escaping NoticeReport
  ) -> Result<any SpeechSink, Failure> {
    switch choice {
    case .speechd:
      do throws(SpeechUnavailable) {
        let address = try SpeechDispatcher.address(environment: environment)
        return .success(
          try SpeechDispatcherSink(
            .connecting(address, spawn: true), settings: settings, report: report))
      } catch {
        return .failure(Failure(reason: error, what: .speech, isESpeakProblem: false))
      }
    case .espeak:
      return espeakLive(settings, report)
    case .auto:
      let why: SpeechProblem
      do throws(SpeechUnavailable) {
        let address = try SpeechDispatcher.address(environment: environment)
        do throws(SpeechUnavailable) {
          let connection = try SpeechDispatcher.open(
            address, spawn: false, timeout: SpeechDispatcher.probeMilliseconds)
          return .success(
            try SpeechDispatcherSink(.connected(connection), settings: settings, report: report))
        } catch {
          why = .dispatcherSilent(address: address.description)
        }
      } catch {
        why = error.problem
      }
      return espeakLive(settings, report).mapError { failure in
        guard failure.isESpeakProblem else { return failure }
        let reason = SpeechUnavailable(.both(why, failure.reason.problem))
        return Failure(reason: reason, what: .speech, isESpeakProblem: true)
      }
    }
  }

  private static func espeakLive(
    _ settings: VoiceSettings, _ report: @escaping NoticeReport
  ) -> Result<any SpeechSink, Failure> {
    let synthesizer: ESpeakSynthesizer
    switch espeak(settings) {
    case .success(let loaded): synthesizer = loaded
    case .failure(let failure): return .failure(failure)
    }
    do throws(SpeechUnavailable) {
      let player = try AudioPlayer.find(sampleRate: synthesizer.sampleRate)
      return .success(
        try LiveSpeaker(
          synthesizer: synthesizer, settings: settings, player: player, report: report))
    } catch {
      return .failure(Failure(reason: error, what: .liveSpeech, isESpeakProblem: false))
    }
  }
}
