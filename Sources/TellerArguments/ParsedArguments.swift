/// The result of parsing: which command was chosen and what was given.
public struct ParsedArguments: Hashable, Sendable {
  /// The chosen command's names from the top, such as `["teller", "simulate"]`.
  public var commandPath: [String]
  /// Values by option name; the last one given wins.
  public var values: [String: String]
  /// The flags given, and turned on (`--name`, `--name=on`).
  public var flags: Set<String>
  /// The flags turned off (`--name=off`, or `name = off` in the
  /// configuration file): given, unlike a flag left out.
  public var flagsOff: Set<String>
  /// Words that are not options.
  public var positionals: [String]

  /// Creates a result.
  public init(
    commandPath: [String], values: [String: String] = [:], flags: Set<String> = [],
    flagsOff: Set<String> = [], positionals: [String] = []
  ) {
    self.commandPath = commandPath
    self.values = values
    self.flags = flags
    self.flagsOff = flagsOff
    self.positionals = positionals
  }

  /// The command as typed, such as `teller simulate`.
  public var commandName: String { commandPath.joined(separator: " ") }

  /// Turns a flag on or off; the last setting wins.
  public mutating func setFlag(_ name: String, on: Bool) {
    if on {
      flags.insert(name)
      flagsOff.remove(name)
    } else {
      flags.remove(name)
      flagsOff.insert(name)
    }
  }

  /// Whether an option was given a value, or a flag turned on or off.
  public func isGiven(_ name: String) -> Bool {
    values[name] != nil || flags.contains(name) || flagsOff.contains(name)
  }
}
