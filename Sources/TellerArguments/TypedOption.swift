/// An option that takes a value, with the type of its value: its entry in
/// the command table (``spec``), its default, and how its text becomes a
/// value, checked against the option's kind (``OptionSpec/kind``).
///
/// A command reads it with ``ParsedArguments/value(_:)``, never by its
/// name, and help, completions and the configuration file learn its
/// range, choices and completion from the same declaration.
public struct Option<Value: Sendable>: Sendable {
  /// The option's entry in the command table.
  public let spec: OptionSpec
  /// The value when the option is not given.
  public let defaultValue: Value
  /// The value of a text, or nil when the text is not one.
  private let convert: @Sendable (String) -> Value?

  /// Creates an option.
  ///
  /// - Parameters:
  ///   - spec: its entry in the command table; it must take a value.
  ///   - defaultValue: the value when it is not given.
  ///   - convert: the value of a text, or nil for a text that is not one;
  ///     the error then follows the spec's kind.
  public init(
    _ spec: OptionSpec, default defaultValue: Value,
    convert: @escaping @Sendable (String) -> Value?
  ) {
    precondition(spec.takesValue, "--\(spec.name) takes a value")
    self.spec = spec
    self.defaultValue = defaultValue
    self.convert = convert
  }

  /// The option's long name, without dashes.
  public var name: String { spec.name }

  /// The value of a text given for the option.
  ///
  /// - Throws: ``UsageError`` naming the option and what it takes.
  public func value(of text: String, command: String) throws(UsageError) -> Value {
    guard let value = convert(text) else {
      throw UsageError(spec.kind.problem(option: spec.name, value: text), command: command)
    }
    return value
  }
}

extension Option where Value == Int {
  /// A whole number in a range: `--batch N`.
  public static func wholeNumber(
    _ name: String, _ valueName: String, help: some HelpMessage, default defaultValue: Int,
    in range: ClosedRange<Int>, environment: String? = nil, helpDefault: DefaultInHelp = .value
  ) -> Option {
    Option(
      OptionSpec(
        name: name, valueName: valueName, help: help, kind: .wholeNumber(range),
        environment: environment, helpDefault: helpDefault.resolved("\(defaultValue)")),
      default: defaultValue
    ) { text in Int(text).flatMap { range.contains($0) ? $0 : nil } }
  }
}

extension Option where Value == UInt64 {
  /// A whole number from 0 to `UInt64.max`, such as a seed.
  public static func unsigned(
    _ name: String, _ valueName: String, help: some HelpMessage, default defaultValue: UInt64,
    helpDefault: DefaultInHelp = .value
  ) -> Option {
    Option(
      OptionSpec(
        name: name, valueName: valueName, help: help, kind: .unsignedNumber,
        helpDefault: helpDefault.resolved("\(defaultValue)")),
      default: defaultValue, convert: { UInt64($0) })
  }
}

extension Option where Value == Double {
  /// A decimal number in a range; with `above`, strictly greater than the
  /// range's lower bound, as for times that must be positive.
  public static func decimal(
    _ name: String, _ valueName: String, help: some HelpMessage, default defaultValue: Double,
    in range: ClosedRange<Double>, above: Bool = false, helpDefault: DefaultInHelp = .value
  ) -> Option {
    let accepted = UsageError.NumberRange(
      lower: range.lowerBound, includesLower: !above,
      upper: range.upperBound == .infinity ? nil : range.upperBound)
    return Option(
      OptionSpec(
        name: name, valueName: valueName, help: help, kind: .number(accepted),
        helpDefault: helpDefault.resolved(writtenNumber(defaultValue))),
      default: defaultValue
    ) { text in
      let isDecimal = text.allSatisfy { "0123456789.+-eE".contains($0) }
      guard isDecimal, let number = Double(text), number.isFinite, range.contains(number),
        !above || number > range.lowerBound
      else { return nil }
      return number
    }
  }
}

extension Option where Value == String {
  /// Any text, such as a voice's name; the value is the text.
  public static func text(
    _ name: String, _ valueName: String, help: some HelpMessage, kind: OptionSpec.Kind = .text,
    environment: String? = nil, helpDefault: DefaultInHelp = .unnamed
  ) -> Option {
    Option(
      OptionSpec(
        name: name, valueName: valueName, help: help, kind: kind, environment: environment,
        helpDefault: helpDefault.resolved("")),
      default: "", convert: { $0 })
  }

