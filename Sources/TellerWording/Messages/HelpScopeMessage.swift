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

/// A line of the help's rotor settings, in the order the help shows them;
/// the raw value is its stable ID.
public enum RotorHelpLine: String, Hashable, Sendable, CaseIterable {
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
  /// Loan customers.
  case loan
  /// Deposit customers.
  case deposit
}
