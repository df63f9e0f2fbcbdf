import TellerArguments
import TellerSession
import TellerWording

/// Shell completion scripts made from the command table, as
/// swift-argument-parser makes them: subcommands, every long option, the
/// choices of an option that has them (`--ui <TAB>` lists the modes),
/// files or folders for options whose value is one
/// (``OptionSpec/completion``), and a command's argument words.
///
/// `teller completions bash|zsh|fish` prints them.
public enum Completions {
  /// The shells Teller writes completions for.
  public enum Shell: String, Hashable, Sendable, CaseIterable {
    /// GNU bash, through `complete -F`.
    case bash
    /// zsh, through `_arguments`.
    case zsh
    /// fish, through `complete -c`.
    case fish
  }

  /// The completion script for a shell.
  ///
  /// - Parameters:
  ///   - shell: the shell.
  ///   - root: the command table's top command.
  ///   - words: the words of the options' and commands' help; English by
  ///     default, as shells show it.
  public static func script(
    for shell: Shell, root: CommandSpec = CommandTable.root,
    words: some HelpWords = Catalog.english.helpWords
  ) -> String {
    switch shell {
    case .bash: bash(root)
    case .zsh: zsh(root, words)
    case .fish: fish(root, words)
    }
  }

  /// Every command with its path, such as `teller simulate`, top first.
  static func commands(_ root: CommandSpec) -> [(path: String, spec: CommandSpec)] {
    var result: [(String, CommandSpec)] = []
    func visit(_ spec: CommandSpec, _ path: String) {
      result.append((path, spec))
      for sub in spec.subcommands { visit(sub, path + " " + sub.name) }
    }
    visit(root, root.name)
    return result
  }

  // MARK: bash

  static func bash(_ root: CommandSpec) -> String {
    let name = root.name
    let function = "_" + identifier(name)
    let all = commands(root)
    var lines = [
      "# bash completion for \(name); made by '\(name) completions bash'.",
      "# Load it with: source <(\(name) completions bash)",
      "\(function)() {",
      "  local cur prev command i",
      "  cur=\"${COMP_WORDS[COMP_CWORD]}\"",
      "  prev=\"${COMP_WORDS[COMP_CWORD-1]}\"",
      "  # --option=value: bash splits at '=', so the option is two words back.",
      "  if [[ $prev == \"=\" && $COMP_CWORD -ge 2 ]]; then prev=\"${COMP_WORDS[COMP_CWORD-2]}\"; fi",
      "  if [[ $cur == \"=\" ]]; then cur=\"\"; fi",
      "  command=\"\(name)\"",
      "  for ((i = 1; i < COMP_CWORD; i++)); do",
      "    case \"$command ${COMP_WORDS[i]}\" in",
    ]
    let subcommandPaths = all.dropFirst().map { "\"\($0.path)\"" }
    if !subcommandPaths.isEmpty {
      lines.append(
        "      \(subcommandPaths.joined(separator: "|"))) command=\"$command ${COMP_WORDS[i]}\" ;;")
    }
    let valued = all.flatMap { command in
      command.spec.options.filter(\.takesValue).map { "\"\(command.path) --\($0.name)\"" }
    }
    if !valued.isEmpty {
      lines.append("      \(valued.joined(separator: "|"))) ((i++)) ;;")
    }
    lines += ["    esac", "  done", "  case \"$command $prev\" in"]
    for command in all {
      for option in command.spec.options where option.takesValue {
        let pattern = "\"\(command.path) --\(option.name)\")"
        lines.append("    \(pattern) \(bashReply(option.completion)); return ;;")
      }
    }
    lines += ["  esac", "  case \"$command\" in"]
    for command in all {
      let words =
        command.spec.subcommands.map(\.name) + command.spec.arguments
        + command.spec.options.map { "--" + $0.name } + ["--help"]
      lines.append(
        "    \"\(command.path)\") COMPREPLY=($(compgen -W \"\(words.joined(separator: " "))\" -- \"$cur\")) ;;"
      )
    }
    lines += ["  esac", "}", "complete -F \(function) \(name)"]
    return lines.joined(separator: "\n") + "\n"
  }

  /// What bash replies for an option's value.
  static func bashReply(_ completion: OptionSpec.Completion) -> String {
    switch completion {
    case .choices(let words):
      "COMPREPLY=($(compgen -W \"\(words.joined(separator: " "))\" -- \"$cur\"))"
    case .file: "COMPREPLY=($(compgen -f -- \"$cur\"))"
    case .folder: "COMPREPLY=($(compgen -d -- \"$cur\"))"
    case .nothing, .number: "COMPREPLY=()"
    }
  }

  // MARK: zsh

