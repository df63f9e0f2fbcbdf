import TellerArguments
import TellerSession
import TellerSounds
import TellerWording

/// The speech and sound options, typed: the speech model reads its values
/// through them, never by name, and `CommandTable` puts their specs into
/// the commands.
public enum SpeechOptionTable {
  /// `--speech`.
  public static let speech = Flag(
    "speech", help: SpeechOptionHelp.speech)
  /// `--speech-wav FILE`.
  public static let speechWav = Option.text(
    "speech-wav", "FILE", help: SpeechOptionHelp.speechWav, kind: .file)
  /// `--speech-engine`, shared by `teller` and `teller voices`.
  public static let speechEngine = Option.oneOf(
    "speech-engine", "ENGINE",
    help: SpeechOptionHelp.speechEngine,
    SpeechEngineChoice.allCases.map(\.rawValue), default: SpeechEngineChoice.auto.rawValue,
    environment: SpeechEngineChoice.variable)
  /// `--voice`, shared by `teller` and `teller sounds`.
  public static let voice = Option.text(
    "voice", "NAME", help: SpeechOptionHelp.voice,
    helpDefault: .described(DescribedDefault.languagesVoice))
  /// `--rate WPM`, shared by `teller` and `teller sounds`.
  public static let speakingRate = Option.wholeNumber(
    "rate", "WPM",
    help: SpeechOptionHelp.speakingRate, default: SpeechOptions.defaultRate,
    in: SpeechOptions.slowestRate...SpeechOptions.fastestRate,
    helpDefault: .described(DescribedDefault.enginesOwn))
  /// `--pitch N`.
  public static let pitch = Option.wholeNumber(
    "pitch", "N", help: SpeechOptionHelp.pitch(usual: SpeechOptions.defaultPitch),
    default: SpeechOptions.defaultPitch, in: SpeechOptions.pitches,
    helpDefault: .described(DescribedDefault.enginesOwn))
  /// `--volume N`.
  public static let volume = Option.wholeNumber(
    "volume", "N", help: SpeechOptionHelp.volume(usual: SpeechOptions.defaultVolume),
    default: SpeechOptions.defaultVolume, in: SpeechOptions.volumes,
    helpDefault: .described(DescribedDefault.enginesOwn))
  /// `teller --sounds WHEN`.
  public static let soundIcons = Option<SoundChoice>.choice(
    "sounds", "WHEN",
    help: SpeechOptionHelp.soundIcons,
    default: .off)

  /// Every option of the table, in the order `teller --help` shows them.
  public static let all: [OptionSpec] = [
    speech.spec, speechWav.spec, speechEngine.spec, voice.spec, speakingRate.spec, pitch.spec,
    volume.spec, soundIcons.spec,
  ]
}
