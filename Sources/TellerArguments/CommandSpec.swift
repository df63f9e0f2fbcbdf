/// An option a command accepts: `--name`, or `--name VALUE`.
public struct OptionSpec: Hashable, Sendable {
  /// The long name without dashes, such as `seed`.
  public var name: String
  /// The value's placeholder, such as `N`, or nil for a flag without value.
  public var valueName: String?
  /// One line of help.
  public var help: String
  /// The allowed values, when the option is a choice.
  public var choices: [String]

  /// Creates an option that takes a value.
  public static func value(
    _ name: String, _ valueName: String, help: String, choices: [String] = []
  ) -> OptionSpec {
    OptionSpec(name: name, valueName: valueName, help: help, choices: choices)
  }

  /// Creates a flag that takes no value.
  public static func flag(_ name: String, help: String) -> OptionSpec {
    OptionSpec(name: name, valueName: nil, help: help, choices: [])
  }

  /// Whether the option takes a value.
  public var takesValue: Bool { valueName != nil }
}

/// A command: its options and subcommands, as a table the parser reads.
public struct CommandSpec: Hashable, Sendable {
  /// The command's name, such as `simulate`.
  public var name: String
  /// One line saying what it does.
  public var summary: String
  /// What follows the name in the usage line, such as `[options]`.
  public var usage: String
  /// The options it accepts. `--help` is always accepted.
  public var options: [OptionSpec]
  /// Its subcommands.
  public var subcommands: [CommandSpec]
  /// Extra help text printed after the options, such as key bindings.
  public var discussion: String

  /// Creates a command.
  public init(
    name: String, summary: String, usage: String = "[options]", options: [OptionSpec] = [],
    subcommands: [CommandSpec] = [], discussion: String = ""
  ) {
    self.name = name
    self.summary = summary
    self.usage = usage
    self.options = options
    self.subcommands = subcommands
    self.discussion = discussion
  }

  /// The option with a long name.
  public func option(named name: String) -> OptionSpec? {
    options.first { $0.name == name }
  }
}
