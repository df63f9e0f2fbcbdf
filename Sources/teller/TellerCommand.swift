import TellerArguments
import TellerCommands
import TellerWording

/// A command of the command table with its own run: `teller` itself (the
/// interactive bank) and each of its subcommands.
///
/// ``tellerCommands`` lists them; ``runCommand(_:catalog:)`` runs the one
/// whose ``spec`` the parser chose. A command of the table with no type
/// here stops Teller with a programming error, never running another in
/// its place.
protocol TellerCommand: Sendable {
  /// The command's entry in ``CommandTable``.
  static var spec: CommandSpec { get }

  /// Runs the command on a parsed command line and returns its exit status.
  ///
  /// - Parameters:
  ///   - arguments: the command line, with the configuration file's
  ///     defaults.
  ///   - catalog: the words of the command line's language (its `--lang`,
  ///     or the locale's), in which the command says what it says.
  /// - Throws: ``UsageError`` for a value the command finds wrong.
  static func run(_ arguments: ParsedArguments, catalog: Catalog) throws(UsageError) -> ExitCode
}

/// Every command Teller runs, one for each entry of ``CommandTable``.
let tellerCommands: [any TellerCommand.Type] = [
  BankCommand.self, ConsoleCommand.self, SimulateCommand.self, InspectCommand.self,
  AuditCommand.self, VoicesCommand.self, SoundsCommand.self, CompletionsCommand.self,
  ManualCommand.self,
]

/// The command type for a parsed command line's command.
///
/// - Precondition: every command of the table has a type in
///   ``tellerCommands``.
func tellerCommand(for arguments: ParsedArguments) -> any TellerCommand.Type {
  let spec = CommandTable.parser.command(at: arguments.commandPath)
  guard let command = tellerCommands.first(where: { $0.spec == spec }) else {
    preconditionFailure("no command runs '\(arguments.commandName)'")
  }
  return command
}
