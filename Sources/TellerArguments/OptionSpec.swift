/// An option a command accepts: `--name`, or `--name VALUE`.
public struct OptionSpec: Hashable, Sendable {
  /// What an option's value is: what the parser checks, the usage error
  /// when a value is not one, and what a shell completes it with.
  public enum Kind: Hashable, Sendable {
    /// Any text, such as a voice's name.
    case text
    /// A file's name.
    case file
    /// A folder's name.
    case folder
    /// One of some words, checked by the parser itself.
    case choice([String])
    /// A whole number in a range.
    case wholeNumber(ClosedRange<Int>)
    /// A whole number from 0 to `UInt64.max`.
    case unsignedNumber
    /// A decimal number in a range.
    case number(UsageError.NumberRange)

    /// The mistake of a value that is not of this kind.
    func problem(option: String, value: String) -> UsageError.Problem {
      switch self {
      case .wholeNumber(let range): .notAWholeNumber(option: option, range: range, value: value)
      case .unsignedNumber: .notAnUnsignedNumber(option: option, value: value)
      case .number(let range): .notANumber(option: option, range: range, value: value)
      case .choice(let words): .notAChoice(option: option, choices: words, value: value)
      // Every text is a text, a file or a folder's name; a converter of
      // its own that refuses one gets no choices to name.
      case .text, .file, .folder: .notAChoice(option: option, choices: [], value: value)
      }
    }
  }

  /// What a shell completes an option's value with.
  public enum Completion: Hashable, Sendable {
    /// Nothing: the value is the user's to type.
    case nothing
    /// A file's name.
    case file
    /// A folder's name.
    case folder
    /// One of the option's choices.
    case choices([String])
    /// A number: nothing to offer, but not a file either.
    case number
  }

  /// The long name without dashes, such as `seed`.
  public var name: String
  /// The value's placeholder, such as `N`, or nil for a flag without value.
  public var valueName: String?
  /// What the option is for, as the program's message; the help renderer's
  /// words (``HelpWords``) word it, with the default, range, choices and
  /// environment variable of this declaration.
  public var help: AnyHelpMessage
  /// What the value is; ``Kind/text`` for a flag.
  public var kind: Kind
  /// The environment variable that also sets the option, such as
  /// `TELLER_UI`, or nil. The command line wins over it, and it wins over
  /// the configuration file.
  public var environment: String? = nil
  /// The default as help names it, or nil when help names none.
  public var helpDefault: HelpDefault? = nil

  /// Creates an option.
  public init(
    name: String, valueName: String?, help: some HelpMessage, kind: Kind = .text,
    environment: String? = nil, helpDefault: HelpDefault? = nil
  ) {
    self.name = name
    self.valueName = valueName
    self.help = AnyHelpMessage(help)
    self.kind = kind
    self.environment = environment
    self.helpDefault = helpDefault
  }

  /// Creates an option that takes a value: text, or one of some choices.
  public static func value(
    _ name: String, _ valueName: String, help: some HelpMessage, choices: [String] = [],
    environment: String? = nil
  ) -> OptionSpec {
    OptionSpec(
      name: name, valueName: valueName, help: help,
      kind: choices.isEmpty ? .text : .choice(choices),
      environment: environment)
  }

  /// Creates a flag that takes no value.
  public static func flag(
    _ name: String, help: some HelpMessage, environment: String? = nil
  ) -> OptionSpec {
    OptionSpec(name: name, valueName: nil, help: help, environment: environment)
  }

  /// Whether the option takes a value.
  public var takesValue: Bool { valueName != nil }

  /// The allowed values, when the option is a choice.
  public var choices: [String] {
    if case .choice(let words) = kind { return words }
    return []
  }

  /// The lowest and highest value of a number, written as the command line
  /// takes them (`0`, `0.0001`), for help to name; nil for other kinds.
  /// A range with no highest value has `upper` nil.
  public var writtenRange: (lower: String, upper: String?)? {
    switch kind {
    case .wholeNumber(let range): ("\(range.lowerBound)", "\(range.upperBound)")
    case .number(let range): (writtenNumber(range.lower), range.upper.map(writtenNumber))
    case .text, .file, .folder, .choice, .unsignedNumber: nil
    }
  }

  /// What a shell completes the value with; nothing for a flag.
  public var completion: Completion {
    guard takesValue else { return .nothing }
    switch kind {
    case .text: return .nothing
    case .file: return .file
    case .folder: return .folder
    case .choice(let words): return .choices(words)
    case .wholeNumber, .unsignedNumber, .number: return .number
    }
  }
}
