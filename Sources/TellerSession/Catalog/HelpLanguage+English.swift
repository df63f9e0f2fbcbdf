/// The words of help in English.
struct EnglishHelp: HelpLanguage {
  func action(_ line: LineCommandHelp) -> String {
    switch line {
    case .add: "add customers"
    case .reset: "reset the bank"
    case .activate: "activate the item"
    case .next: "move through the items"
    case .rotorMove: "move by the rotor setting"
    case .rotor: "turn the rotor, or set it: headings, buttons, lists, loan customers"
    case .quick: "jump by kind"
    case .page: "page through the list, 10 items"
    case .listEnds: "the list's first or last item"
    case .customer: "go to a customer by number"
    case .where: "where am I"
    case .read: "read the whole screen"
    case .summary: "hear the bank's status"
    case .repeat: "repeat the last announcement"
    case .history: "recent announcements"
    case .verbosity: "how much is said"
    case .hints: "whether hints are read"
    case .wait: "let the bank work"
    case .help: "show this help"
    case .quit: "quit"
    }
  }

  func placeholder(_ placeholder: LineCommand.Placeholder) -> String {
    switch placeholder {
    case .number: "N"
    case .setting: "SETTING"
    }
  }

  func choiceList(_ words: [String]) -> String { list(words, or: "or") }

  /// Words as a list: "a", "a or b", "a, b or c".
  func list(_ words: [String], or: String) -> String {
    guard let last = words.last else { return "" }
    guard words.count > 1 else { return last }
    return words.dropLast().joined(separator: ", ") + " \(or) " + last
  }
}
