import TellerArguments

/// What the command line asks of speech: live, into a WAV file, or both,
/// with an engine, a voice, a rate, a pitch and a volume.
public struct SpeechOptions: Hashable, Sendable {
  /// The slowest rate, in words per minute.
  public static let slowestRate = 80
  /// The fastest rate, in words per minute.
  public static let fastestRate = 450
  /// eSpeak NG's usual rate, in words per minute, used when none is given.
  public static let defaultRate = 175
  /// The pitches `--pitch` takes, eSpeak NG's scale.
  public static let pitches = 0...100
  /// The usual pitch.
  public static let defaultPitch = 50
  /// The volumes `--volume` takes, eSpeak NG's scale; 100 is normal.
  public static let volumes = 0...200
  /// The usual volume.
  public static let defaultVolume = 100

  /// Whether to speak live (`--speech`).
  public var live: Bool
  /// The WAV file to record what a listener hears into (`--speech-wav`).
  public var wavPath: String?
  /// The voice name, overriding the language's (`--voice`).
  public var voice: String?
  /// Words per minute (`--rate`), when given.
  public var rate: Int?
  /// Pitch, 0 to 100 (`--pitch`), when given.
  public var pitch: Int?
  /// Volume, 0 to 200 (`--volume`), when given.
  public var volume: Int?
  /// The engine for live speech (`--speech-engine`, `TELLER_SPEECH_ENGINE`).
  public var engine: SpeechEngineChoice

  /// Creates options.
  public init(
    live: Bool = false, wavPath: String? = nil, voice: String? = nil, rate: Int? = nil,
    pitch: Int? = nil, volume: Int? = nil, engine: SpeechEngineChoice = .auto
  ) {
    self.live = live
    self.wavPath = wavPath
    self.voice = voice
    self.rate = rate
    self.pitch = pitch
    self.volume = volume
    self.engine = engine
  }

  /// Reads `--speech`, `--speech-wav FILE`, `--speech-engine`, `--voice
  /// NAME`, `--rate WPM`, `--pitch` and `--volume`; a rate, pitch or volume
  /// that is not given stays nil, so the engine's own (or the user's
  /// speech-dispatcher settings) stand.
  ///
  /// - Parameters:
  ///   - arguments: the parsed command line.
  ///   - engineVariable: the value of `TELLER_SPEECH_ENGINE`, if set.
  /// - Throws: ``UsageError`` naming the flag: `--rate` when it is not a
  ///   whole number from 80 to 450, `--pitch` from 0 to 100, `--volume` from
  ///   0 to 200; an empty `--voice` or `--speech-wav`; an unknown engine.
  public init(_ arguments: ParsedArguments, engineVariable: String? = nil) throws(UsageError) {
    let rate = try arguments.givenValue(SpeechOptionTable.speakingRate)
    let pitch = try arguments.givenValue(SpeechOptionTable.pitch)
    let volume = try arguments.givenValue(SpeechOptionTable.volume)
    let voice = arguments[SpeechOptionTable.voice]
    if voice?.isEmpty == true {
      throw UsageError(
        .emptyName(option: "voice", examples: ["en", "ko"]), command: arguments.commandName)
    }
    let wavPath = arguments[SpeechOptionTable.speechWav]
    if wavPath?.isEmpty == true {
      throw UsageError(.emptyFileName(option: "speech-wav"), command: arguments.commandName)
    }
    let engine = try SpeechEngineChoice.decide(
      flag: arguments[SpeechOptionTable.speechEngine], variable: engineVariable,
      command: arguments.commandName)
    self.init(
      live: arguments[SpeechOptionTable.speech], wavPath: wavPath, voice: voice, rate: rate,
      pitch: pitch,
      volume: volume, engine: engine)
  }

  /// Whether any speech output is asked for.
  public var isRequested: Bool { live || wavPath != nil }
}
