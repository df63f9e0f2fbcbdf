import TellerArguments

/// What the command line asks of speech: live, into a WAV file, or both,
/// with a voice and a rate.
public struct SpeechOptions: Hashable, Sendable {
  /// The slowest rate eSpeak NG accepts, in words per minute.
  public static let slowestRate = 80
  /// The fastest rate eSpeak NG accepts, in words per minute.
  public static let fastestRate = 450
  /// eSpeak NG's usual rate, in words per minute.
  public static let defaultRate = 175

  /// Whether to speak through the sound device (`--speech`).
  public var live: Bool
  /// The WAV file to record everything spoken into (`--speech-wav`).
  public var wavPath: String?
  /// The voice name, overriding the language's (`--voice`).
  public var voice: String?
  /// Words per minute (`--rate`).
  public var rate: Int

  /// Creates options.
  public init(
    live: Bool = false, wavPath: String? = nil, voice: String? = nil,
    rate: Int = SpeechOptions.defaultRate
  ) {
    self.live = live
    self.wavPath = wavPath
    self.voice = voice
    self.rate = rate
  }

  /// Reads `--speech`, `--speech-wav FILE`, `--voice NAME` and `--rate WPM`.
  ///
  /// - Throws: ``UsageError`` naming `--rate` when it is not a whole number
  ///   from 80 to 450, `--voice` when it is empty, or `--speech-wav` when
  ///   the file name is empty.
  public init(_ arguments: ParsedArguments) throws(UsageError) {
    let rate = try arguments.integer(
      "rate", default: SpeechOptions.defaultRate,
      in: SpeechOptions.slowestRate...SpeechOptions.fastestRate)
    let voice = arguments.value("voice")
    if voice?.isEmpty == true {
      throw UsageError(
        .emptyName(option: "voice", examples: ["en", "ko"]), command: arguments.commandName)
    }
    let wavPath = arguments.value("speech-wav")
    if wavPath?.isEmpty == true {
      throw UsageError(.emptyFileName(option: "speech-wav"), command: arguments.commandName)
    }
    self.init(live: arguments.has("speech"), wavPath: wavPath, voice: voice, rate: rate)
  }

  /// Whether any speech output is asked for.
  public var isRequested: Bool { live || wavPath != nil }
}
