/// The table that maps keys to session commands.
///
/// The standard table: `n`, Right and Tab move to the next element, `p`,
/// Left and Shift-Tab to the previous, `g` and Home to the first, `G` and
/// End to the last; Enter and Space activate; `d` and Down, `u` and Up
/// move by the rotor; `r` and `R` turn the
/// rotor forward and back; `h`/`H`, `b`/`B` and `l`/`L` jump to the
/// next/previous heading, button and list, and `1` to `6` to the next
/// heading of that level; `}` and Page Down, `{` and Page Up move a page
/// (ten items) through the list focus is in, `>` and `<` to its last and
/// first item, and `#` opens a prompt for a customer's number; `a` adds
/// customers; `x` resets; `w` says where
/// focus is; `A` reads from the focus to the end; `s` says the summary;
/// `.` repeats the last announcement; `[` and `]` step through older and
/// newer announcements; `m` switches between the full-screen view and
/// linear mode; `c` turns the screen curtain on and off; Ctrl-L redraws;
/// `?` shows help; Escape closes the help or stops speech; `q` and Ctrl-D
/// quit, Ctrl-C quits with status 130, and Ctrl-Z suspends.
///
/// The full-screen view and linear mode at a terminal read keys through
/// this one table. Each reading command's printable key comes first:
/// Orca speaks what a program prints after a printable key, Return, Tab
/// or Space, but not after an arrow, Home or End, and Fenrir passes plain
/// letters on; the help and the welcome name the first key. The help's
/// key table is made from it
/// (``Catalog/helpKeys``), and tests hold the README's table and the full
/// screen's hint to it.
public struct KeyBindings: Hashable, Sendable {
  /// One key and the command it gives.
  public struct Binding: Hashable, Sendable {
    /// The key.
    public var key: Key
    /// The command.
    public var command: SessionCommand

    /// Creates a binding.
    public init(_ key: Key, _ command: SessionCommand) {
      self.key = key
      self.command = command
    }
  }

  /// The bindings, in the order help lists them.
  public let bindings: [Binding]
  private let lookup: [Key: SessionCommand]

  /// Creates a table; when a key appears twice, the first binding wins.
  /// Each bound letter key also answers to the Hangul jamo it types with
  /// the Korean input method on (``HangulLayout``), unless the table binds
  /// that jamo itself.
  public init(_ bindings: [Binding]) {
    self.bindings = bindings
    var lookup: [Key: SessionCommand] = [:]
    for binding in bindings where lookup[binding.key] == nil {
      lookup[binding.key] = binding.command
    }
    for (letter, jamo) in HangulLayout.jamo where lookup[.character(jamo)] == nil {
      if let command = lookup[.character(letter)] { lookup[.character(jamo)] = command }
    }
    self.lookup = lookup
  }

  /// The command a key gives, or nil when the key does nothing. A Hangul
  /// jamo gives the command of the letter key it sits on.
  ///
  /// - Complexity: O(1).
  public func command(for key: Key) -> SessionCommand? { lookup[key] }

  /// The keys that give a command, in table order, for help text.
  ///
  /// - Complexity: O(n) in the number of bindings.
  public func keys(for command: SessionCommand) -> [Key] {
    bindings.filter { $0.command == command }.map(\.key)
  }

  /// Teller's standard key table.
  public static let standard = KeyBindings([
    Binding(.character("n"), .next),
    Binding(.right, .next),
    Binding(.tab, .next),
    Binding(.character("p"), .previous),
    Binding(.left, .previous),
    Binding(.backTab, .previous),
    Binding(.character("g"), .first),
    Binding(.home, .first),
    Binding(.character("G"), .last),
    Binding(.end, .last),
    Binding(.enter, .activate),
    Binding(.space, .activate),
    Binding(.character("d"), .rotorMoveNext),
    Binding(.down, .rotorMoveNext),
    Binding(.character("u"), .rotorMovePrevious),
    Binding(.up, .rotorMovePrevious),
    Binding(.character("r"), .rotorSettingNext),
    Binding(.character("R"), .rotorSettingPrevious),
    Binding(.character("h"), .nextHeading),
    Binding(.character("H"), .previousHeading),
    Binding(.character("b"), .nextButton),
    Binding(.character("B"), .previousButton),
    Binding(.character("l"), .nextList),
    Binding(.character("L"), .previousList),
    Binding(.character("}"), .nextPage),
    Binding(.pageDown, .nextPage),
    Binding(.character("{"), .previousPage),
    Binding(.pageUp, .previousPage),
    Binding(.character(">"), .lastInList),
    Binding(.character("<"), .firstInList),
    Binding(.character("#"), .customerPrompt),
    Binding(.character("1"), .nextHeadingAtLevel(1)),
    Binding(.character("2"), .nextHeadingAtLevel(2)),
    Binding(.character("3"), .nextHeadingAtLevel(3)),
    Binding(.character("4"), .nextHeadingAtLevel(4)),
    Binding(.character("5"), .nextHeadingAtLevel(5)),
    Binding(.character("6"), .nextHeadingAtLevel(6)),
    Binding(.character("a"), .addCustomers),
    Binding(.character("x"), .reset),
    Binding(.character("w"), .whereAmI),
    Binding(.character("A"), .readFromFocus),
    Binding(.character("s"), .summary),
    Binding(.character("."), .repeatLast),
    Binding(.character("["), .historyBack),
    Binding(.character("]"), .historyForward),
    Binding(.character("m"), .switchView),
    Binding(.character("c"), .screenCurtain),
    Binding(.control("l"), .redraw),
    Binding(.character("?"), .help),
    Binding(.escape, .closeHelp),
    Binding(.character("q"), .quit),
    Binding(.control("d"), .quit),
    Binding(.control("c"), .interrupt),
    Binding(.control("z"), .suspend),
  ])
}
