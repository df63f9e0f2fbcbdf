/// What the harness does with Teller under a screen reader: the issue's
/// scenario "start, `a`, 3 s, next element, next element, `q`", in one
/// view and with one key for "next element"; or only start and quit, to
/// see the view `auto` chooses.
///
/// The pauses are the user's: how long they listen before the next key.
/// They are part of what is measured, so they are fixed; every wait for a
/// program to be ready polls instead.
public struct Scenario: Hashable, Sendable {
  /// The mode's name in figures, such as `linear-n`.
  public var mode: String
  /// Teller's arguments besides `--lang en`, such as `--ui linear`.
  public var tellerArguments: [String]
  /// The key typed for "next element", or nil to start and quit only.
  public var next: ScenarioKey?
  /// How long the user waits after `a`.
  public var pauseAfterAdd: Duration = .seconds(3)
  /// How long the user listens after each "next element".
  public var pauseAfterNext: Duration = .seconds(4)
  /// How many times "next element" is typed.
  public var nextCount = 2

  /// Creates a scenario.
  public init(mode: String, tellerArguments: [String], next: ScenarioKey?) {
    self.mode = mode
    self.tellerArguments = tellerArguments
    self.next = next
  }

  /// The full-screen view (`--ui tui`), moving with Tab.
  public static let fullScreen = Scenario(
    mode: "full-screen", tellerArguments: ["--ui", "tui"], next: .tab)
  /// Linear mode (`--ui linear`), moving with Tab, which Orca speaks after.
  public static let linearTab = Scenario(
    mode: "linear-tab", tellerArguments: ["--ui", "linear"], next: .tab)
  /// Linear mode moving with `n`, the key the help is to name first.
  public static let linearN = Scenario(
    mode: "linear-n", tellerArguments: ["--ui", "linear"], next: .character("n"))
  /// `--ui auto`: start, read the view, quit.
  public static let auto = Scenario(mode: "auto", tellerArguments: ["--ui", "auto"], next: nil)
}
