import TellerArguments
import TellerBank

/// The pure heart of an interactive session, stepped by the shell.
///
/// The shell reads input, maps real time onto model time when the clock is
/// real, and renders every record the core returns. The core never sleeps,
/// never reads a clock and never prints.
public protocol InteractiveCore {
  /// Starts the session: the welcome line and the focused element.
  mutating func start() -> [OutputRecord]
  /// Handles one input at the current model time: ``respond(to:)`` and
  /// then ``present()``.
  mutating func handle(_ input: SessionInput) -> [OutputRecord]
  /// Handles one input and returns what must be said at once, leaving any
  /// rebuilding of the screen to ``present()``, so the shell can write the
  /// answer first.
  mutating func respond(to input: SessionInput) -> [OutputRecord]
  /// Brings the screen up to date after ``respond(to:)`` and returns what
  /// that causes, such as focus moving; nothing when it is up to date.
  mutating func present() -> [OutputRecord]
  /// Moves model time forward and returns what that caused.
  mutating func advance(to time: ModelTime) -> [OutputRecord]
  /// The model time the core has reached.
  var now: ModelTime { get }
  /// When something will next happen without input, or nil if nothing will.
  var nextWakeTime: ModelTime? { get }
  /// Whether the session has ended (quit or end of input).
  var isFinished: Bool { get }
  /// The status to exit with once finished: 0, or 65 after bad script lines.
  var exitCode: ExitCode { get }
}

extension InteractiveCore {
  /// Responds with everything at once, for cores that present as they go.
  public mutating func respond(to input: SessionInput) -> [OutputRecord] { handle(input) }

  /// Nothing to present, for cores that present as they go.
  public mutating func present() -> [OutputRecord] { [] }
}
