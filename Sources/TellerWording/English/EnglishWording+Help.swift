extension EnglishWording {
  /// The English words of the help's frame and key table.
  public func text(_ message: KeyHelpMessage) -> String {
    switch message {
    case .title: "Help"
    case .keysHeading: "Keys"
    case .commandsHeading: "Line commands"
    case .closeLabel: "Close help"
    case .closeHint: "Returns to the bank"
    case .action(.next): "next item"
    case .action(.previous): "previous item"
    case .action(.ends): "first or last item"
    case .action(.activate): "activate the item"
    case .action(.rotorMove): "next or previous item of the rotor's kind"
    case .action(.rotor): "turn the rotor forward or back"
    case .action(.heading): "next or previous heading"
    case .action(.button): "next or previous button"
    case .action(.list): "next or previous list"
    case .action(.pageNext): "next page of the list, 10 items"
    case .action(.pagePrevious): "previous page of the list"
    case .action(.listEnds): "first or last item of the list"
    case .action(.table): "next or previous table"
    case .action(.tableRow): "next or previous cell in the table's row"
    case .action(.tableColumn): "next or previous cell in the table's column"
    case .action(.tableRowEnds): "first or last cell of the row"
    case .action(.tableColumnEnds): "first or last cell of the column"
    case .action(.tableEnds): "first or last cell of the table"
    case .action(.customer): "go to a customer by number"
    case .action(.headingLevel): "next heading of that level"
    case .action(.add): "add customers"
    case .action(.reset): "reset the bank"
    case .action(.where): "where am I"
    case .action(.read): "read from here to the end"
    case .action(.summary): "hear the bank's status"
    case .action(.graph): "hear the day so far as an audio graph; any key stops it"
    case .action(.repeat): "repeat the last announcement"
    case .action(.history): "older or newer announcement"
    case .action(.view): "switch between the full screen view and screen reader mode"
    case .action(.curtain): "screen curtain on or off"
    case .action(.redraw): "draw the screen again"
    case .action(.help): "show or hide this help"
    case .action(.close): "close the help, or stop speech"
    case .action(.quit): "quit"
    case .action(.interrupt): "quit at once, with status 130"
    case .action(.suspend): "suspend; fg brings Teller back"
    }
  }
}

extension EnglishWording {
  /// The English names of keys, and the words that join them.
  public func text(_ message: KeyNameMessage) -> String {
    switch message {
    case .arrow(.right): "Right"
    case .arrow(.left): "Left"
    case .arrow(.up): "Up"
    case .arrow(.down): "Down"
    case .named(let key): key.name
    case .shifted(let name): "shifted " + name
    case .control(let name): "Control " + name
    case .alt(let name): "Alt " + name
    case .shiftTab: "Shift Tab"
    case .space: "Space"
    case .alternatives(let names): Self.list(names, or: "or")
    case .range(let first, let last): first + " to " + last
    }
  }

  /// Words as a list: "a", "a or b", "a, b or c".
  static func list(_ words: [String], or: String) -> String {
    guard let last = words.last else { return "" }
    guard words.count > 1 else { return last }
    return words.dropLast().joined(separator: ", ") + " \(or) " + last
  }
}

extension EnglishWording {
  /// The English words of the help's table of line commands.
  public func text(_ message: LineCommandHelpMessage) -> String {
    switch message {
    case .action(.add): "add customers"
    case .action(.reset): "reset the bank"
    case .action(.activate): "activate the item"
    case .action(.next): "move through the items"
    case .action(.rotorMove): "move by the rotor setting"
    case .action(.rotor): "turn the rotor, or set it: headings, buttons, lists, loan customers"
    case .action(.quick): "jump by kind"
    case .action(.page): "page through the list, 10 items"
    case .action(.listEnds): "the list's first or last item"
    case .action(.tableCells): "move in a table: by cell along the row or the column, to its ends"
    case .action(.customer): "go to a customer by number"
    case .action(.where): "where am I"
    case .action(.read): "read the whole screen"
    case .action(.summary): "hear the bank's status"
    case .action(.graph): "hear the day so far as an audio graph; any key stops it"
    case .action(.repeat): "repeat the last announcement"
    case .action(.history): "recent announcements"
    case .action(.verbosity): "how much is said"
    case .action(.hints): "whether hints are read"
    case .action(.wait): "let the bank work"
    case .action(.help): "show this help"
    case .action(.quit): "quit"
    case .placeholder(.number): "N"
    case .placeholder(.setting): "SETTING"
    }
  }
}

extension EnglishWording {
  /// The English words of the help's scope and the rotor's settings.
  public func text(_ message: HelpScopeMessage) -> String {
    switch message {
    case .refusedKeysAction: "do nothing while the help is open; every other key works"
    case .rotorHeading: "Rotor settings"
    case .rotorOfferedKeys: "r and shifted R"
    case .rotorLevelsKeys: "Heading level 1 to 6"
    case .rotorAction(.offered): "turn through the settings the screen has, as VoiceOver does"
    case .rotorAction(.headings): "every heading"
    case .rotorAction(.levels): "headings of one level"
    case .rotorAction(.buttons): "the buttons"
    case .rotorAction(.lists): "the Waiting and Processing lists"
    case .rotorAction(.updates): "what changes as the bank works"
    case .rotorAction(.adjust): "adjustable items; Up and Down change them"
    case .rotorAction(.customers(let type)): "customers with \(workTypeNames[type].name) work"
    }
  }
}
