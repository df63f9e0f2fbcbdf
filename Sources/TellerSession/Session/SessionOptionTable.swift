import TellerAccessibility
import TellerArguments
import TellerBank
import TellerSounds
import TellerWording

/// The options the session, the screen and braille read, typed: each reader
/// takes its values through them (`arguments[SessionOptionTable.ascii]`,
/// `try arguments.value(SessionOptionTable.batch)`), never by name, and
/// `CommandTable` puts their specs into the commands. The bank's model
/// options are ``BankOptionTable``'s, made from its table of work types.
public enum SessionOptionTable {
  /// `--version`.
  public static let version = Flag("version", help: SessionOptionHelp.version)
  /// `--ui MODE`.
  public static let ui = Option.oneOf(
    "ui", "MODE",
    help: SessionOptionHelp.ui, OutputDecision.requestWords, default: "auto",
    environment: "TELLER_UI")
  /// `--no-color`.
  public static let noColor = Flag(
    "no-color", help: SessionOptionHelp.noColor(variable: noColorVariable))
  /// The variable that, set and not empty, does what `--no-color` does
  /// (no-color.org). It is no setting of the flag's own: any value but an
  /// empty one turns colour off, where a flag's variable takes a flag word.
  public static let noColorVariable = "NO_COLOR"
  /// `--ascii`.
  public static let ascii = Flag(
    "ascii", help: SessionOptionHelp.ascii)
  /// `--lang`, shared by `teller`, `teller console`, `teller simulate` and
  /// `teller sounds`.
  public static let language = Option<Language>.choice(
    "lang", "LANG", help: SessionOptionHelp.language, default: .english,
    helpDefault: .described(DescribedDefault.languageOfLocale))
  /// `--clock`.
  public static let clock = Option.oneOf(
    "clock", "CLOCK", help: SessionOptionHelp.clock, ["real", "virtual"], default: "real",
    helpDefault: .unnamed)
  /// `--batch N`, shared by `teller` and `teller inspect`.
  public static let batch = Option.wholeNumber(
    "batch", "N", help: SessionOptionHelp.batch,
    default: BankConfiguration().batchSize, in: BankOptions.batchRange)
  /// `--verbosity LEVEL`.
  public static let verbosity = Option<Verbosity>.choice(
    "verbosity", "LEVEL", help: SessionOptionHelp.verbosity, default: .normal)
  /// `--debounce SECONDS`.
  public static let debounce = Option.decimal(
    "debounce", "SECONDS", help: SessionOptionHelp.debounce,
    default: Announcer.Settings.defaultDebounce.seconds, in: 0...60)
  /// `--reader-rate WPM`: the pace of linear text at a terminal.
  public static let readerRate = Option.wholeNumber(
    "reader-rate", "WPM", help: SessionOptionHelp.readerRate,
    default: SpeakingTime.assumedWordsPerMinute,
    in: SpeakingTime.wordsPerMinuteRange)
  /// `--reduce-motion`, `--reduce-motion=off`: whether the full screen
  /// changes only on bank events and keys; when neither is given, as
  /// detection decides (``OutputDecision``).
  public static let reduceMotion = Flag(
    "reduce-motion", help: SessionOptionHelp.reduceMotion, environment: "TELLER_REDUCE_MOTION")
  /// `--no-hints`.
  public static let noHints = Flag("no-hints", help: SessionOptionHelp.noHints)
  /// `--timestamps`.
  public static let timestamps = Flag(
    "timestamps", help: SessionOptionHelp.timestamps)

  /// `--braille`.
  public static let braille = Flag(
    "braille",
    help: SessionOptionHelp.braille,
    environment: BrailleOptions.environmentVariable)
  /// `--braille-flash SECONDS`.
  public static let brailleFlash = Option.decimal(
    "braille-flash", "SECONDS",
    help: SessionOptionHelp.brailleFlash,
    default: BrailleOptions.defaultFlashSeconds, in: 0...BrailleOptions.longestFlashSeconds)
  /// `--braille-table TABLE`.
  public static let brailleTable = Option.text(
    "braille-table", "TABLE",
    help: SessionOptionHelp.brailleTable(example: BrailleOptions.exampleTables[0]),
    helpDefault: .described(
      DescribedDefault.computerBraille(koreanTable: BrailleOptions.koreanTable)))
  /// `teller --announce EVENTS`.
  public static let announce = Option<AnnouncedEvents>.choice(
    "announce", "EVENTS",
    help: SessionOptionHelp.announce(summaryPace: Announcer.summaryPace),
    default: .all)
}
