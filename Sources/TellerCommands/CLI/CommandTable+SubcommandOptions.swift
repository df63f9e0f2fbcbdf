import TellerAccessibility
import TellerArguments
import TellerBank
import TellerSounds
import TellerSpeechModel

/// The options of `teller console`, `teller simulate`, `teller inspect`,
/// `teller voices` and `teller sounds` that `teller` itself has not, typed.
extension CommandTable {
  /// `teller console --seed N`.
  public static let consoleSeed = Option.unsigned(
    "seed", "N", help: "Seed for customer counts and work types (default 0).", default: 0)
  /// `teller console --clock CLOCK`.
  public static let consoleClock = Option.oneOf(
    "clock", "CLOCK", help: "real waits as the bank works; virtual prints at once.",
    ["real", "virtual"], default: "real")

  /// `teller simulate --customers N`.
  public static let customers = Option.wholeNumber(
    "customers", "N", help: customersHelp, default: 10, in: SimulateOptions.customerRange)
  /// `teller simulate --arrivals KIND`.
  public static let arrivals = Option.oneOf(
    "arrivals", "KIND", help: "batch (all at once) or poisson (default batch).",
    ["batch", "poisson"], default: "batch")
  /// `teller simulate --rate LAMBDA`.
  public static let arrivalRate = Option.decimal(
    "rate", "LAMBDA", help: rateHelp, default: 1, in: SimulateOptions.rateRange)
  /// `teller simulate --json`.
  public static let json = Flag("json", help: "Print one JSON object.")
  /// `teller simulate --ci-batches N`.
  public static let confidenceBatches = Option.wholeNumber(
    "ci-batches", "N",
    help: "Batch means for the mean wait's 95% confidence interval, 2 to 1000 (default 20).",
    default: Simulation.defaultConfidenceBatches, in: SimulateOptions.confidenceBatchRange)

  /// `teller inspect --script FILE`.
  public static let script = Option.text(
    "script", "FILE", help: "Script of line commands to run first.", kind: .file)
  /// `teller inspect --lang LANG`.
  public static let inspectLanguage = Option<Language>.choice(
    "lang", "LANG", help: "Language: en or ko.", default: .english)

  /// `teller voices --lang LANG`: any language code.
  public static let voicesLanguage = Option.text(
    "lang", "LANG", help: "Only voices for a language, such as en or ko.")

  /// `teller sounds --speech-wav FILE`.
  public static let soundsWav = Option.text(
    "speech-wav", "FILE", help: "Write the sounds and their names into a WAV file.", kind: .file)
  /// `teller sounds --sounds WHEN`.
  public static let lessonSounds = Option<SoundChoice>.choice(
    "sounds", "WHEN", help: "on (left and right, as the lists sit) or mono (default on).",
    default: .on, cases: [.on, .mono])
}
