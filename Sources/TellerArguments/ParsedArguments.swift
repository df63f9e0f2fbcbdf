/// The result of parsing: which command was chosen and what was given.
public struct ParsedArguments: Hashable, Sendable {
  /// The chosen command's names from the top, such as `["teller", "simulate"]`.
  public var commandPath: [String]
  /// Values by option name; the last one given wins.
  public var values: [String: String]
  /// The flags given.
  public var flags: Set<String>
  /// Words that are not options.
  public var positionals: [String]

  /// Creates a result.
  public init(
    commandPath: [String], values: [String: String] = [:], flags: Set<String> = [],
    positionals: [String] = []
  ) {
    self.commandPath = commandPath
    self.values = values
    self.flags = flags
    self.positionals = positionals
  }

  /// The command as typed, such as `teller simulate`.
  public var commandName: String { commandPath.joined(separator: " ") }
}
