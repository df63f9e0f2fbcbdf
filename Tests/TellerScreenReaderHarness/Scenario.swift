/// What the harness does with Teller under a screen reader: the issue's
/// scenario "start, `a`, 3 s, next element, next element, `q`", in one
/// view and with one key for "next element" (in linear mode followed by
/// one "previous element" before `q`); or only start and quit, to see the
/// view `auto` chooses.
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
  /// The key typed once for "previous element" after the "next element"s,
  /// or nil for none.
  public var previous: ScenarioKey?
  /// How long the user waits after `a`.
  public var pauseAfterAdd: Duration = .seconds(3)
  /// How long the user listens after each "next element" or "previous element".
  public var pauseAfterNext: Duration = .seconds(4)
  /// How many times "next element" is typed.
  public var nextCount = 2

  /// Creates a scenario.
  public init(
    mode: String, tellerArguments: [String], next: ScenarioKey?, previous: ScenarioKey? = nil
  ) {
    self.mode = mode
    self.tellerArguments = tellerArguments
    self.next = next
    self.previous = previous
  }

  /// The navigation keys in order, each with the line command that does
  /// the same (`next`, `previous`), for Teller's answers.
  public var moves: [(key: ScenarioKey, command: String)] {
    guard let next else { return [] }
    return Array(repeating: (next, "next"), count: nextCount)
      + (previous.map { [($0, "previous")] } ?? [])
  }

  /// The full-screen view (`--ui tui`), moving with Tab: the issue's
  /// scenario as it is, so its figures compare with the issue's.
  public static let fullScreen = Scenario(
    mode: "full-screen", tellerArguments: ["--ui", "tui"], next: .tab)
  /// Linear mode (`--ui linear`), moving with Tab and Shift-Tab, which Orca
  /// speaks after.
  public static let linearTab = Scenario(
    mode: "linear-tab", tellerArguments: ["--ui", "linear"], next: .tab, previous: .shiftTab)
  /// Linear mode moving with `n` and `p`, the keys the help is to name first.
  public static let linearN = Scenario(
    mode: "linear-n", tellerArguments: ["--ui", "linear"], next: .character("n"),
    previous: .character("p"))
  /// `--ui auto`: start, read the view, quit.
  public static let auto = Scenario(mode: "auto", tellerArguments: ["--ui", "auto"], next: nil)
}
