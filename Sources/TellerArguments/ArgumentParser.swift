/// Parses command lines against a table of commands.
///
/// Accepts long options as `--name value` and `--name=value`, flags as
/// `--name`, subcommands by name, and `--` to end options. `--help` and
/// `-h` are always accepted and reported as the flag `help`. Every error
/// names the flag or word at fault.
public struct ArgumentParser: Sendable {
  /// The top command.
  public let root: CommandSpec

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
        if result.positionals.isEmpty && !optionsEnded,
          let sub = command.subcommands.first(where: { $0.name == argument })
        {
          result.commandPath.append(sub.name)
          try Self.check(given, against: sub, command: result.commandName)
          command = sub
          given = []
          continue
        }
        if command.usage.isEmpty || command.usage == "[options]" {
          throw UsageError(
            command.subcommands.isEmpty
              ? .unexpectedArgument(argument)
              : .noSuchSubcommand(argument, choices: command.subcommands.map(\.name)),
            command: result.commandName)
        }
        result.positionals.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      if argument == "-h" || argument == "--help" {
        result.flags.insert("help")
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
      if name == "help", let inlineValue {
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
        } else if index < arguments.count {
          value = arguments[index]
          index += 1
        } else {
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

  /// The help text for the command at a path.
  public func help(for path: [String]) -> String {
    guard let command = command(at: path) else { return "" }
    let name = path.joined(separator: " ")
    var lines = ["\(name): \(command.summary)", "", "Usage: \(name) \(command.usage)"]
    if !command.subcommands.isEmpty {
      lines += ["", "Commands:"]
      let width = command.subcommands.map(\.name.count).max() ?? 0
      for sub in command.subcommands {
        lines.append("  " + padded(sub.name, width) + "  " + sub.summary)
      }
    }
    let optionRows =
      command.options.map { option in
        ("--" + option.name + (option.valueName.map { " " + $0 } ?? ""), option.help)
      } + [("--help", "Show this help and exit.")]
    lines += ["", "Options:"]
    let width = optionRows.map(\.0.count).max() ?? 0
    for (left, right) in optionRows { lines.append("  " + padded(left, width) + "  " + right) }
    if !command.discussion.isEmpty { lines += ["", command.discussion] }
    return lines.joined(separator: "\n") + "\n"
  }
}

private func padded(_ text: String, _ width: Int) -> String {
  text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
}
