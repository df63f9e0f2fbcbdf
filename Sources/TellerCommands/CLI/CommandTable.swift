import TellerAccessibility
import TellerArguments
import TellerSession
import TellerSpeechModel

/// The command-line table: every command, option and its help.
///
/// The shell parses with it; each command then reads its values through the
/// checked accessors of ``ParsedArguments``, which name the flag on error.
public enum CommandTable {
  /// Options that shape the bank model, shared by `teller` and `teller simulate`.
  public static let modelOptions: [OptionSpec] = [
    .value("seed", "N", help: "Seed for the work-type draw (default 0)."),
    .value("deposit-clerks", "N", help: "Deposit clerks (default 2)."),
    .value("loan-clerks", "N", help: "Loan clerks (default 1)."),
    .value("deposit-time", "SECONDS", help: "Seconds per deposit (default 0.7)."),
    .value("loan-time", "SECONDS", help: "Seconds per loan (default 1.1)."),
    .value("loan-share", "P", help: "Share of loan customers, 0 to 1 (default 0.5)."),
  ]

  /// `--lang`, shared by `teller`, `teller console` and `teller simulate`.
  public static let languageOption = OptionSpec.value(
    "lang", "LANG", help: "Language: en or ko (default from LANG).",
    choices: Language.allCases.map(\.rawValue))

  /// `teller console`.
  public static let console = CommandSpec(
    name: "console",
    summary: "Run the exercise's console bank: a menu on stdin, starts and finishes on stdout.",
    options: [
      languageOption,
      .value("seed", "N", help: "Seed for customer counts and work types (default 0)."),
      .value(
        "clock", "CLOCK", help: "real waits as the bank works; virtual prints at once.",
        choices: ["real", "virtual"]),
    ])

  /// `teller simulate`.
  public static let simulate = CommandSpec(
    name: "simulate",
    summary: "Run the bank fast-forward and print statistics.",
    options: [
      .value("customers", "N", help: customersHelp),
      .value(
        "arrivals", "KIND", help: "batch (all at once) or poisson (default batch).",
        choices: ["batch", "poisson"]),
      .value("rate", "LAMBDA", help: rateHelp),
    ] + modelOptions + [
      .flag("json", help: "Print one JSON object."),
      .value(
        "ci-batches", "N",
        help: "Batch means for the mean wait's 95% confidence interval, 2 to 1000 (default 20)."),
      languageOption,
    ])

  /// `simulate --customers`: the real limit of each kind of arrivals.
  static let customersHelp =
    "Customers to simulate (default 10): at most \(SimulateOptions.batchCustomerLimit) "
    + "with batch arrivals, \(SimulateOptions.customerRange.upperBound) with poisson, "
    + "and fewer when the run could pass \(Int64(SimulateOptions.modelTimeLimit)) seconds."

  /// `simulate --rate`: the range of Poisson rates.
  static let rateHelp =
    "Poisson arrivals per second, \(plainNumber(SimulateOptions.rateRange.lowerBound)) "
    + "to \(plainNumber(SimulateOptions.rateRange.upperBound)) "
    + "(default 1; only with --arrivals poisson)."

  /// `teller --reader-rate`: the pace of linear text at a terminal.
  static let readerRateHelp =
    "Your screen reader's rate, \(SpeakingTime.wordsPerMinuteRange.lowerBound) to "
    + "\(SpeakingTime.wordsPerMinuteRange.upperBound) words a minute: linear text at a "
    + "terminal waits for it (default \(SpeakingTime.assumedWordsPerMinute))."

  /// `teller --reduce-motion`.
  static let reduceMotionHelp =
    "The full-screen view changes only on bank events and keys (on when a screen reader runs)."

  /// `teller inspect`.
  public static let inspect = CommandSpec(
    name: "inspect",
    summary: "Run a script in virtual time, then print the screen's element tree.",
    options: [
      .value("script", "FILE", help: "Script of line commands to run first."),
      .value("lang", "LANG", help: "Language: en or ko.", choices: ["en", "ko"]),
      .value("batch", "N", help: "Customers per add (default 10)."),
    ] + modelOptions)

