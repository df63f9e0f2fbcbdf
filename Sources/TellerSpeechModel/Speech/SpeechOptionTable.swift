import TellerArguments
import TellerSession
import TellerSounds

/// The speech and sound options, typed: the speech model reads its values
/// through them, never by name, and `CommandTable` puts their specs into
/// the commands.
public enum SpeechOptionTable {
  /// `--speech`.
  public static let speech = Flag(
    "speech", help: "Speak live, through speech-dispatcher or eSpeak NG.")
  /// `--speech-wav FILE`.
  public static let speechWav = Option.text(
    "speech-wav", "FILE", help: "Record what a listener hears into a WAV file.", kind: .file)
  /// `--speech-engine`, shared by `teller` and `teller voices`.
  public static let speechEngine = Option.oneOf(
    "speech-engine", "ENGINE",
    help: "auto, espeak or speechd (default auto; also TELLER_SPEECH_ENGINE).",
    SpeechEngineChoice.allCases.map(\.rawValue), default: SpeechEngineChoice.auto.rawValue,
    environment: SpeechEngineChoice.variable)
  /// `--voice`, shared by `teller` and `teller sounds`.
  public static let voice = Option.text(
    "voice", "NAME", help: "Voice, as 'teller voices' lists (default: the language's).")
  /// `--rate WPM`, shared by `teller` and `teller sounds`.
  public static let speakingRate = Option.wholeNumber(
    "rate", "WPM",
    help: "Speaking rate, eSpeak NG's words per minute, 80 to 450 (default: the engine's own).",
    default: SpeechOptions.defaultRate,
    in: SpeechOptions.slowestRate...SpeechOptions.fastestRate)
  /// `--pitch N`.
  public static let pitch = Option.wholeNumber(
    "pitch", "N", help: "Pitch, 0 to 100; 50 is usual (default: the engine's own).",
    default: SpeechOptions.defaultPitch, in: SpeechOptions.pitches)
  /// `--volume N`.
  public static let volume = Option.wholeNumber(
    "volume", "N", help: "Volume, 0 to 200; 100 is usual (default: the engine's own).",
    default: SpeechOptions.defaultVolume, in: SpeechOptions.volumes)
  /// `teller --sounds WHEN`.
  public static let soundIcons = Option<SoundChoice>.choice(
    "sounds", "WHEN",
    help:
      "off, on (sound icons for starts, finishes, adds, all served, edges and errors,"
      + " left and right as the lists sit) or mono (default off).",
    default: .off)
}
