import TellerBank

/// The help's words about itself and the rotor: the line of keys that do
/// nothing while it is open, and every setting the rotor can offer.
public enum HelpScopeMessage: Hashable, Sendable {
  /// What the keys refused in the help do: nothing while it is open.
  case refusedKeysAction
  /// The heading over the rotor's settings.
  case rotorHeading
  /// The keys that turn the rotor: "r and shifted R".
  case rotorOfferedKeys
  /// The rotor's heading levels, named together: "Heading level 1 to 6".
  case rotorLevelsKeys
  /// What a line of the rotor's settings moves between.
  case rotorAction(RotorHelpLine)
}

/// A line of the help's rotor settings: the screen's own settings in the
/// order the help shows them (``screenLines``), then one line per work
/// type's custom rotor, in the order the screen offers them.
public enum RotorHelpLine: Hashable, Sendable {
  /// Turning offers only the settings the screen has.
  case offered
  /// Every heading.
  case headings
  /// Headings of one level.
  case levels
  /// The buttons.
  case buttons
  /// The lists.
  case lists
  /// What changes as the bank works.
  case updates
  /// Adjustable items.
  case adjust
  /// The customers of a work type.
  case customers(WorkType)

  /// The lines before the work types', in the order the help shows them.
  public static let screenLines: [RotorHelpLine] = [
    .offered, .headings, .levels, .buttons, .lists, .updates, .adjust,
  ]

  /// The line's stable ID, from which the help builds its element's: a
  /// work type's is the type's name in the bank's table.
  public func id(in bank: BankConfiguration) -> String {
    switch self {
    case .offered: "offered"
    case .headings: "headings"
    case .levels: "levels"
    case .buttons: "buttons"
    case .lists: "lists"
    case .updates: "updates"
    case .adjust: "adjust"
    case .customers(let type): bank[type].name
    }
  }
}
