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
    case .action(.customer): "go to a customer by number"
    case .action(.where): "where am I"
    case .action(.read): "read the whole screen"
    case .action(.summary): "hear the bank's status"
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
