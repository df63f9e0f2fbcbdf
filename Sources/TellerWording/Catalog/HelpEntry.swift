import TellerInput

/// One line of the help: the keys or command, and what it does.
public struct HelpEntry: Hashable, Sendable {
  /// A stable, language-independent name for the line, such as `"next"`;
  /// the help screen builds element IDs from it.
  public var id: String
  /// The keys or the command, such as "Tab or Right arrow" or "wait SECONDS".
  public var keys: String
  /// What it does, such as "next item".
  public var action: String
  /// The commands whose keys the line names, for a line of the key table;
  /// empty for a line command.
  public var commands: [SessionCommand]

  /// Creates a help line.
  public init(id: String, keys: String, action: String, commands: [SessionCommand] = []) {
    self.id = id
    self.keys = keys
    self.action = action
    self.commands = commands
  }

  /// The line as shown and spoken: "Tab or Right arrow: next item".
  public var text: String { keys + ": " + action }
}
