import TellerAccessibility
import TellerArguments
import TellerSession
import TellerSpeechModel

/// The command-line table: every command, option and its help.
///
/// The shell parses with it; each command then reads its values through the
/// table's typed options and flags (``ParsedArguments/value(_:)``), which
/// name the flag on error.
public enum CommandTable {
  /// `teller console`.
  public static let console = CommandSpec(
    name: "console",
    summary: "Run the exercise's console bank: a menu on stdin, starts and finishes on stdout.",
    options: [SessionOptionTable.language.spec, consoleSeed.spec, consoleClock.spec])

  /// `teller simulate`.
  public static let simulate = CommandSpec(
    name: "simulate",
    summary: "Run the bank fast-forward and print statistics.",
    options: [customers.spec, arrivals.spec, arrivalRate.spec] + SessionOptionTable.modelOptions + [
      json.spec, confidenceBatches.spec, SessionOptionTable.language.spec,
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

  /// `teller inspect`.
  public static let inspect = CommandSpec(
    name: "inspect",
    summary: "Run a script in virtual time, then print the screen's element tree.",
    options: [script.spec, inspectLanguage.spec, SessionOptionTable.batch.spec]
      + SessionOptionTable.modelOptions)

  /// `teller audit`.
  public static let audit = CommandSpec(
    name: "audit",
    summary: "Audit every screen of a built-in scenario in both languages.",
    options: [])

  /// `teller voices`.
  public static let voices = CommandSpec(
    name: "voices",
    summary: "List the installed voices of the speech engine, with their languages.",
    options: [SpeechOptionTable.speechEngine.spec, voicesLanguage.spec])

  /// `teller completions`.
  public static let completions = CommandSpec(
    name: "completions",
    summary: "Print a shell completion script for bash, zsh or fish.",
    usage: Completions.Shell.allCases.map(\.rawValue).joined(separator: "|"),
    operands: .oneOf(Completions.Shell.allCases.map(\.rawValue)))

  /// `teller manual`.
  public static let manual = CommandSpec(
    name: "manual",
    summary: "Print Teller's manual page (roff), as teller.1 holds it.")

  /// `teller`, the interactive bank.
  public static let root = CommandSpec(
    name: "teller",
    summary: "A bank's teller queues, presented to screen-reader users first.",
    options: [
      SessionOptionTable.version.spec, SessionOptionTable.ui.spec, SessionOptionTable.noColor.spec,
      SessionOptionTable.ascii.spec, SessionOptionTable.language.spec,
      SessionOptionTable.clock.spec, SessionOptionTable.batch.spec,
      SessionOptionTable.verbosity.spec, SessionOptionTable.debounce.spec,
      SessionOptionTable.readerRate.spec, SessionOptionTable.reduceMotion.spec,
      SessionOptionTable.noHints.spec,
      SessionOptionTable.timestamps.spec, SpeechOptionTable.speech.spec,
      SpeechOptionTable.speechWav.spec, SpeechOptionTable.speechEngine.spec,
      SpeechOptionTable.voice.spec,
      SpeechOptionTable.speakingRate.spec, SpeechOptionTable.pitch.spec,
      SpeechOptionTable.volume.spec, SpeechOptionTable.soundIcons.spec,
      SessionOptionTable.announce.spec, SessionOptionTable.braille.spec,
      SessionOptionTable.brailleFlash.spec, SessionOptionTable.brailleTable.spec,
    ] + SessionOptionTable.modelOptions,
    subcommands: [console, simulate, inspect, audit, voices, sounds, completions, manual])

  /// The parser for the whole table.
  public static let parser = ArgumentParser(root: root)
}
