import TellerAccessibility
import TellerArguments
import TellerSession
import TellerSpeechModel
import TellerWording

/// The command-line table: every command, option and its help.
///
/// The shell parses with it; each command then reads its values through the
/// table's typed options and flags (``ParsedArguments/value(_:)``), which
/// name the flag on error.
public enum CommandTable {
  /// `teller console`.
  public static let console = CommandSpec(
    name: "console",
    summary: CommandSummary.console,
    options: [SessionOptionTable.language.spec, consoleSeed.spec, consoleClock.spec])

  /// `teller simulate`.
  public static let simulate = simulateCommand(bank: .standard)

  /// `teller simulate` with the model options of a bank's table of work
  /// types.
  public static func simulateCommand(bank: BankOptionTable) -> CommandSpec {
    CommandSpec(
      name: "simulate",
      summary: CommandSummary.simulate,
      options: [customers.spec, arrivals.spec, arrivalRate.spec] + bank.specs + [
        json.spec, confidenceBatches.spec,
      ] + statisticsSection(bank: bank) + [
        threads.spec, progress.spec, audioGraph.spec, graphSeconds.spec,
        SessionOptionTable.language.spec,
      ],
      discussion: CommandDiscussion.simulate(
        statisticsOptions: statisticsSection(bank: bank).map(\.name), json: json.spec.name))
  }

  /// `teller inspect`.
  public static let inspect = CommandSpec(
    name: "inspect",
    summary: CommandSummary.inspect,
    options: [script.spec, inspectLanguage.spec, SessionOptionTable.batch.spec]
      + BankOptionTable.standard.specs)

  /// `teller audit`.
  public static let audit = CommandSpec(
    name: "audit",
    summary: CommandSummary.audit,
    options: [])

  /// `teller voices`.
  public static let voices = CommandSpec(
    name: "voices",
    summary: CommandSummary.voices,
    options: [SpeechOptionTable.speechEngine.spec, voicesLanguage.spec])

  /// `teller completions`.
  public static let completions = CommandSpec(
    name: "completions",
    summary: CommandSummary.completions,
    operands: .oneOf(Completions.Shell.allCases.map(\.rawValue)))

  /// `teller manual`.
  public static let manual = CommandSpec(
    name: "manual",
    summary: CommandSummary.manual,
    options: [manualLanguage.spec])

  /// `teller`, the interactive bank: the option tables composed, each
  /// listing itself (``SessionOptionTable/sessionOptions``,
  /// ``SpeechOptionTable/all``, ``SessionOptionTable/outputOptions``,
  /// and the bank's, made per work type, ``BankOptionTable/specs``).
  public static let root = CommandSpec(
    name: "teller",
    summary: CommandSummary.teller,
    options: SessionOptionTable.sessionOptions + SpeechOptionTable.all
      + SessionOptionTable.outputOptions + BankOptionTable.standard.specs,
    subcommands: [console, simulate, inspect, audit, voices, sounds, completions, manual])

  /// The parser for the whole table.
  public static let parser = ArgumentParser(root: root)
}
