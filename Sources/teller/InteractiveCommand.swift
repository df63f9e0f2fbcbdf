import TellerApp
import TellerArguments
import TellerTerminal

/// Runs `teller`, the interactive bank.
func runInteractive(_ arguments: ParsedArguments) throws(UsageError) -> ExitCode {
  Shell.writeError("teller: this command is not built yet.\n")
  return .failure
}
