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
  /// The words the command takes as its one argument, such as `bash`,
  /// `zsh` and `fish`; empty when it takes no such word. The parser
  /// requires exactly one of them, and completions offer them.
  public var arguments: [String]

  /// Creates a command.
  public init(
    name: String, summary: String, usage: String = "[options]", options: [OptionSpec] = [],
    subcommands: [CommandSpec] = [], discussion: String = "", arguments: [String] = []
  ) {
    self.name = name
    self.summary = summary
    self.usage = usage
    self.options = options
    self.subcommands = subcommands
    self.discussion = discussion
    self.arguments = arguments
  }

  /// The option with a long name.
  public func option(named name: String) -> OptionSpec? {
    options.first { $0.name == name }
  }
}
