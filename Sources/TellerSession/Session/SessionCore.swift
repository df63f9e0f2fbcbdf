import TellerArguments
import TellerBank

/// The pure heart of an interactive session, stepped by the shell.
///
/// The shell reads input, maps real time onto model time when the clock is
/// real, and hands every step the core returns to its presenters. The core
/// never sleeps, never reads a clock and never prints.
public protocol SessionCore {
  /// Starts the session: the welcome line and the focused element.
  mutating func start() -> SessionStep
  /// Handles one input at the current model time: the answer, then what
  /// the screen's update caused, such as focus moving.
  mutating func handle(_ input: SessionInput) -> SessionStep
  /// Moves model time forward and returns what that caused.
  mutating func advance(to time: ModelTime) -> SessionStep
  /// The model time the core has reached.
  var now: ModelTime { get }
  /// When something will next happen without input, or nil if nothing will.
  var nextWakeTime: ModelTime? { get }
  /// Whether the session has ended (quit or end of input).
  var isFinished: Bool { get }
  /// The status to exit with once finished: 0, or 65 after bad script lines.
  var exitCode: ExitCode { get }
}
