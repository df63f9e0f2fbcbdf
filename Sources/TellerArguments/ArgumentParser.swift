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
    var reading = ArgumentReading(root: root)
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if reading.optionsEnded || !argument.hasPrefix("-") || argument == "-" {
        try reading.word(argument)
      } else if argument == "--" {
        reading.optionsEnded = true
      } else if argument == "-h" || argument == "--help" {
        reading.result.flags.insert(Self.helpFlag)
      } else {
        try reading.option(argument, in: arguments, next: &index)
      }
    }
    try reading.finish()
    return reading.result
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

  /// The help text for the command at a path, in the words given: the
  /// summary, the usage line, the subcommands and the options, each
  /// option's line as ``HelpWords/help(of:)`` words it.
  public func help(for path: [String], words: some HelpWords) -> String {
    guard let command = command(at: path) else { return "" }
    let name = path.joined(separator: " ")
    var lines = [
      "\(name): \(words.text(command.summary))", "",
      "\(words.usageHeading) \(name) \(command.usage(in: words))",
    ]
    if !command.subcommands.isEmpty {
      lines += ["", words.commandsHeading]
      let width = command.subcommands.map(\.name.count).max() ?? 0
      for sub in command.subcommands {
        lines.append("  " + padded(sub.name, width) + "  " + words.text(sub.summary))
      }
    }
    let optionRows =
      command.options.map { option in
        ("--" + option.name + (option.valueName.map { " " + $0 } ?? ""), words.help(of: option))
      } + [("--help", words.helpOptionHelp)]
    lines += ["", words.optionsHeading]
    let width = optionRows.map(\.0.count).max() ?? 0
    for (left, right) in optionRows { lines.append("  " + padded(left, width) + "  " + right) }
    if let discussion = command.discussion { lines += ["", words.text(discussion)] }
    return lines.joined(separator: "\n") + "\n"
  }
}

private func padded(_ text: String, _ width: Int) -> String {
  text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
}
