/// What decides the output mode: the `--ui` flag and the environment.
///
/// The shell gathers it; ``OutputMode/decide(_:)`` turns it into a mode
/// without touching the system.
public struct OutputEnvironment: Hashable, Sendable {
  /// The value of `--ui`, if given.
  public var uiFlag: String?
  /// The value of `TELLER_UI`, if set.
  public var tellerUI: String?

  /// Creates an environment.
  public init(uiFlag: String? = nil, tellerUI: String? = nil) {
    self.uiFlag = uiFlag
    self.tellerUI = tellerUI
  }
}
