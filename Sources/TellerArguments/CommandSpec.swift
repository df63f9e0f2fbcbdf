/// A command: its options and subcommands, as a table the parser reads.
public struct CommandSpec: Hashable, Sendable {
  /// The words a command takes after its options: its positional grammar.
  public enum Operands: Hashable, Sendable {
    /// None: a word there is a mistake, or a subcommand's name.
    case none
    /// Exactly one of these words, such as `bash`, `zsh` or `fish`.
    case oneOf([String])
    /// Any words, such as files.
    case any
  }

  /// The command's name, such as `simulate`.
  public var name: String
  /// One line saying what it does, as the program's message.
  public var summary: AnyHelpMessage
  /// The options it accepts. `--help` is always accepted.
  public var options: [OptionSpec]
  /// Its subcommands.
  public var subcommands: [CommandSpec]
  /// Extra help text printed after the options, such as what each choice
  /// does, as the program's message; nil for none.
  public var discussion: AnyHelpMessage?
  /// The words the command takes after its options.
  public var operands: Operands

  /// Creates a command.
  public init(
    name: String, summary: some HelpMessage, options: [OptionSpec] = [],
    subcommands: [CommandSpec] = [], discussion: (any HelpMessage)? = nil,
    operands: Operands = .none
  ) {
    self.name = name
    self.summary = AnyHelpMessage(summary)
    self.options = options
    self.subcommands = subcommands
    self.discussion = discussion.map { AnyHelpMessage($0) }
    self.operands = operands
  }

  /// What follows the name in the usage line, from ``operands``: the
  /// argument words, such as `bash|zsh|fish`, or the words' placeholder
  /// for options, such as `[options]`.
  public func usage(in words: some HelpWords) -> String {
    arguments.isEmpty ? words.optionsPlaceholder : arguments.joined(separator: "|")
  }

  /// The words the command takes as its one argument, such as `bash`,
  /// `zsh` and `fish` (``Operands/oneOf(_:)``); empty otherwise. The parser
  /// requires exactly one of them, and completions offer them.
  public var arguments: [String] {
    if case .oneOf(let words) = operands { return words }
    return []
  }

  /// The option with a long name.
  public func option(named name: String) -> OptionSpec? {
    options.first { $0.name == name }
  }
}