  static func zsh(_ root: CommandSpec, _ words: some HelpWords) -> String {
    var lines = [
      "#compdef \(root.name)",
      "# zsh completion for \(root.name); made by '\(root.name) completions zsh'.",
      "# Save it as _\(root.name) in a folder of $fpath.",
      "",
    ]
    for command in commands(root).reversed() {
      lines += zshFunction(command.spec, path: command.path, words)
      lines.append("")
    }
    lines.append("_\(identifier(root.name)) \"$@\"")
    return lines.joined(separator: "\n") + "\n"
  }

  private static func zshFunction(
    _ spec: CommandSpec, path: String, _ words: some HelpWords
  ) -> [String] {
    let function = "_" + identifier(path)
    var specs = spec.options.map { option -> String in
      let help = zshEscaped(words.help(of: option))
      guard let valueName = option.valueName else { return "'--\(option.name)[\(help)]'" }
      let action: String
      switch option.completion {
      case .choices(let choices): action = "(" + choices.joined(separator: " ") + ")"
      case .file: action = "_files"
      case .folder: action = "_files -/"
      case .nothing, .number: action = " "
      }
      return "'--\(option.name)=[\(help)]:\(zshEscaped(valueName)):\(action)'"
    }
    specs.append("'(- *)'{-h,--help}'[\(zshEscaped(words.helpOptionHelp))]'")
    var lines = ["\(function)() {"]
    if spec.subcommands.isEmpty {
      if !spec.arguments.isEmpty {
        specs.append("'1:argument:(\(spec.arguments.joined(separator: " ")))'")
      }
      lines.append("  _arguments -s \\")
      lines += specs.map { "    \($0) \\" }
      lines[lines.count - 1].removeLast(2)
    } else {
      lines += [
        "  local context state state_descr line", "  typeset -A opt_args", "  _arguments -C \\",
      ]
      lines += (specs + ["'1: :->command'", "'*:: :->argument'"]).map { "    \($0) \\" }
      lines[lines.count - 1].removeLast(2)
      lines += [
        "  case $state in",
        "    command)",
        "      local -a subcommands",
        "      subcommands=(",
      ]
      lines += spec.subcommands.map { "        '\($0.name):\(zshEscaped(words.text($0.summary)))'" }
      lines += [
        "      )",
        "      _describe -t commands 'command' subcommands",
        "      ;;",
        "    argument)",
        "      case $line[1] in",
      ]
      for sub in spec.subcommands {
        lines.append("        \(sub.name)) _\(identifier(path + " " + sub.name)) ;;")
      }
      lines += ["      esac", "      ;;", "  esac"]
    }
    lines.append("}")
    return lines
  }

  /// Text for the inside of a zsh `_arguments` spec in single quotes.
  static func zshEscaped(_ text: String) -> String {
    var out = ""
    for character in text {
      switch character {
      case "'": out += "'\\''"
      case "[", "]", ":", "\\": out += "\\" + String(character)
      default: out.append(character)
      }
    }
    return out
  }

  // MARK: fish

  static func fish(_ root: CommandSpec, _ words: some HelpWords) -> String {
    let name = root.name
    var lines = [
      "# fish completion for \(name); made by '\(name) completions fish'.",
      "# Save it as ~/.config/fish/completions/\(name).fish",
      "complete -c \(name) -f",
    ]
    let all = commands(root)
    for command in all {
      let depth = command.path.split(separator: " ").count - 1
      let condition: String
      if depth == 0 {
        condition = "__fish_use_subcommand"
      } else {
        condition = "__fish_seen_subcommand_from \(command.spec.name)"
      }
      for sub in command.spec.subcommands {
        lines.append(
          "complete -c \(name) -n '\(condition)' -a \(sub.name) -d \(fishQuoted(words.text(sub.summary)))"
        )
      }
      if !command.spec.arguments.isEmpty {
        lines.append(
          "complete -c \(name) -n '\(condition)' -a '\(command.spec.arguments.joined(separator: " "))'"
        )
      }
      for option in command.spec.options {
        var line = "complete -c \(name) -n '\(condition)' -l \(option.name)"
        switch option.completion {
        case .choices(let choices): line += " -x -a '\(choices.joined(separator: " "))'"
        case .file: line += " -r -F"
        case .folder: line += " -x -a '(__fish_complete_directories)'"
        case .nothing, .number: line += option.takesValue ? " -x" : ""
        }
        lines.append(line + " -d " + fishQuoted(words.help(of: option)))
      }
      lines.append(
        "complete -c \(name) -n '\(condition)' -s h -l help -d "
          + fishQuoted(words.helpOptionHelp))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Text in fish's single quotes.
  static func fishQuoted(_ text: String) -> String {
    "'" + text.replacing("\\", with: "\\\\").replacing("'", with: "\\'") + "'"
  }

  /// A command path as a shell function name: `teller simulate` →
  /// `teller_simulate`.
  static func identifier(_ path: String) -> String {
    String(path.map { $0.isLetter || $0.isNumber ? $0 : "_" })
  }
}
