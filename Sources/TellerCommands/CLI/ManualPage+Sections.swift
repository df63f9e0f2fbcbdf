import TellerArguments
import TellerBank
import TellerInput
import TellerSession
import TellerSpeechModel
import TellerWording

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
      ".TH \(name.uppercased()) 1 \"\" \"\(Self.escaped("Teller " + tellerVersion))\" "
        + "\"\(Self.escaped(say(.manualSection)))\""
    )
    out.append(heading(.name))
    out.append(
      "\(name) \\- \(Self.escaped(Self.lowercasedFirst(Self.withoutPeriod(words.text(root.summary)))))"
    )
    return out
  }

  /// The SYNOPSIS section: each command's path and usage, from the
  /// command table.
  func synopsisSection() -> [String] {
    var out: [String] = []
    out.append(heading(.synopsis))
    for (index, command) in Completions.commands(root).enumerated() {
      if index > 0 { out.append(".br") }
      out.append(".B \(Self.escaped(command.path))")
      out.append(Self.escaped(command.spec.usage(in: words)))
    }
    return out
  }

  /// The DESCRIPTION section: what Teller is and how it reads input and
  /// writes output.
  func descriptionSection() -> [String] {
    var out: [String] = []
    out.append(heading(.description))
    // The choice of `--ui` that writes JSON.
    let json = "json"
    out += Self.paragraphs([
      say(.about), say(.input(ui: SessionOptionTable.ui.name, json: json)),
    ])
    return out
  }

  /// The COMMANDS section: each subcommand's usage, summary, options and
  /// discussion.
  func commandsSection() -> [String] {
    var out: [String] = []
    out.append(heading(.commands))
    for command in Completions.commands(root).dropFirst() {
      out.append(".SS \"\(Self.escaped(command.path + " " + command.spec.usage(in: words)))\"")
      out += Self.paragraphs([words.text(command.spec.summary)])
      out += options(command.spec)
      if let discussion = command.spec.discussion {
        out += Self.paragraphs([words.text(discussion)])
      }
    }
    return out
  }

  /// The KEYS section, from the catalog's help for the key table.
  func keysSection() -> [String] {
    var out: [String] = []
    out.append(heading(.keys))
    return out + Self.tagged(catalog.helpKeys)
  }

  /// The LINE COMMANDS section: how lines are read, then each line command,
  /// from the catalog's help for the command table.
  func lineCommandsSection() -> [String] {
    var out: [String] = []
    out.append(heading(.lineCommands))
    out += Self.paragraphs([say(.lines(quoteLimit: ScriptLine.quoteLimit, status: .dataError))])
    return out + Self.tagged(catalog.helpCommands)
  }

  /// The help's entries as tagged paragraphs: the keys or words in bold,
  /// then what they do, as a sentence.
  static func tagged(_ entries: [HelpEntry]) -> [String] {
    entries.flatMap { entry in
      [".TP", ".B \(escaped(entry.keys))", escaped(capitalisedFirst(entry.action) + ".")]
    }
  }

  /// The FILES section: the configuration file, its syntax and its keys.
  func filesSection() -> [String] {
    var out: [String] = []
    out.append(heading(.files))
    out += [".TP", ".I $\(configFile.variable)/\(configFile.inside)"]
    out += [Self.escaped(say(.configFile(configFile)))]
    let examples = [
      (SessionOptionTable.language.name, "ko"), (SessionOptionTable.ui.name, "linear"),
      (SpeechOptionTable.speech.name, "on"), (SpeechOptionTable.speakingRate.name, "220"),
      (BankOptionTable.standard.serviceTimes[WorkType.loan.index].name, "1.1"),
    ]
    let (on, off) = ConfigDefaults.flagWords
    out += Self.paragraphs([
      say(
        .configLines(
          command: root.name, examples: examples.map { "\($0.0) = \($0.1)" }, flagOn: on,
          flagOff: off, flagExample: "--\(SessionOptionTable.reduceMotion.name)=\(off[0])")),
      say(.configOrder(status: .config, keys: configKeys)),
    ])
    return out
  }

  /// The ENVIRONMENT section, from ``environment``.
  func environmentSection() -> [String] {
    var out: [String] = []
    out.append(heading(.environment))
    for variable in environment {
      out += [".TP", ".B \(Self.escaped(variable.name))", Self.escaped(variable.meaning)]
    }
    return out
  }

  /// The EXIT STATUS section, from ``exitStatuses``.
  func exitStatusSection() -> [String] {
    var out: [String] = []
    out.append(heading(.exitStatus))
    for status in Self.exitStatuses {
      out += [".TP", ".B \(status.code.rawValue)", Self.escaped(say(.exitStatus(status.meaning)))]
    }
    return out
  }

  /// The SEE ALSO section: the screen reader, braille and speech programs.
  func seeAlsoSection() -> [String] {
    var out: [String] = []
    out.append(heading(.seeAlso))
    out.append(".BR orca (1),")
    out.append(".BR brltty (1),")
    out.append(".BR espeak\\-ng (1)")
    return out
  }
}
