import TellerArguments
import TellerSession

/// Teller's manual page, `teller.1`, in roff, made from the command table,
/// the key table and the line commands, so it never disagrees with them.
///
/// `teller manual` prints it; the repository's `teller.1` is its output,
/// and a test holds the two together.
public struct ManualPage: Sendable {
  /// An environment variable and what it does.
  public struct Variable: Hashable, Sendable {
    /// Its name, such as `TELLER_ESPEAK_LIBRARY`.
    public var name: String
    /// What it does, in one or two sentences.
    public var meaning: String

    /// Creates a variable.
    public init(_ name: String, _ meaning: String) {
      self.name = name
      self.meaning = meaning
    }
  }

  /// The command table's top command.
  public var root: CommandSpec
  /// Environment variables that set no option, such as the speech
  /// library's path; the options' own variables come from the table.
  public var variables: [Variable]

  /// Creates the page.
  public init(root: CommandSpec = CommandTable.root, variables: [Variable]) {
    self.root = root
    self.variables = variables
  }

  /// The exit statuses, with what each means.
  public static let exitStatuses: [(code: ExitCode, meaning: String)] = [
    (.success, "Success."),
    (.failure, "teller audit found accessibility mistakes."),
    (.usage, "The command line was wrong: an unknown option, a bad value or a missing one."),
    (.dataError, "A script line could not be understood; the other lines still ran."),
    (.noInput, "A file to read does not exist or cannot be read."),
    (
      .unavailable,
      "A service Teller needs is missing, such as the speech engine for teller voices."
    ),
    (.osError, "The system refused something Teller needed, such as the terminal."),
    (.cannotCreate, "A speech recording (--speech-wav) cannot be created."),
    (
      .ioError,
      "Output could not be written, as on a full disk, a closed standard output or a "
        + "speech recording that fails. "
        + "A reader that goes away (a broken pipe) ends Teller quietly instead."
    ),
    (.config, "The configuration file has an unknown key or a bad value, or cannot be read."),
    (ExitCode(129), "Ended by SIGHUP (128 + 1)."),
    (.interrupted, "Ended by SIGINT, as by Ctrl-C (128 + 2)."),
    (ExitCode(143), "Ended by SIGTERM (128 + 15)."),
  ]

  /// The words a flag's value may be in the file, from
  /// ``ConfigDefaults/flagWords``: "on or off (also yes, no, true, false, 1
  /// or 0)".
  static var flagWords: String {
    let (on, off) = ConfigDefaults.flagWords
    let others = zip(on.dropFirst(), off.dropFirst()).flatMap { [$0, $1] }
    return "\(on[0]) or \(off[0]) (also \(others.dropLast().joined(separator: ", ")) or "
      + "\(others.last ?? ""))"
  }

  /// The page, in roff for `man -l`.
  public func render() -> String {
    var out: [String] = []
    let name = root.name
    out.append(".\\\" Made by '\(name) manual' from the command table; do not edit by hand.")
    out.append(
      ".TH \(name.uppercased()) 1 \"\" \"\(Self.escaped("Teller " + tellerVersion))\" \"User Commands\""
    )
    out.append(".SH NAME")
    out.append(
      "\(name) \\- \(Self.escaped(Self.lowercasedFirst(Self.withoutPeriod(root.summary))))")

    out.append(".SH SYNOPSIS")
    for (index, command) in Completions.commands(root).enumerated() {
      if index > 0 { out.append(".br") }
      out.append(".B \(Self.escaped(command.path))")
      out.append(Self.escaped(command.spec.usage))
    }

    out.append(".SH DESCRIPTION")
    out += Self.paragraphs([
      "Teller runs a bank's teller queues and presents them to screen-reader users first. "
        + "The screen is a semantic element tree: every element has a label, a value, a hint "
        + "and traits, and you move through it as VoiceOver users do, by next and previous "
        + "element, by activating, and with a rotor that jumps between headings, buttons and "
        + "lists. Changes in the queues become announcements with a priority.",
      "At a terminal, Teller reads single keys (see KEYS). When standard input is not a "
        + "terminal, each line is a command (see LINE COMMANDS). Output is linear, whole lines "
        + "appended with no escape codes, when standard output is not a terminal or TERM is "
        + "dumb; --ui json writes one JSON object per line instead. Output is UTF-8.",
    ])

    out.append(".SH OPTIONS")
    out += Self.options(root)

    out.append(".SH COMMANDS")
    for command in Completions.commands(root).dropFirst() {
      out.append(".SS \"\(Self.escaped(command.path + " " + command.spec.usage))\"")
      out += Self.paragraphs([command.spec.summary])
      out += Self.options(command.spec)
    }

    out.append(".SH KEYS")
    for entry in Catalog.english.helpKeys {
      out += [
        ".TP", ".B \(Self.escaped(entry.keys))",
        Self.escaped(Self.capitalisedFirst(entry.action) + "."),
      ]
    }

    out.append(".SH LINE COMMANDS")
    out += Self.paragraphs([
      "When standard input is not a terminal, each line is a command. Blank lines and lines "
        + "starting with # are skipped. A line Teller cannot understand is reported on standard "
        + "error with its number, quoting at most 80 characters of it; the rest still runs, "
        + "and the exit status is 65."
    ])
    for entry in Catalog.english.helpCommands {
      out += [
        ".TP", ".B \(Self.escaped(entry.keys))",
        Self.escaped(Self.capitalisedFirst(entry.action) + "."),
      ]
    }

    out += Self.soundsSection()

    out.append(".SH FILES")
    out += [".TP", ".I $XDG_CONFIG_HOME/teller/config"]
    out += [
      Self.escaped(
        "The configuration file; ~/.config/teller/config when XDG_CONFIG_HOME is not set. "
          + "A missing file is fine.")
    ]
    out += Self.paragraphs([
      "Each line is key = value and sets the default of one long option of \(name) itself, "
        + "its name without dashes: lang = ko, ui = linear, speech = on, rate = 220, "
        + "loan-time = 1.1. A flag takes \(Self.flagWords). # "
        + "starts a comment at the start of a line or after a space. A value in double quotes is "
        + "taken as it is. When a key is given twice, the last line wins.",
      "The command line wins over the environment variables below, which win over the file. "
        + "An unknown key, a bad value or a file that cannot be read is reported with the "
        + "file's name, the line and the key, and the exit status is \(ExitCode.config). The keys are: "
        + configKeys.joined(separator: ", ") + ".",
    ])

    out.append(".SH ENVIRONMENT")
    for variable in environment {
      out += [".TP", ".B \(Self.escaped(variable.name))", Self.escaped(variable.meaning)]
    }

    out.append(".SH EXIT STATUS")
    for status in Self.exitStatuses {
      out += [".TP", ".B \(status.code.rawValue)", Self.escaped(status.meaning)]
    }

    out.append(".SH SEE ALSO")
    out.append(".BR orca (1),")
    out.append(".BR brltty (1),")
    out.append(".BR espeak\\-ng (1)")
    return out.joined(separator: "\n") + "\n"
  }