  /// `teller audit`.
  public static let audit = CommandSpec(
    name: "audit",
    summary: "Audit every screen of a built-in scenario in both languages.",
    options: [])

  /// The option that chooses the engine for live speech.
  static let speechEngine = OptionSpec.value(
    "speech-engine", "ENGINE",
    help: "auto, espeak or speechd (default auto; also TELLER_SPEECH_ENGINE).",
    choices: ["auto", "espeak", "speechd"], environment: SpeechEngineChoice.variable)

  /// `--voice`, shared by `teller` and `teller sounds`.
  static let voiceOption = OptionSpec.value(
    "voice", "NAME", help: "Voice, as 'teller voices' lists (default: the language's).")

  /// `--rate`, shared by `teller` and `teller sounds`.
  static let rateOption = OptionSpec.value(
    "rate", "WPM",
    help: "Speaking rate, eSpeak NG's words per minute, 80 to 450 (default: the engine's own).")

  /// `teller voices`.
  public static let voices = CommandSpec(
    name: "voices",
    summary: "List the installed voices of the speech engine, with their languages.",
    options: [
      speechEngine,
      .value("lang", "LANG", help: "Only voices for a language, such as en or ko."),
    ])

  /// `teller completions`.
  public static let completions = CommandSpec(
    name: "completions",
    summary: "Print a shell completion script for bash, zsh or fish.",
    usage: Completions.Shell.allCases.map(\.rawValue).joined(separator: "|"),
    arguments: Completions.Shell.allCases.map(\.rawValue))

  /// `teller manual`.
  public static let manual = CommandSpec(
    name: "manual",
    summary: "Print Teller's manual page (roff), as teller.1 holds it.")

  /// `teller`, the interactive bank.
  public static let root = CommandSpec(
    name: "teller",
    summary: "A bank's teller queues, presented to screen-reader users first.",
    options: [
      .flag("version", help: "Print the version and exit."),
      .value(
        "ui", "MODE",
        help: "auto, linear, json or tui, the full-screen view (default auto; also TELLER_UI).",
        choices: OutputDecision.requestWords, environment: "TELLER_UI"),
      .flag("no-color", help: "Draw the full-screen view without colour (also NO_COLOR)."),
      .flag("ascii", help: "Draw the full-screen view without box-drawing characters."),
      languageOption,
      .value(
        "clock", "CLOCK", help: "real, or virtual: time moves only on 'wait'.",
        choices: ["real", "virtual"]),
      .value("batch", "N", help: "Customers per add (default 10)."),
      .value(
        "verbosity", "LEVEL", help: "low, normal or high (default normal).",
        choices: ["low", "normal", "high"]),
      .value("debounce", "SECONDS", help: "Least time between polite announcements (default 0.5)."),
      .value("reader-rate", "WPM", help: readerRateHelp),
      .flag("reduce-motion", help: reduceMotionHelp),
      .flag("no-hints", help: "Leave hints out of descriptions."),
      .flag("timestamps", help: "End each linear line with the model time."),
      .flag("speech", help: "Speak live, through speech-dispatcher or eSpeak NG."),
      .value("speech-wav", "FILE", help: "Record what a listener hears into a WAV file."),
      speechEngine,
      voiceOption,
      rateOption,
      .value("pitch", "N", help: "Pitch, 0 to 100; 50 is usual (default: the engine's own)."),
      .value("volume", "N", help: "Volume, 0 to 200; 100 is usual (default: the engine's own)."),
      soundsOption,
      announceOption,
      .flag(
        "braille",
        help:
          "Show the focused element on a braille display through BRLTTY (also TELLER_BRAILLE=1).",
        environment: BrailleOptions.environmentVariable),
      .value(
        "braille-flash", "SECONDS",
        help:
          "How long announcements flash in braille, 0 to 60; 0 keeps them until a key (default 3)."),
      .value(
        "braille-table", "TABLE",
        help:
          "A liblouis braille table, such as en-ueb-g2.ctb (default: computer braille;"
          + " Korean ko-2006-g1.ctb)."),
    ] + modelOptions,
    subcommands: [console, simulate, inspect, audit, voices, sounds, completions, manual])

  /// The parser for the whole table.
  public static let parser = ArgumentParser(root: root)
}
