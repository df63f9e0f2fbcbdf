import TellerText

/// One command line read word by word: the command reached so far and what
/// was given for it.
struct ArgumentReading {
  /// The command whose options and words come now.
  var command: CommandSpec
  /// What was read so far.
  var result: ParsedArguments
  /// Whether `--` has ended the options.
  var optionsEnded = false
  /// Options given since the last command name, checked again when a
  /// subcommand follows them.
  var given: [(name: String, value: String?)] = []

  /// Starts at the top command.
  init(root: CommandSpec) {
    command = root
    result = ParsedArguments(commandPath: [root.name])
  }

  /// Reads a word that is not an option: a subcommand's name, or one of
  /// the command's operands.
  mutating func word(_ argument: String) throws(UsageError) {
    // `--` ends options, not operands: a subcommand's name after it is
    // still the subcommand, as in `teller -- console`.
    if result.positionals.isEmpty,
      let sub = command.subcommands.first(where: { $0.name == argument })
    {
      result.commandPath.append(sub.name)
      try Self.check(given, against: sub, command: result.commandName)
      command = sub
      given = []
      return
    }
    switch command.operands {
    case .oneOf(let words):
      guard result.positionals.isEmpty, words.contains(argument) else {
        throw UsageError(.notAnArgument(argument, choices: words), command: result.commandName)
      }
    case .none:
      throw UsageError(
        command.subcommands.isEmpty
          ? .unexpectedArgument(argument)
          : .noSuchSubcommand(
            argument, choices: command.subcommands.map(\.name),
            suggestion: NearestWord.suggestion(
              for: argument, among: command.subcommands.map(\.name))),
        command: result.commandName)
    case .any:
      break
    }
    result.positionals.append(argument)
  }

  /// Reads a long option, `--name`, `--name=value` or `--name value`,
  /// taking its value from the arguments after it when it needs one; a
  /// flag, `--name` or `--name=off` (or another of its words).
  mutating func option(
    _ argument: String, in arguments: [String], next index: inout Int
  ) throws(UsageError) {
    guard argument.hasPrefix("--") else {
      throw UsageError(.notLongOption(argument), command: result.commandName)
    }
    let body = argument.dropFirst(2)
    let name: String
    var inlineValue: String?
    if let equals = body.firstIndex(of: "=") {
      name = String(body[..<equals])
      inlineValue = String(body[body.index(after: equals)...])
    } else {
      name = String(body)
    }
    if name == ArgumentParser.helpFlag, let inlineValue {
      throw UsageError(
        .unexpectedValue(option: name, value: inlineValue), command: result.commandName)
    }
    guard let option = command.option(named: name) else {
      throw UsageError(
        .unknownOption(name, suggestion: Self.suggestion(forOption: name, in: command)),
        command: result.commandName)
    }
    guard option.takesValue else {
      result.setFlag(
        name, on: try Self.flagSetting(option, inlineValue, command: result.commandName))
      given.append((name, nil))
      return
    }
    let value: String
    if let inlineValue {
      value = inlineValue
    } else if index < arguments.count && !arguments[index].hasPrefix("--") {
      value = arguments[index]
      index += 1
    } else {
      // Out of arguments, or the next one is an option (or `--`), as
      // in `--batch --seed 3`: taking it as the value would misread
      // the rest of the line. `--batch=--x` still gives such a value.
      throw UsageError(
        .missingValue(option: name, placeholder: option.valueName ?? "VALUE"),
        command: result.commandName)
    }
    try Self.checkChoice(option, value, command: result.commandName)
    result.values[name] = value
    given.append((name, value))
  }

  /// The option an unknown one likely meant (``NearestWord``), among the
  /// command's options and `--help`.
  static func suggestion(forOption name: String, in command: CommandSpec) -> String? {
    NearestWord.suggestion(
      for: name, among: command.options.map(\.name) + [ArgumentParser.helpFlag])
  }

  /// Checks that the command got the operand it needs, unless help was
  /// asked for.
  func finish() throws(UsageError) {
    if !command.arguments.isEmpty && result.positionals.isEmpty
      && !result.flags.contains(ArgumentParser.helpFlag)
    {
      throw UsageError(.missingArgument(choices: command.arguments), command: result.commandName)
    }
  }

  /// Checks options given before a subcommand's name against that
  /// subcommand, so that none is silently dropped or misread.
  private static func check(
    _ given: [(name: String, value: String?)], against command: CommandSpec, command name: String
  ) throws(UsageError) {
    for (optionName, value) in given {
      guard let option = command.option(named: optionName),
        option.takesValue == (value != nil)
      else {
        throw UsageError(.unknownOption(optionName), command: name)
      }
      if let value { try checkChoice(option, value, command: name) }
    }
  }

  /// Whether a flag is turned on or off: on when given alone, and as its
  /// word says after `=` (``ConfigDefaults/flagWords``), as in
  /// `--reduce-motion=off`. A flag that does something once (`--version`)
  /// takes no word.
  private static func flagSetting(
    _ option: OptionSpec, _ word: String?, command: String
  ) throws(UsageError) -> Bool {
    guard let word else { return true }
    guard !ConfigDefaults.excludedKeys.contains(option.name) else {
      throw UsageError(.unexpectedValue(option: option.name, value: word), command: command)
    }
    guard let on = ConfigDefaults.flagSetting(word) else {
      let (on, off) = ConfigDefaults.flagWords
      throw UsageError(
        .notAChoice(option: option.name, choices: on + off, value: word), command: command)
    }
    return on
  }

  /// Checks a value against the option's choices, when it has some.
  private static func checkChoice(
    _ option: OptionSpec, _ value: String, command: String
  ) throws(UsageError) {
    if !option.choices.isEmpty && !option.choices.contains(value) {
      throw UsageError(
        .notAChoice(option: option.name, choices: option.choices, value: value), command: command)
    }
  }
}
