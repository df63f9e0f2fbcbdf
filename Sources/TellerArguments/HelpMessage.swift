/// What an option or a command is for, as a value of the program's own
/// message type: the argument module carries it and never words it.
///
/// The parser is generic: it knows neither the program's language nor its
/// words. A spec holds a message of the program's (``OptionSpec/help``,
/// ``CommandSpec/summary``), and the help renderer takes the words as a
/// parameter (``HelpWords``), which turn the program's messages into text.
/// So a program words its help with the same typed, exhaustive renderers as
/// the rest of its text, in every language, and no sentence is looked up by
/// its English.
public protocol HelpMessage: Hashable, Sendable {}

/// A help message of any type, as a spec stores it; two are equal when
/// they are of one type and equal.
public struct AnyHelpMessage: Hashable, Sendable {
  /// The message.
  public let base: any HelpMessage

  /// Wraps a message.
  public init(_ base: some HelpMessage) { self.base = base }

  /// The message as one of a type, or nil when it is of another.
  public func `as`<Message: HelpMessage>(_ type: Message.Type) -> Message? { base as? Message }

  /// Whether two messages are of one type and equal.
  public static func == (lhs: AnyHelpMessage, rhs: AnyHelpMessage) -> Bool {
    AnyHashable(lhs.base) == AnyHashable(rhs.base)
  }

  /// Hashes the message.
  public func hash(into hasher: inout Hasher) { AnyHashable(base).hash(into: &hasher) }
}

/// How help names an option's default, as a declaration says it.
public enum DefaultInHelp: Sendable {
  /// As the value itself, written as the command line takes it: `2`, `auto`.
  case value
  /// Not at all, as for a choice whose default goes without saying.
  case unnamed
  /// As a message of the program's, for a default that is no plain value,
  /// such as "the engine's own".
  case described(any HelpMessage)
}

/// An option's default as help names it: the written value, or a message.
public enum HelpDefault: Hashable, Sendable {
  /// The value, written as the command line takes it, such as `0.7`.
  case value(String)
  /// A message of the program's, such as "the engine's own".
  case described(AnyHelpMessage)
}

/// The words help is made of, in one language: its headings and the text
/// of the program's messages.
///
/// ``ArgumentParser/help(for:words:)``, the manual page and completions take
/// one as a parameter; the program words its own message types, and a
/// message of a type it does not know is a mistake of the program's table
/// (its tests render every option and command of the table).
public protocol HelpWords {
  /// What starts the usage line: "Usage:".
  var usageHeading: String { get }
  /// The heading over the subcommands: "Commands:".
  var commandsHeading: String { get }
  /// The heading over the options: "Options:".
  var optionsHeading: String { get }
  /// What stands for a command's options in its usage line: "[options]".
  var optionsPlaceholder: String { get }
  /// The help of `--help`: "Show this help and exit."
  var helpOptionHelp: String { get }
  /// A command's summary or discussion.
  func text(_ message: AnyHelpMessage) -> String
  /// An option's line of help: what it is for, with its default, range,
  /// choices and environment variable from its declaration.
  func help(of option: OptionSpec) -> String
}

/// A number as short as it can be written: `1` rather than `1.0`, as help
/// writes defaults and ranges.
func writtenNumber(_ value: Double) -> String {
  value == value.rounded() && value.magnitude < 1e15 ? String(Int64(value)) : String(value)
}
