import TellerAccessibility

extension LineCommands {
  /// Teller's line commands, in the order the help lists them.
  public static let standard = LineCommands(
    [
      LineCommand([["add"], ["add", "customers"]], .gives(.addCustomers), help: .add),
      LineCommand([["reset"]], .gives(.reset), help: .reset),
      LineCommand([["activate"]], .gives(.activate), help: .activate),
      LineCommand([["next"]], .gives(.next), help: .next),
      LineCommand([["previous"], ["prev"]], .gives(.previous), help: .next),
      LineCommand([["first"]], .gives(.first), help: .next),
      LineCommand([["last"]], .gives(.last), help: .next),
      LineCommand([["up"]], .gives(.rotorMovePrevious), help: .rotorMove),
      LineCommand([["down"]], .gives(.rotorMoveNext), help: .rotorMove),
      LineCommand([["rotor", "next"]], .gives(.rotorSettingNext), help: .rotor),
      LineCommand(
        [["rotor", "previous"], ["rotor", "prev"]], .gives(.rotorSettingPrevious), help: .rotor),
      LineCommand([["rotor"]], .rotorSetting, help: .rotor),
    ] + jumps + [
      LineCommand([["next", "page"]], .gives(.nextPage), help: .page),
      LineCommand(backward(["page"]), .gives(.previousPage), help: .page),
      LineCommand([["first", "in", "list"]], .gives(.firstInList), help: .listEnds),
      LineCommand([["last", "in", "list"]], .gives(.lastInList), help: .listEnds),
    ] + tableCells + [
      LineCommand([["go", "to", "customer"]], .customerNumber, help: .customer),
      LineCommand([["customer"]], .customerNumber, help: .customer),
      LineCommand([["where"], ["where", "am", "i"]], .gives(.whereAmI), help: .where),
      LineCommand([["read", "all"]], .gives(.readAll), help: .read),
      LineCommand([["summary"]], .gives(.summary), help: .summary),
      LineCommand([["graph"], ["audio", "graph"]], .gives(.playGraph), help: .graph),
      LineCommand([["repeat"]], .gives(.repeatLast), help: .repeat),
      LineCommand([["history"]], .gives(.history), help: .history),
      LineCommand([["history", "back"]], .gives(.historyBack), help: .history),
      LineCommand([["history", "forward"]], .gives(.historyForward), help: .history),
      LineCommand([["verbosity"]], .verbosityLevel, help: .verbosity),
      LineCommand([["hints"]], .hintsSwitch, help: .hints),
      LineCommand([["wait"]], .duration, help: .wait),
      LineCommand([["wait", "idle"]], .gives(.waitIdle), help: .wait),
      LineCommand([["help"]], .gives(.help), help: .help),
      LineCommand([["quit"]], .gives(.quit), help: .quit),
    ],
    mistakes: [
      "next": .jumpNeedsKind(forward: true), "previous": .jumpNeedsKind(forward: false),
      "prev": .jumpNeedsKind(forward: false), "go": .customerNeedsNumber,
      "read": .readNeedsAll, "history": .historyNeedsDirection,
    ])

  /// The jumps by kind, each kind singular or plural; the help names
  /// three of them as examples.
  private static let jumps: [LineCommand] = [
    LineCommand(forward(["heading", "headings"]), .gives(.nextHeading), help: .quick),
    LineCommand(backward(["button", "buttons"]), .gives(.previousButton), help: .quick),
    LineCommand(forward(["list", "lists"]), .gives(.nextList), help: .quick),
    LineCommand(forward(["table", "tables"]), .gives(.nextTable), help: .quick, listed: false),
    LineCommand(
      backward(["table", "tables"]), .gives(.previousTable), help: .quick, listed: false),
    LineCommand(
      backward(["heading", "headings"]), .gives(.previousHeading), help: .quick, listed: false),
    LineCommand(forward(["button", "buttons"]), .gives(.nextButton), help: .quick, listed: false),
    LineCommand(backward(["list", "lists"]), .gives(.previousList), help: .quick, listed: false),
  ]

  /// The moves inside a data table, as the table keys make them.
  private static let tableCells: [LineCommand] = [
    LineCommand([["cell", "right"]], .gives(.table(.cellInRow(.next))), help: .tableCells),
    LineCommand([["cell", "left"]], .gives(.table(.cellInRow(.previous))), help: .tableCells),
    LineCommand([["cell", "down"]], .gives(.table(.cellInColumn(.next))), help: .tableCells),
    LineCommand([["cell", "up"]], .gives(.table(.cellInColumn(.previous))), help: .tableCells),
    LineCommand([["start", "of", "row"]], .gives(.table(.startOfRow)), help: .tableCells),
    LineCommand([["end", "of", "row"]], .gives(.table(.endOfRow)), help: .tableCells),
    LineCommand([["top", "of", "column"]], .gives(.table(.topOfColumn)), help: .tableCells),
    LineCommand(
      [["bottom", "of", "column"]], .gives(.table(.bottomOfColumn)), help: .tableCells),
    LineCommand([["first", "cell"]], .gives(.table(.firstCell)), help: .tableCells),
    LineCommand([["last", "cell"]], .gives(.table(.lastCell)), help: .tableCells),
  ]

  /// `next` and each of some words.
  private static func forward(_ words: [String]) -> [[String]] { words.map { ["next", $0] } }

  /// `previous` and `prev`, each before each of some words.
  private static func backward(_ words: [String]) -> [[String]] {
    ["previous", "prev"].flatMap { verb in words.map { [verb, $0] } }
  }

  /// The rotor's settings by name, after `rotor`: each setting's words,
  /// plural first (singular works too).
  public static let rotorSettings: [(forms: [[String]], setting: RotorSetting)] = [
    ([["headings"], ["heading"]], .headings),
    ([["buttons"], ["button"]], .buttons),
    ([["lists"], ["list"]], .lists),
    ([["updates"], ["update"]], .updates),
    ([["adjust", "value"], ["adjust"]], .adjustValue),
  ]

  /// The words before a heading level in `rotor heading 2`.
  static let headingLevelWords: Set<String> = ["heading", "headings"]
  /// The optional word in `rotor heading level 2`.
  static let levelWord = "level"
  /// The heading levels there are.
  static let headingLevels = 1...6
}