  /// The keys the configuration file accepts: the top command's options
  /// that can have a default.
  public var configKeys: [String] {
    root.options.map(\.name).filter { !ConfigDefaults.excludedKeys.contains($0) }
  }

  /// Every environment variable: the options' own, then the others.
  public var environment: [Variable] {
    let options = Completions.commands(root).flatMap { $0.spec.options }
    var seen: Set<String> = []
    var result: [Variable] = []
    for option in options {
      guard let variable = option.environment, seen.insert(variable).inserted else { continue }
      result.append(
        Variable(variable, "Sets --\(option.name) when it is not given. \(option.help)"))
    }
    for variable in variables where seen.insert(variable.name).inserted {
      result.append(variable)
    }
    return result
  }

  /// An option list, in roff: each option tagged, then its help and its
  /// choices.
  static func options(_ command: CommandSpec) -> [String] {
    var out: [String] = []
    for option in command.options {
      let name = escaped("--" + option.name)
      var tag = ".B \(name)"
      if let valueName = option.valueName { tag = ".BI \(name) \" \(escaped(valueName))\"" }
      out += [".TP", tag, escaped(option.help)]
    }
    out += [".TP", ".BR \\-h \", \" \\-\\-help", "Show this help and exit."]
    return out
  }

  /// Paragraphs, each after `.PP`.
  static func paragraphs(_ texts: [String]) -> [String] {
    texts.flatMap { [".PP", escaped($0)] }
  }

  /// Text made safe for roff: backslashes written as `\e`, every dash of
  /// a word that starts with one (an option, such as `--loan-share`) kept
  /// as a minus sign so it can be copied, and a line that would start with
  /// a dot or quote guarded.
  static func escaped(_ text: String) -> String {
    var out = ""
    var previous: Character = " "
    var inOption = false
    for character in text {
      if character == " " || character == "(" || character == "\"" {
        inOption = false
      } else if character == "-" && (previous == " " || previous == "(" || previous == "\"") {
        inOption = true
      }
      switch character {
      case "\\": out += "\\e"
      case "-" where inOption: out += "\\-"
      default: out.append(character)
      }
      previous = character
    }
    if out.first == "." || out.first == "'" { out = "\\&" + out }
    return out
  }

  private static func withoutPeriod(_ text: String) -> String {
    text.hasSuffix(".") ? String(text.dropLast()) : text
  }

  private static func lowercasedFirst(_ text: String) -> String {
    guard let first = text.first, first.isUppercase, !(text.dropFirst().first?.isUppercase ?? false)
    else { return text }
    return first.lowercased() + text.dropFirst()
  }

  private static func capitalisedFirst(_ text: String) -> String {
    guard let first = text.first else { return text }
    return first.uppercased() + text.dropFirst()
  }
}
