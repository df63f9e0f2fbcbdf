import TellerAccessibility

/// How every utterance sounds: the language, a voice chosen by name, the
/// rate, pitch and volume, and the same settings on speech-dispatcher's
/// scales.
public struct VoiceSettings: Hashable, Sendable {
  /// The session's language.
  public var language: Language
  /// A voice chosen by name (`--voice`), or nil for the language's.
  public var voice: String?
  /// Words per minute, 80 to 450.
  public var rate: Int
  /// Pitch, 0 to 100; 50 is usual.
  public var pitch: Int
  /// Volume, 0 to 200; 100 is usual.
  public var volume: Int

  /// Creates settings; the defaults are eSpeak NG's.
  public init(
    language: Language, voice: String? = nil, rate: Int = SpeechOptions.defaultRate,
    pitch: Int = SpeechOptions.defaultPitch, volume: Int = SpeechOptions.defaultVolume
  ) {
    self.language = language
    self.voice = voice
    self.rate = rate
    self.pitch = pitch
    self.volume = volume
  }

  /// The settings the command line asks for, in a language.
  public init(_ options: SpeechOptions, language: Language) {
    self.init(
      language: language, voice: options.voice, rate: options.rate, pitch: options.pitch,
      volume: options.volume)
  }

  /// The language's code for speech engines: `en` or `ko`.
  public var languageCode: String { language.rawValue }

  /// The eSpeak NG voice: the one chosen by name, else `en` or `ko`.
  public var espeakVoice: String { voice ?? languageCode }

  /// The rate on SSIP's scale, −100 to 100: 175 words per minute is 0,
  /// 80 is −100 and 450 is 100, straight lines between.
  public var ssipRate: Int {
    let normal = SpeechOptions.defaultRate
    if rate >= normal {
      return VoiceSettings.scaled(rate - normal, of: SpeechOptions.fastestRate - normal)
    }
    return -VoiceSettings.scaled(normal - rate, of: normal - SpeechOptions.slowestRate)
  }

  /// The pitch on SSIP's scale: 0 is −100, 50 is 0, 100 is 100.
  public var ssipPitch: Int { VoiceSettings.clamp(pitch * 2 - 100) }

  /// The volume on SSIP's scale: 0 is −100, 100 is 0, 200 is 100.
  public var ssipVolume: Int { VoiceSettings.clamp(volume - 100) }

  /// `part` out of `whole` on a scale of 100, rounded to nearest, at most 100.
  private static func scaled(_ part: Int, of whole: Int) -> Int {
    guard whole > 0 else { return 0 }
    return clamp((part * 200 + whole) / (2 * whole))
  }

  private static func clamp(_ value: Int) -> Int { min(100, max(-100, value)) }
}
