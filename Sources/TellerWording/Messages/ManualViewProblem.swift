import TellerArguments

/// Why `teller manual` at a terminal could not show the page formatted
/// through `man`, so that it wrote the page as roff instead, with what the
/// edge found as data: the program's name, the system's reason, the
/// status it ended with.
public enum ManualViewProblem: Hashable, Sendable {
  /// The program is on no folder of `PATH`.
  case notFound(program: String)
  /// The program could not be started, with the system's reason.
  case cannotStart(program: String, reason: SystemReason)
  /// The program ended with a status other than 0.
  case failed(program: String, status: Int32)
}
