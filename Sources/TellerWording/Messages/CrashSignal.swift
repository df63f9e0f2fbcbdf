/// A signal that ends Teller as a crash, by what it means; its name
/// (`SIGSEGV`) is the same in every language, as the shell and the manual
/// give it.
public enum CrashSignal: CaseIterable, Hashable, Sendable {
  /// SIGABRT: Teller gave up on an internal error, such as running out
  /// of memory.
  case abort
  /// SIGSEGV: a bad memory access.
  case segmentationFault
  /// SIGBUS: a bad memory access the hardware refused.
  case busError
  /// SIGILL: an illegal instruction, how a failed check of Swift's ends on
  /// x86-64.
  case illegalInstruction
  /// SIGFPE: an arithmetic error, such as a division by zero.
  case arithmeticError
  /// SIGTRAP: a trap, how a failed check of Swift's ends on ARM.
  case trap

  /// The signal's name: `SIGABRT`, `SIGSEGV` ….
  public var name: String {
    switch self {
    case .abort: "SIGABRT"
    case .segmentationFault: "SIGSEGV"
    case .busError: "SIGBUS"
    case .illegalInstruction: "SIGILL"
    case .arithmeticError: "SIGFPE"
    case .trap: "SIGTRAP"
    }
  }
}
