import TellerInput

/// The words of the help's frame and key table: its title and headings,
/// the button that closes it, and what each line of keys does.
public enum KeyHelpMessage: Hashable, Sendable {
  /// The title of the help.
  case title
  /// The heading over the key table.
  case keysHeading
  /// The heading over the line commands.
  case commandsHeading
  /// The label of the button that closes the help.
  case closeLabel
  /// The hint of the button that closes the help.
  case closeHint
  /// What a line of the key table does: "next item".
  case action(HelpKeyLine)
}
