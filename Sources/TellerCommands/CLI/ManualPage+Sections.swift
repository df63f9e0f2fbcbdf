import TellerArguments
import TellerSession

/// The sections of the page, each as its roff lines, in the order
/// ``ManualPage/render()`` joins them.
extension ManualPage {
  /// The comment that the page is generated, the title line and the
  /// NAME section, from the top command's summary.
  func titleSection() -> [String] {
    var out: [String] = []
    let name = root.name
    out.append(".\\\" Made by '\(name) manual' from the command table; do not edit by hand.")
    out.append(
      ".TH \(name.uppercased()) 1 \"\" \"\(Self.escaped("Teller " + tellerVersion))\" \"User Commands\""
    )
    out.append(".SH NAME")
    out.append(
      "\(name) \\- \(Self.escaped(Self.lowercasedFirst(Self.withoutPeriod(words.text(root.summary)))))"
    )
    return out
  }

  /// The SYNOPSIS section: each command's path and usage, from the
  /// command table.
  func synopsisSection() -> [String] {
    var out: [String] = []
    out.append(".SH SYNOPSIS")
    for (index, command) in Completions.commands(root).enumerated() {
      if index > 0 { out.append(".br") }
      out.append(".B \(Self.escaped(command.path))")
      out.append(Self.escaped(command.spec.usage(in: words)))
    }
    return out
  }

  /// The DESCRIPTION section: what Teller is and how it reads input and
  /// writes output.
  static func descriptionSection() -> [String] {
    var out: [String] = []
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
    return out
  }

  /// The COMMANDS section: each subcommand's usage, summary and options.
  func commandsSection() -> [String] {
    var out: [String] = []
    out.append(".SH COMMANDS")
    for command in Completions.commands(root).dropFirst() {
      out.append(".SS \"\(Self.escaped(command.path + " " + command.spec.usage(in: words)))\"")
      out += Self.paragraphs([words.text(command.spec.summary)])
      out += options(command.spec)
    }
    return out
  }

  /// The KEYS section, from the English catalog's help for the key table.
  static func keysSection() -> [String] {
    var out: [String] = []
    out.append(".SH KEYS")
    for entry in Catalog.english.helpKeys {
      out += [
        ".TP", ".B \(Self.escaped(entry.keys))",
        Self.escaped(Self.capitalisedFirst(entry.action) + "."),
      ]
    }
    return out
  }

  /// The LINE COMMANDS section: how lines are read, then each line command,
  /// from the English catalog's help for the command table.
  static func lineCommandsSection() -> [String] {
    var out: [String] = []
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
    return out
  }

  /// The FILES section: the configuration file, its syntax and its keys.
  func filesSection() -> [String] {
    var out: [String] = []
    let name = root.name
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
    return out
  }

  /// The ENVIRONMENT section, from ``environment``.
  func environmentSection() -> [String] {
    var out: [String] = []
    out.append(".SH ENVIRONMENT")
    for variable in environment {
      out += [".TP", ".B \(Self.escaped(variable.name))", Self.escaped(variable.meaning)]
    }
    return out
  }

  /// The EXIT STATUS section, from ``exitStatuses``.
  static func exitStatusSection() -> [String] {
    var out: [String] = []
    out.append(".SH EXIT STATUS")
    for status in Self.exitStatuses {
      out += [".TP", ".B \(status.code.rawValue)", Self.escaped(status.meaning)]
    }
    return out
  }

  /// The SEE ALSO section: the screen reader, braille and speech programs.
  static func seeAlsoSection() -> [String] {
    var out: [String] = []
    out.append(".SH SEE ALSO")
    out.append(".BR orca (1),")
    out.append(".BR brltty (1),")
    out.append(".BR espeak\\-ng (1)")
    return out
  }
}
