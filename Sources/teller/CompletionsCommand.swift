import TellerArguments
import TellerCommands
import TellerSession
import TellerTerminal
import TellerWording

/// Runs `teller completions bash|zsh|fish`: prints the shell's completion
/// script, made from the command table.
enum CompletionsCommand: TellerCommand {
  static let spec = CommandTable.completions

  static func run(_ arguments: ParsedArguments, catalog: Catalog) throws(UsageError) -> ExitCode {
    // The parser has checked the word against the table's.
    guard let word = arguments.positionals.first, let shell = Completions.Shell(rawValue: word)
    else {
      throw UsageError(
        .missingArgument(choices: Completions.Shell.allCases.map(\.rawValue)),
        command: arguments.commandName)
    }
    return Shell.emit(Completions.script(for: shell), status: .success, in: catalog)
  }
}
