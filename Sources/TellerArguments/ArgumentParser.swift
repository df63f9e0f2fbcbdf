/// Parses command lines against a table of commands.
///
/// Accepts long options as `--name value` and `--name=value` (a value that
/// starts with `--` only in the second form), flags as `--name`,
/// subcommands by name, and `--` to end options. `--help` and
/// `-h` are always accepted and reported as the flag `help`. Every error
/// names the flag or word at fault.
public struct ArgumentParser: Sendable {
  /// The top command.
  public let root: CommandSpec

  /// The flag `--help` and `-h` are reported as.
  public static let helpFlag = "help"

  /// Creates a parser for a command table.
  public init(root: CommandSpec) { self.root = root }

  /// Parses arguments (without the program name).
  ///
  /// - Complexity: O(n · m) for n arguments and m options per command.
  public func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
    var command = root
    var result = ParsedArguments(commandPath: [root.name])
    var index = 0
    var optionsEnded = false
    // Options given since the last command name, checked again when a
    // subcommand follows them.
    var given: [(name: String, value: String?)] = []
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
        // `--` ends options, not operands: a subcommand's name after it is
        // still the subcommand, as in `teller -- console`.
        if result.positionals.isEmpty,
          let sub = command.subcommands.first(where: { $0.name == argument })
        {
          result.commandPath.append(sub.name)
          try Self.check(given, against: sub, command: result.commandName)
          command = sub
          given = []
          continue
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
              : .noSuchSubcommand(argument, choices: command.subcommands.map(\.name)),
            command: result.commandName)
        case .any:
          break
        }
        result.positionals.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      if argument == "-h" || argument == "--help" {
        result.flags.insert(Self.helpFlag)
        continue
      }
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
      if name == Self.helpFlag, let inlineValue {
        throw UsageError(
          .unexpectedValue(option: name, value: inlineValue), command: result.commandName)
      }
      guard let option = command.option(named: name) else {
        throw UsageError(.unknownOption(name), command: result.commandName)
      }
      if option.takesValue {
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
        if !option.choices.isEmpty && !option.choices.contains(value) {
          throw UsageError(
            .notAChoice(option: name, choices: option.choices, value: value),
            command: result.commandName)
        }
        result.values[name] = value
        given.append((name, value))
      } else {
        if let inlineValue {
          throw UsageError(
            .unexpectedValue(option: name, value: inlineValue), command: result.commandName)
        }
        result.flags.insert(name)
        given.append((name, nil))
      }
    }
    if !command.arguments.isEmpty && result.positionals.isEmpty
      && !result.flags.contains(Self.helpFlag)
    {
      throw UsageError(.missingArgument(choices: command.arguments), command: result.commandName)
    }
    return result
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
      if let value, !option.choices.isEmpty && !option.choices.contains(value) {
        throw UsageError(
          .notAChoice(option: optionName, choices: option.choices, value: value), command: name)
      }
    }
  }

  /// The command reached by a path of names, such as `["teller", "simulate"]`.
  public func command(at path: [String]) -> CommandSpec? {
    guard path.first == root.name else { return nil }
    var command = root
    for name in path.dropFirst() {
      guard let sub = command.subcommands.first(where: { $0.name == name }) else { return nil }
      command = sub
    }
    return command
  }

  /// The help text for the command at a path, in the language of a
  /// translation (English when none is given).
  public func help(for path: [String], in translation: HelpTranslation = .english) -> String {
    guard let command = command(at: path) else { return "" }
    let name = path.joined(separator: " ")
    let t = translation
    var lines = [
      "\(name): \(t[command.summary])", "", "\(t.usage) \(name) \(t[command.usage])",
    ]
    if !command.subcommands.isEmpty {
      lines += ["", t.commands]
      let width = command.subcommands.map(\.name.count).max() ?? 0
      for sub in command.subcommands {
        lines.append("  " + padded(sub.name, width) + "  " + t[sub.summary])
      }
    }
    let optionRows =
      command.options.map { option in
        ("--" + option.name + (option.valueName.map { " " + $0 } ?? ""), t[option.help])
      } + [("--help", t.helpOption)]
    lines += ["", t.options]
    let width = optionRows.map(\.0.count).max() ?? 0
    for (left, right) in optionRows { lines.append("  " + padded(left, width) + "  " + right) }
    if !command.discussion.isEmpty { lines += ["", t[command.discussion]] }
    return lines.joined(separator: "\n") + "\n"
  }
}

private func padded(_ text: String, _ width: Int) -> String {
  text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
}
