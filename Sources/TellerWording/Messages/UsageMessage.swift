import TellerArguments

/// The words of command-line mistakes: what is wrong, in one line that
/// names the flag or word at fault, and the line after it that points at
/// help.
public enum UsageMessage: Hashable, Sendable {
  /// A mistake on the command line of `command`: "Unknown option '--frob'
  /// for 'teller'."
  case problem(UsageError.Problem, command: String)
  /// The line after a mistake that points at help: "Run 'teller simulate
  /// --help' for usage."
  case hint(command: String)
  /// A bank option that cannot run.
  case bank(BankUsageProblem)
}
