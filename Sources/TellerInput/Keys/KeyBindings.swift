/// The table that maps keys to session commands, each key with the line
/// of the help's key table that names it (``HelpKeyLine``): the one
/// declaration of Teller's keys. The help's key table is made from it
/// (``Catalog/helpKeys``), and tests hold the README's key table and the
/// full screen's hint to it.
///
/// The full-screen view and linear mode at a terminal read keys through
/// this one table. Each reading command's printable key comes first:
/// Orca speaks what a program prints after a printable key, Return, Tab
/// or Space, but not after an arrow, Home or End, and Fenrir passes plain
/// letters on; the help and the welcome name the first key.
public struct KeyBindings: Hashable, Sendable {
  /// One key, the command it gives, and the help line that names it.
  public struct Binding: Hashable, Sendable {
    /// The key.
    public var key: Key
    /// The command.
    public var command: SessionCommand
    /// The line of the help's key table that names the key.
    public var help: HelpKeyLine

    /// Creates a binding.
    public init(_ key: Key, _ command: SessionCommand, help: HelpKeyLine) {
      self.key = key
      self.command = command
      self.help = help
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

  /// The help's key lines, in the order of their first binding.
  ///
  /// - Complexity: O(n) in the number of bindings.
  public var helpLines: [HelpKeyLine] {
    var seen = Set<HelpKeyLine>()
    return bindings.map(\.help).filter { seen.insert($0).inserted }
  }

  /// The commands a help line names, each once, in table order.
  ///
  /// - Complexity: O(n) in the number of bindings.
  public func commands(on line: HelpKeyLine) -> [SessionCommand] {
    var seen = Set<SessionCommand>()
    return bindings.filter { $0.help == line }.map(\.command).filter { seen.insert($0).inserted }
  }

  /// Teller's standard key table.
  public static let standard = KeyBindings([
    Binding(.character("n"), .next, help: .next),
    Binding(.right, .next, help: .next),
    Binding(.tab, .next, help: .next),
    Binding(.character("p"), .previous, help: .previous),
    Binding(.left, .previous, help: .previous),
    Binding(.backTab, .previous, help: .previous),
    Binding(.character("g"), .first, help: .ends),
    Binding(.home, .first, help: .ends),
    Binding(.character("G"), .last, help: .ends),
    Binding(.end, .last, help: .ends),
    Binding(.enter, .activate, help: .activate),
    Binding(.space, .activate, help: .activate),
    Binding(.character("d"), .rotorMoveNext, help: .rotorMove),
    Binding(.down, .rotorMoveNext, help: .rotorMove),
    Binding(.character("u"), .rotorMovePrevious, help: .rotorMove),
    Binding(.up, .rotorMovePrevious, help: .rotorMove),
    Binding(.character("r"), .rotorSettingNext, help: .rotor),
    Binding(.character("R"), .rotorSettingPrevious, help: .rotor),
    Binding(.character("h"), .nextHeading, help: .heading),
    Binding(.character("H"), .previousHeading, help: .heading),
    Binding(.character("b"), .nextButton, help: .button),
    Binding(.character("B"), .previousButton, help: .button),
    Binding(.character("l"), .nextList, help: .list),
    Binding(.character("L"), .previousList, help: .list),
    Binding(.character("}"), .nextPage, help: .pageNext),
    Binding(.pageDown, .nextPage, help: .pageNext),
    Binding(.character("{"), .previousPage, help: .pagePrevious),
    Binding(.pageUp, .previousPage, help: .pagePrevious),
    Binding(.character("<"), .firstInList, help: .listEnds),
    Binding(.character(">"), .lastInList, help: .listEnds),
    Binding(.character("t"), .nextTable, help: .table),
    Binding(.character("T"), .previousTable, help: .table),
    Binding(.character("k"), .table(.cellInRow(.next)), help: .tableRow),
    Binding(.alt(.right), .table(.cellInRow(.next)), help: .tableRow),
    Binding(.character("K"), .table(.cellInRow(.previous)), help: .tableRow),
    Binding(.alt(.left), .table(.cellInRow(.previous)), help: .tableRow),
    Binding(.character("j"), .table(.cellInColumn(.next)), help: .tableColumn),
    Binding(.alt(.down), .table(.cellInColumn(.next)), help: .tableColumn),
    Binding(.character("J"), .table(.cellInColumn(.previous)), help: .tableColumn),
    Binding(.alt(.up), .table(.cellInColumn(.previous)), help: .tableColumn),
    Binding(.alt(.home), .table(.startOfRow), help: .tableRowEnds),
    Binding(.alt(.end), .table(.endOfRow), help: .tableRowEnds),
    Binding(.alt(.pageUp), .table(.topOfColumn), help: .tableColumnEnds),
    Binding(.alt(.pageDown), .table(.bottomOfColumn), help: .tableColumnEnds),
    Binding(.character("("), .table(.firstCell), help: .tableEnds),
    Binding(.character(")"), .table(.lastCell), help: .tableEnds),
    Binding(.character("#"), .customerPrompt, help: .customer),
    Binding(.character("1"), .nextHeadingAtLevel(1), help: .headingLevel),
    Binding(.character("2"), .nextHeadingAtLevel(2), help: .headingLevel),
    Binding(.character("3"), .nextHeadingAtLevel(3), help: .headingLevel),
    Binding(.character("4"), .nextHeadingAtLevel(4), help: .headingLevel),
    Binding(.character("5"), .nextHeadingAtLevel(5), help: .headingLevel),
    Binding(.character("6"), .nextHeadingAtLevel(6), help: .headingLevel),
    Binding(.character("a"), .addCustomers, help: .add),
    Binding(.character("x"), .reset, help: .reset),
    Binding(.character("w"), .whereAmI, help: .where),
    Binding(.character("A"), .readFromFocus, help: .read),
    Binding(.character("s"), .summary, help: .summary),
    Binding(.character("o"), .playGraph, help: .graph),
    Binding(.character("."), .repeatLast, help: .repeat),
    Binding(.character("["), .historyBack, help: .history),
    Binding(.character("]"), .historyForward, help: .history),
    Binding(.character("m"), .switchView, help: .view),
    Binding(.character("c"), .screenCurtain, help: .curtain),
    Binding(.control("l"), .redraw, help: .redraw),
    Binding(.character("?"), .help, help: .help),
    Binding(.escape, .closeHelp, help: .close),
    Binding(.character("q"), .quit, help: .quit),
    Binding(.control("d"), .quit, help: .quit),
    Binding(.control("c"), .interrupt, help: .interrupt),
    Binding(.control("z"), .suspend, help: .suspend),
  ])
}
