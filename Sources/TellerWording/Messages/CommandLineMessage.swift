import TellerArguments
import TellerBank

/// The words of the command line's help (`--help`, the manual page's
/// options and commands, completions): headings, each command's summary,
/// and each option's line.
///
/// An option's line is worded from what the option is for (its help
/// message) and the facts of its declaration (``OptionFacts``): the
/// default, the range, the choices and the environment variable are the
/// typed values, never prose of their own.
public enum CommandLineMessage: Hashable, Sendable {
  /// What starts the usage line: "Usage:".
  case usageHeading
  /// The heading over the subcommands: "Commands:".
  case commandsHeading
  /// The heading over the options: "Options:".
  case optionsHeading
  /// What stands for the options in a usage line: "[options]".
  case optionsPlaceholder
  /// The help of `--help`: "Show this help and exit."
  case helpOption
  /// What a command does.
  case summary(CommandSummary)
  /// What help says of a command after its options.
  case discussion(CommandDiscussion)
  /// An option's line: what it is for, and the facts of its declaration.
  case option(OptionHelp, OptionFacts)

  /// The message of an option's line, or nil when its help is no message
  /// of Teller's.
  public init?(option: OptionSpec) {
    let facts = OptionFacts(option)
    if let help = option.help.as(SessionOptionHelp.self) {
      self = .option(.session(help), facts)
    } else if let help = option.help.as(SpeechOptionHelp.self) {
      self = .option(.speech(help), facts)
    } else if let help = option.help.as(CommandOptionHelp.self) {
      self = .option(.command(help), facts)
    } else {
      return nil
    }
  }
}

/// What an option is for, by the area that declares it.
public enum OptionHelp: Hashable, Sendable {
  /// An option of the session, the bank, the screen or braille.
  case session(SessionOptionHelp)
  /// An option of speech and the sounds.
  case speech(SpeechOptionHelp)
  /// An option of one subcommand's own.
  case command(CommandOptionHelp)
}

/// What a command does, for its help, the manual page and completions.
public enum CommandSummary: HelpMessage, CaseIterable {
  /// `teller`, the interactive bank.
  case teller
  /// `teller console`.
  case console
  /// `teller simulate`.
  case simulate
  /// `teller inspect`.
  case inspect
  /// `teller audit`.
  case audit
  /// `teller voices`.
  case voices
  /// `teller sounds`.
  case sounds
  /// `teller completions`.
  case completions
  /// `teller manual`.
  case manual
}

/// What an option of the session, the bank, the screen or braille is for.
/// Each case is named after its option (`noColor` is `--no-color`), and
/// each work type's options after what they set (`clerks(.loan)` is
/// `--loan-clerks`).
public enum SessionOptionHelp: HelpMessage {
  /// The session's and the screen's options; `language` also serves
  /// `teller inspect --lang`, whose default goes unnamed.
  case version, ui, ascii, language, clock, batch, verbosity, debounce, readerRate
  /// `--no-color`, with the variable that also turns colour off.
  case noColor(variable: String)
  /// The presentation's and braille's options.
  case reduceMotion, noHints, timestamps, braille, brailleFlash
  /// `--braille-table`, with a table to name as an example.
  case brailleTable(example: String)
  /// `--announce`, with the least time between two counts it says.
  case announce(summaryPace: ModelTime)
  /// The bank model's seed.
  case seed
  /// A work type's clerks (the session's `BankOptionTable`).
  case clerks(WorkType)
  /// A work type's service time.
  case serviceTime(WorkType)
  /// A work type's share of the customers.
  case share(WorkType)
  /// A work type's shape of service times (`simulate --loan-service`),
  /// which wins over the option named.
  case service(WorkType, overrides: String)
}

/// What an option of speech and the sounds is for.
/// Each case is named after its option (`speakingRate` is `--rate`,
/// `soundIcons` is `--sounds`).
public enum SpeechOptionHelp: HelpMessage {
  /// Speech's options and `--sounds`.
  case speech, speechWav, speechEngine, voice, speakingRate, soundIcons
  /// `--pitch`, with the engine's usual pitch.
  case pitch(usual: Int)
  /// `--volume`, with the engine's usual volume.
  case volume(usual: Int)
}

/// What an option of one subcommand's own is for.
/// Each case is named after its command and option (`consoleSeed` is
/// `teller console --seed`, `lessonSounds` is `teller sounds --sounds`).
public enum CommandOptionHelp: HelpMessage {
  /// The options of `console`, `simulate`, `inspect` and `voices`.
  case consoleSeed, consoleClock, arrivals, json, confidenceBatches, script, voicesLanguage
  /// The options of `teller sounds`.
  case soundsWav, lessonSounds
  /// `simulate --customers`, with the most customers of batch arrivals and
  /// the model seconds a run may last.
  case customers(batchLimit: Int, modelSeconds: Int64)
  /// `simulate --rate`, which means something only beside another option's
  /// value.
  case rate(onlyWith: String, value: String)
  /// `simulate --progress`, with the seconds a run passes before progress
  /// shows and between two lines.
  case progress(quietSeconds: String, lineSeconds: String)
  /// `simulate --audio-graph`: the day as an audio graph in a WAV file.
  case audioGraph
  /// `simulate --graph-seconds`, which means something only beside
  /// another option.
  case graphSeconds(onlyWith: String)

