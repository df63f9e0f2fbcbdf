import TellerAccessibility
import TellerArguments
import TellerBank
import TellerSession
import TellerSounds
import TellerSpeechModel
import TellerText
import TellerWording

/// The options of `teller console`, `teller simulate`, `teller inspect`,
/// `teller voices` and `teller sounds` that `teller` itself has not, typed.
extension CommandTable {
  /// `teller console --seed N`.
  public static let consoleSeed = Option.unsigned(
    "seed", "N", help: CommandOptionHelp.consoleSeed, default: 0)
  /// `teller console --clock CLOCK`.
  public static let consoleClock = Option.oneOf(
    "clock", "CLOCK", help: CommandOptionHelp.consoleClock, ["real", "virtual"], default: "real",
    helpDefault: .unnamed)

  /// `teller simulate --customers N`.
  public static let customers = Option.wholeNumber(
    "customers", "N",
    help: CommandOptionHelp.customers(
      batchLimit: SimulateOptions.batchCustomerLimit,
      modelSeconds: Int64(SimulateOptions.modelTimeLimit)),
    default: 10, in: SimulateOptions.customerRange)
  /// `teller simulate --arrivals KIND`.
  public static let arrivals = Option.oneOf(
    "arrivals", "KIND", help: CommandOptionHelp.arrivals, ["batch", "poisson"], default: "batch")
  /// `teller simulate --rate LAMBDA`.
  public static let arrivalRate = Option.decimal(
    "rate", "LAMBDA", help: CommandOptionHelp.rate(onlyWith: arrivals.name, value: "poisson"),
    default: 1, in: SimulateOptions.rateRange)
  /// `teller simulate --json`.
  public static let json = Flag("json", help: CommandOptionHelp.json)
  /// `teller simulate --progress WHEN`.
  public static let progress = Option<ProgressStyle>.choice(
    "progress", "WHEN",
    help: CommandOptionHelp.progress(
      quietSeconds: plainNumber(ProgressMeter.quietSeconds),
      lineSeconds: plainNumber(ProgressMeter.lineSeconds)),
    default: .auto, environment: ProgressStyle.environmentVariable)
  /// `teller simulate --ci-batches N`.
  public static let confidenceBatches = Option.wholeNumber(
    "ci-batches", "N",
    help: CommandOptionHelp.confidenceBatches,
    default: Simulation.defaultConfidenceBatches, in: SimulateOptions.confidenceBatchRange)

  /// `teller simulate --audio-graph FILE`.
  public static let audioGraph = Option.text(
    "audio-graph", "FILE", help: CommandOptionHelp.audioGraph, kind: .file)
  /// `teller simulate --graph-seconds SECONDS`.
  public static let graphSeconds = Option.decimal(
    "graph-seconds", "SECONDS", help: CommandOptionHelp.graphSeconds(onlyWith: audioGraph.name),
    default: AudioGraph.defaultSeconds, in: AudioGraph.secondsRange)

  /// `teller inspect --script FILE`.
  public static let script = Option.text(
    "script", "FILE", help: CommandOptionHelp.script, kind: .file)
  /// `teller inspect --lang LANG`.
  public static let inspectLanguage = Option<Language>.choice(
    "lang", "LANG", help: SessionOptionHelp.language, default: .english, helpDefault: .unnamed)

  /// `teller manual --lang LANG`: at a terminal the locale's language
  /// unless asked; to a file or a pipe English unless asked, as `teller.1`
  /// is (the command decides; the default here is a pipe's).
  public static let manualLanguage = Option<Language>.choice(
    "lang", "LANG", help: SessionOptionHelp.language, default: .english,
    helpDefault: .described(
      DescribedDefault.languageOfLocaleAtTerminal(otherwise: Language.english.rawValue)))

  /// `teller voices --lang LANG`: any language code.
  public static let voicesLanguage = Option.text(
    "lang", "LANG", help: CommandOptionHelp.voicesLanguage)

  /// `teller sounds --speech-wav FILE`.
  public static let soundsWav = Option.text(
    "speech-wav", "FILE", help: CommandOptionHelp.soundsWav, kind: .file)
  /// `teller sounds --sounds WHEN`.
  public static let lessonSounds = Option<SoundChoice>.choice(
    "sounds", "WHEN", help: CommandOptionHelp.lessonSounds,
    default: .on, cases: [.on, .mono])

  /// Every option the table declares for its subcommands alone.
  public static let subcommandOptions: [OptionSpec] = [
    consoleSeed.spec, consoleClock.spec, customers.spec, arrivals.spec, arrivalRate.spec,
    json.spec, progress.spec, confidenceBatches.spec, audioGraph.spec, graphSeconds.spec,
    script.spec, inspectLanguage.spec, manualLanguage.spec, voicesLanguage.spec, soundsWav.spec,
    lessonSounds.spec,
  ]
}
