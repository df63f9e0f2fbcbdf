import TellerArguments

/// Which speech engine live speech uses (`--speech-engine`,
/// `TELLER_SPEECH_ENGINE`).
///
/// A recording (`--speech-wav`) always uses eSpeak NG, which renders
/// samples in the process.
public enum SpeechEngineChoice: String, Hashable, Sendable, CaseIterable {
  /// speech-dispatcher when its socket answers, else eSpeak NG, else silence
  /// with one notice.
  case auto
  /// eSpeak NG in the process, played through an audio player.
  case espeak
  /// speech-dispatcher, the speech server Orca uses; started once if no
  /// server answers.
  case speechd

  /// The environment variable that chooses the engine when the flag is absent.
  public static let variable = "TELLER_SPEECH_ENGINE"

  /// The engine the flag, else the environment variable, asks for; `auto`
  /// when neither is given. An empty variable counts as unset.
  ///
  /// - Throws: ``UsageError`` naming `--speech-engine` or
  ///   `TELLER_SPEECH_ENGINE` when the value is not auto, espeak or speechd.
  public static func decide(
    flag: String?, variable: String?, command: String = "teller"
  ) throws(UsageError) -> SpeechEngineChoice {
    let names = allCases.map(\.rawValue)
    if let flag {
      guard let choice = SpeechEngineChoice(rawValue: flag) else {
        throw UsageError(
          .notAChoice(option: "speech-engine", choices: names, value: flag), command: command)
      }
      return choice
    }
    guard let variable, !variable.isEmpty else { return .auto }
    guard let choice = SpeechEngineChoice(rawValue: variable.lowercased()) else {
      throw UsageError(
        .environmentNotAChoice(variable: self.variable, choices: names, value: variable),
        command: command)
    }
    return choice
  }
}