  /// One of some words, the value the word itself: `--ui MODE`.
  public static func oneOf(
    _ name: String, _ valueName: String, help: some HelpMessage, _ words: [String],
    default defaultValue: String, environment: String? = nil, helpDefault: DefaultInHelp = .value
  ) -> Option {
    Option(
      OptionSpec(
        name: name, valueName: valueName, help: help, kind: .choice(words),
        environment: environment, helpDefault: helpDefault.resolved(defaultValue)),
      default: defaultValue
    ) { words.contains($0) ? $0 : nil }
  }
}

extension Option where Value: RawRepresentable & CaseIterable & Sendable, Value.RawValue == String {
  /// One of a type's cases by its raw value: `--clock real|virtual`.
  ///
  /// - Parameters:
  ///   - cases: the cases allowed, in the order help and completions name
  ///     them; all of the type's by default.
  public static func choice(
    _ name: String, _ valueName: String, help: some HelpMessage, default defaultValue: Value,
    cases: [Value] = Array(Value.allCases), environment: String? = nil,
    helpDefault: DefaultInHelp = .value
  ) -> Option {
    let words = cases.map(\.rawValue)
    return Option(
      OptionSpec(
        name: name, valueName: valueName, help: help, kind: .choice(words),
        environment: environment, helpDefault: helpDefault.resolved(defaultValue.rawValue)),
      default: defaultValue
    ) { text in words.contains(text) ? Value(rawValue: text) : nil }
  }
}

/// A flag: an option that takes no value, given or not.
public struct Flag: Hashable, Sendable {
  /// The flag's entry in the command table.
  public let spec: OptionSpec

  /// Creates a flag.
  public init(_ name: String, help: some HelpMessage, environment: String? = nil) {
    spec = OptionSpec(name: name, valueName: nil, help: help, kind: .text, environment: environment)
  }

  /// The flag's long name, without dashes.
  public var name: String { spec.name }

  /// Whether the flag is on or off, as the user set it, or nil when it was
  /// not set, so that the program may decide: the command line wins over
  /// the flag's environment variable, which wins over the configuration
  /// file (whose value is in `arguments` only when the variable is not
  /// set, ``ConfigDefaults``). The variable takes the flag's words
  /// (``ConfigDefaults/flagWords``); empty, it counts as unset.
  ///
  /// - Parameters:
  ///   - arguments: the command line, with the file's defaults filled in.
  ///   - environment: reads an environment variable.
  /// - Throws: ``UsageError`` naming the variable when its value is no
  ///   flag word.
  public func setting(
    in arguments: ParsedArguments, environment: (String) -> String?
  ) throws(UsageError) -> Bool? {
    if arguments.flags.contains(name) { return true }
    if arguments.flagsOff.contains(name) { return false }
    guard let variable = spec.environment, let value = environment(variable), !value.isEmpty
    else { return nil }
    guard let on = ConfigDefaults.flagSetting(value) else {
      let (on, off) = ConfigDefaults.flagWords
      throw UsageError(
        .environmentNotAChoice(variable: variable, choices: on + off, value: value),
        command: arguments.commandName)
    }
    return on
  }
}

extension DefaultInHelp {
  /// The default as a spec stores it, given the value written.
  func resolved(_ written: String) -> HelpDefault? {
    switch self {
    case .value: .value(written)
    case .unnamed: nil
    case .described(let message): .described(AnyHelpMessage(message))
    }
  }
}

extension ParsedArguments {
  /// Whether a flag was given (or set in the configuration file).
  public subscript(_ flag: Flag) -> Bool { flags.contains(flag.name) }

  /// The text given for an option, unchecked, or nil when it was not given.
  public subscript<Value>(_ option: Option<Value>) -> String? { values[option.name] }

  /// The value of an option, checked, or its default when it was not given.
  ///
  /// - Throws: ``UsageError`` naming the option and what it takes.
  public func value<Value>(_ option: Option<Value>) throws(UsageError) -> Value {
    guard let text = values[option.name] else { return option.defaultValue }
    return try option.value(of: text, command: commandName)
  }

  /// The value of an option when it was given, checked; nil when it was not.
  ///
  /// - Throws: ``UsageError`` naming the option and what it takes.
  public func givenValue<Value>(_ option: Option<Value>) throws(UsageError) -> Value? {
    guard let text = values[option.name] else { return nil }
    return try option.value(of: text, command: commandName)
  }

  /// Whether `--help` (or `-h`) was given.
  public var wantsHelp: Bool { flags.contains(ArgumentParser.helpFlag) }
}
