/// What decides the output mode: the `--ui` flag, the environment and
/// whether standard output is a terminal.
///
/// The shell gathers it; ``OutputChoice/decide(_:fullScreenAvailable:)``
/// turns it into a choice without touching the system.
public struct OutputEnvironment: Hashable, Sendable {
  /// The value of `--ui`, if given.
  public var uiFlag: String?
  /// The value of `TELLER_UI`, if set.
  public var tellerUI: String?
  /// The value of `TERM`, if set.
  public var term: String?
  /// The value of `NO_COLOR`, if set.
  public var noColor: String?
  /// Whether standard output is a terminal.
  public var stdoutIsTerminal: Bool

  /// Creates an environment.
  public init(
    uiFlag: String? = nil, tellerUI: String? = nil, term: String? = nil, noColor: String? = nil,
    stdoutIsTerminal: Bool
  ) {
    self.uiFlag = uiFlag
    self.tellerUI = tellerUI
    self.term = term
    self.noColor = noColor
    self.stdoutIsTerminal = stdoutIsTerminal
  }
}
