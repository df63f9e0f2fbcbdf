import TellerAccessibility
import TellerArguments
import TellerBank
import TellerSounds

/// The options the session, the bank and braille read, typed: each reader
/// takes its values through them (`arguments[SessionOptionTable.ascii]`,
/// `try arguments.value(SessionOptionTable.batch)`), never by name, and
/// `CommandTable` puts their specs into the commands.
public enum SessionOptionTable {
  /// `--version`.
  public static let version = Flag("version", help: "Print the version and exit.")
  /// `--ui MODE`.
  public static let ui = Option.oneOf(
    "ui", "MODE",
    help: "auto, linear, json or tui, the full-screen view (default auto; also TELLER_UI).",
    OutputDecision.requestWords, default: "auto", environment: "TELLER_UI")
  /// `--no-color`.
  public static let noColor = Flag(
    "no-color", help: "Draw the full-screen view without colour (also NO_COLOR).")
  /// `--ascii`.
  public static let ascii = Flag(
    "ascii", help: "Draw the full-screen view without box-drawing characters.")
  /// `--lang`, shared by `teller`, `teller console`, `teller simulate` and
  /// `teller sounds`.
  public static let language = Option<Language>.choice(
    "lang", "LANG", help: "Language: en or ko (default from LANG).", default: .english)
  /// `--clock`.
  public static let clock = Option.oneOf(
    "clock", "CLOCK", help: "real, or virtual: time moves only on 'wait'.",
    ["real", "virtual"], default: "real")
  /// `--batch N`, shared by `teller` and `teller inspect`.
  public static let batch = Option.wholeNumber(
    "batch", "N", help: "Customers per add (default 10).",
    default: BankConfiguration().batchSize, in: BankOptions.batchRange)
  /// `--verbosity LEVEL`.
  public static let verbosity = Option<Verbosity>.choice(
    "verbosity", "LEVEL", help: "low, normal or high (default normal).", default: .normal)
  /// `--debounce SECONDS`.
  public static let debounce = Option.decimal(
    "debounce", "SECONDS", help: "Least time between polite announcements (default 0.5).",
    default: 0.5, in: 0...60)
  /// `--reader-rate WPM`: the pace of linear text at a terminal.
  public static let readerRate = Option.wholeNumber(
    "reader-rate", "WPM", help: readerRateHelp, default: SpeakingTime.assumedWordsPerMinute,
    in: SpeakingTime.wordsPerMinuteRange)
  /// `--reduce-motion`.
  public static let reduceMotion = Flag("reduce-motion", help: reduceMotionHelp)
  /// `--no-hints`.
  public static let noHints = Flag("no-hints", help: "Leave hints out of descriptions.")
  /// `--timestamps`.
  public static let timestamps = Flag(
    "timestamps", help: "End each linear line with the model time.")
  /// `teller --reader-rate`: the pace of linear text at a terminal.
  public static let readerRateHelp =
    "Your screen reader's rate, \(SpeakingTime.wordsPerMinuteRange.lowerBound) to "
    + "\(SpeakingTime.wordsPerMinuteRange.upperBound) words a minute: linear text at a "
    + "terminal waits for it (default \(SpeakingTime.assumedWordsPerMinute))."
  /// `teller --reduce-motion`.
  public static let reduceMotionHelp =
    "The full-screen view changes only on bank events and keys (on when a screen reader runs)."

  /// `--braille`.
  public static let braille = Flag(
    "braille",
    help: "Show the focused element on a braille display through BRLTTY (also TELLER_BRAILLE=1).",
    environment: BrailleOptions.environmentVariable)
  /// `--braille-flash SECONDS`.
  public static let brailleFlash = Option.decimal(
    "braille-flash", "SECONDS",
    help: "How long announcements flash in braille, 0 to 60; 0 keeps them until a key (default 3).",
    default: BrailleOptions.defaultFlashSeconds, in: 0...BrailleOptions.longestFlashSeconds)
  /// `--braille-table TABLE`.
  public static let brailleTable = Option.text(
    "braille-table", "TABLE",
    help:
      "A liblouis braille table, such as en-ueb-g2.ctb (default: computer braille;"
      + " Korean ko-2006-g1.ctb).")
  /// `teller --announce EVENTS`.
  public static let announce = Option<AnnouncedEvents>.choice(
    "announce", "EVENTS",
    help:
      "all, or summaries: starts and finishes are left to the sounds and speech says"
      + " how many wait, at most every 3 seconds (default all).",
    default: .all)
}

/// The bank's model options, typed, shared by `teller`, `teller inspect`
/// and `teller simulate`.
extension SessionOptionTable {
  /// `--seed N`.
  public static let seed = Option.unsigned(
    "seed", "N", help: "Seed for the work-type draw (default 0).",
    default: BankConfiguration().seed)
  /// `--deposit-clerks N`.
  public static let depositClerks = Option.wholeNumber(
    "deposit-clerks", "N", help: "Deposit clerks (default 2).",
    default: BankConfiguration().depositClerks, in: BankOptions.clerkRange)
  /// `--loan-clerks N`.
  public static let loanClerks = Option.wholeNumber(
    "loan-clerks", "N", help: "Loan clerks (default 1).",
    default: BankConfiguration().loanClerks, in: BankOptions.clerkRange)
  /// `--deposit-time SECONDS`.
  public static let depositTime = Option.decimal(
    "deposit-time", "SECONDS", help: "Seconds per deposit (default 0.7).",
    default: BankConfiguration().depositTime.seconds, in: BankOptions.serviceTimeRange,
    above: true)
  /// `--loan-time SECONDS`.
  public static let loanTime = Option.decimal(
    "loan-time", "SECONDS", help: "Seconds per loan (default 1.1).",
    default: BankConfiguration().loanTime.seconds, in: BankOptions.serviceTimeRange,
    above: true)
  /// `--loan-share P`.
  public static let loanShare = Option.decimal(
    "loan-share", "P", help: "Share of loan customers, 0 to 1 (default 0.5).",
    default: BankConfiguration().loanShare, in: BankOptions.loanShareRange)

  /// Options that shape the bank model, shared by `teller` and `teller simulate`.
  public static let modelOptions: [OptionSpec] = [
    seed.spec, depositClerks.spec, loanClerks.spec, depositTime.spec, loanTime.spec,
    loanShare.spec,
  ]
}
