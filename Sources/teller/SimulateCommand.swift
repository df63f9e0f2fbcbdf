import TellerApp
import TellerArguments
import TellerTerminal

/// Runs `teller simulate`.
func runSimulate(_ arguments: ParsedArguments) throws(UsageError) -> ExitCode {
  Shell.writeError("teller: this command is not built yet.\n")
  return .failure
}