  // The statistics options of `simulate`.

  /// `simulate --service`, with the shapes' words.
  case service(shapes: [String])
  /// `simulate --service-cv`, with the most uniform times may have.
  case serviceVariation(uniformMost: String)
  /// `simulate --warmup`.
  case warmup
  /// `simulate --replications`.
  case replications
  /// `simulate --precision`, capped by an option, or by a number of
  /// replications when it is not given.
  case precision(capOption: String, cap: Int)
  /// `simulate --threads`.
  case threads
}

/// A default that is no plain value, as help names it.
public enum DescribedDefault: HelpMessage {
  /// The language comes from `LANG`.
  case languageOfLocale
  /// The language comes from `LANG` at a terminal; a page written to a
  /// file or a pipe is in this language (`teller manual`).
  case languageOfLocaleAtTerminal(otherwise: String)
  /// The speech engine's own setting.
  case enginesOwn
  /// The voice of the language spoken.
  case languagesVoice
  /// Computer braille, and for Korean a table of its own.
  case computerBraille(koreanTable: String)
}

/// The facts of an option's declaration that its help line names.
public struct OptionFacts: Hashable, Sendable {
  /// A default as help names it.
  public enum Default: Hashable, Sendable {
    /// The value, written as the command line takes it.
    case value(String)
    /// A default that is no plain value.
    case described(DescribedDefault)
  }

  /// The words the value may be, in table order; empty for other kinds.
  public var choices: [String]
  /// The lowest value of a number, written, or nil.
  public var lower: String?
  /// The highest value of a number, written, or nil.
  public var upper: String?
  /// The default, or nil when help names none.
  public var defaultValue: Default?
  /// The environment variable that also sets the option, or nil.
  public var environment: String?
  /// Whether the option is a flag, which a variable turns on.
  public var isFlag: Bool
  /// The option's name, without its dashes: `reduce-motion`.
  public var name: String

  /// The choice at a place in the declaration's order, for a sentence
  /// that says what each choice does; "" when there is none, so a
  /// declaration that lost a choice shows a gap in its help.
  public func choice(_ index: Int) -> String {
    choices.indices.contains(index) ? choices[index] : ""
  }

  /// Creates the facts.
  public init(
    choices: [String] = [], lower: String? = nil, upper: String? = nil,
    defaultValue: Default? = nil, environment: String? = nil, isFlag: Bool = false,
    name: String = ""
  ) {
    self.choices = choices
    self.lower = lower
    self.upper = upper
    self.defaultValue = defaultValue
    self.environment = environment
    self.isFlag = isFlag
    self.name = name
  }

  /// The facts of a declaration. A described default that is no
  /// ``DescribedDefault`` stops the program: the table is wrong, and the
  /// help walk of every option fails on it.
  public init(_ option: OptionSpec) {
    let range = option.writtenRange
    var defaultValue: Default?
    switch option.helpDefault {
    case .value(let written)?: defaultValue = .value(written)
    case .described(let message)?:
      guard let described = message.as(DescribedDefault.self) else {
        preconditionFailure("--\(option.name)'s default is no DescribedDefault")
      }
      defaultValue = .described(described)
    case nil: defaultValue = nil
    }
    self.init(
      choices: option.choices, lower: range?.lower, upper: range?.upper ?? nil,
      defaultValue: defaultValue, environment: option.environment, isFlag: !option.takesValue,
      name: option.name)
  }
}

/// An option's line before its facts are added: what leads, a note inside
/// the parentheses after the default, and a tail after them.
struct OptionSentence {
  /// What the option is for, with any fact said in its midst.
  var lead: String
  /// A note beside the default, such as when the option applies.
  var note: String? = nil
  /// What follows the parentheses, after a colon.
  var tail: String? = nil

  init(_ lead: String, note: String? = nil, tail: String? = nil) {
    self.lead = lead
    self.note = note
    self.tail = tail
  }

  /// The whole line: the lead, then the default, the note and the
  /// variable (those there are) in parentheses, then the tail after a
  /// colon, and a full stop.
  ///
  /// - Parameters:
  ///   - opening: what opens the parentheses, such as `" ("` in English
  ///     and `"("` in Korean.
  ///   - defaultWords: the default as the language says it.
  ///   - variableWords: the environment variable as the language says it.
  func line(
    _ facts: OptionFacts, opening: String, defaultWords: (OptionFacts.Default) -> String,
    variableWords: (String) -> String
  ) -> String {
    let setting = facts.environment.map { $0 + (facts.isFlag ? "=1" : "") }
    let inside = [facts.defaultValue.map(defaultWords), note, setting.map(variableWords)]
      .compactMap { $0 }
    let parenthesis = inside.isEmpty ? "" : opening + inside.joined(separator: "; ") + ")"
    return lead + parenthesis + (tail.map { ": " + $0 } ?? "") + "."
  }
}

/// What help and the manual page say of a command after its options.
public enum CommandDiscussion: HelpMessage {
  /// `teller simulate`'s report: the bank's tables, and the table of the
  /// mean wait that any of the statistics options (`--service`, …) adds
  /// to a Poisson run; `json` is `--json`'s name.
  case simulate(statisticsOptions: [String], json: String)
}
