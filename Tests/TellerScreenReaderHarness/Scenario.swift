/// What the harness does with Teller under a screen reader: the issue's
/// scenario "start, `a`, 3 s, next element, next element, `q`", in one
/// view and with one key for "next element" (in linear mode followed by
/// one "previous element" before `q`); or only start and quit, to see the
/// view `auto` chooses; or start, `a`, 3 s, and a walk through a table
/// with its keys (``tableKeys``).
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
  /// The keys of a walk through a table, typed after `a` in place of the
  /// element moves; no line command does what they do, so their answers
  /// are the lines Teller writes for them, read from the terminal.
  public var tableKeys: [ScenarioKey] = []
  /// How long the user listens after each key of the table walk.
  public var pauseAfterTableKey: Duration = .seconds(3)

  /// The names of the table walk's keys, such as `t`, `j` and `k`.
  public var tableKeyNames: Set<String> { Set(tableKeys.map(\.name)) }

  /// Whether the scenario only starts Teller and quits.
  public var startsOnly: Bool { next == nil && tableKeys.isEmpty }

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
  /// Linear mode walking the Clerks table: `t` into it (its caption and
  /// first cell), `j` down to Deposit clerk 1, `k` and `k` along the row
  /// (Serving, Served: the column's header each time), `j` down the
  /// column (Deposit clerk 2: the row's header). The clerks work fast, so
  /// the bank is idle, and quiet, before the walk begins.
  public static let linearTable: Scenario = {
    var scenario = Scenario(
      mode: "linear-table",
      tellerArguments: ["--ui", "linear", "--deposit-time", "0.2", "--loan-time", "0.3"],
      next: nil)
    scenario.tableKeys = ["t", "j", "k", "k", "j"].map { .character($0) }
    return scenario
  }()
}
