import TellerAccessibility

/// How every utterance sounds: the language, and the voice, rate, pitch and
/// volume the user gave, if any, with the same settings on
/// speech-dispatcher's scales.
///
/// A setting the user did not give is nil: eSpeak NG then uses its usual
/// value (``SpeechOptions/defaultRate`` and the like), and speech-dispatcher
/// is sent nothing, so the user's own configuration of the server stands.
public struct VoiceSettings: Hashable, Sendable {
  /// The session's language, the language of every utterance.
  public var language: Language
  /// A voice chosen by name (`--voice`), or nil for the language's.
  public var voice: String?
  /// Words per minute, 80 to 450, when given.
  public var rate: Int?
  /// Pitch, 0 to 100 (50 is usual), when given.
  public var pitch: Int?
  /// Volume, 0 to 200 (100 is usual), when given.
  public var volume: Int?

  /// Creates settings; what is not given is left to the engine.
  public init(
    language: Language, voice: String? = nil, rate: Int? = nil, pitch: Int? = nil,
    volume: Int? = nil
  ) {
    self.language = language
    self.voice = voice
    self.rate = rate
    self.pitch = pitch
    self.volume = volume
  }

  /// The settings the command line (or the configuration file) asks for, in a language.
  public init(_ options: SpeechOptions, language: Language) {
    self.init(
      language: language, voice: options.voice, rate: options.rate, pitch: options.pitch,
      volume: options.volume)
  }

  /// The language's code for speech engines: `en` or `ko`.
  public var languageCode: String { language.rawValue }

  /// The eSpeak NG voice: the one chosen by name, else `en` or `ko`.
  public var espeakVoice: String { voice ?? languageCode }

  /// eSpeak NG's rate in words per minute: the one given, else 175.
  public var espeakRate: Int { rate ?? SpeechOptions.defaultRate }
  /// eSpeak NG's pitch: the one given, else 50.
  public var espeakPitch: Int { pitch ?? SpeechOptions.defaultPitch }
  /// eSpeak NG's volume: the one given, else 100.
  public var espeakVolume: Int { volume ?? SpeechOptions.defaultVolume }

  /// speech-dispatcher's espeak-ng module's words per minute at SSIP rates
  /// −100, 0 and 100, as Debian configures it (`EspeakMinRate`,
  /// `EspeakNormalRate`, `EspeakMaxRate`); it draws straight lines between.
  public static let speechDispatcherRates = (slowest: 80, normal: 170, fastest: 449)

  /// The rate on SSIP's scale, −100 to 100, when one is given: the value at
  /// which speech-dispatcher's espeak-ng module speaks at the same words
  /// per minute (80 is −100, 170 is 0, 449 and faster are 100, straight
  /// lines between, rounded to nearest). Other modules read the scale their
  /// own way.
  public var ssipRate: Int? {
    guard let rate else { return nil }
    let scale = VoiceSettings.speechDispatcherRates
    if rate >= scale.normal {
      return VoiceSettings.scaled(rate - scale.normal, of: scale.fastest - scale.normal)
    }
    return -VoiceSettings.scaled(scale.normal - rate, of: scale.normal - scale.slowest)
  }

  /// The pitch on SSIP's scale, when given: 0 is −100, 50 (the voice's
  /// own) is 0, 100 is 100.
  public var ssipPitch: Int? { pitch.map { VoiceSettings.clamp($0 * 2 - 100) } }

  /// The volume on SSIP's scale, when given: 0 is −100, 100 is 0, 200 is 100.
  public var ssipVolume: Int? { volume.map { VoiceSettings.clamp($0 - 100) } }

  /// `part` out of `whole` on a scale of 100, rounded to nearest, at most 100.
  private static func scaled(_ part: Int, of whole: Int) -> Int {
    guard whole > 0 else { return 0 }
    return clamp((part * 200 + whole) / (2 * whole))
  }

  private static func clamp(_ value: Int) -> Int { min(100, max(-100, value)) }
}
