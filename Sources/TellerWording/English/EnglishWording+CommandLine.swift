import TellerArguments
import TellerText

extension EnglishWording {
  /// The English words of the command line's help.
  public func text(_ message: CommandLineMessage) -> String {
    switch message {
    case .usageHeading: "Usage:"
    case .commandsHeading: "Commands:"
    case .optionsHeading: "Options:"
    case .optionsPlaceholder: "[options]"
    case .helpOption: "Show this help and exit."
    case .summary(let command): summary(command)
    case .discussion(.simulate(let options, let json)):
      "The report ends with the bank's tables, Clerks and The day so far, a line per row. "
        + "With any of " + Self.list(options.map { "--" + $0 }, or: "or")
        + " and Poisson arrivals, a third table, Mean wait: estimates and theory, has a row for "
        + "the whole run, the steady state after the warm-up, the replications and theory, with "
        + "the mean wait, the 95% interval's ends, whether it covers theory and what each figure "
        + "is made of. --\(json) gives every table under tables."
    case .option(.session(let option), let facts): line(purpose(option, facts), facts)
    case .option(.speech(let option), let facts): line(purpose(option, facts), facts)
    case .option(.command(let option), let facts): line(purpose(option, facts), facts)
    }
  }

  /// An option's line: " (default 2; also TELLER_UI)" after its purpose.
  private func line(_ sentence: OptionSentence, _ facts: OptionFacts) -> String {
    sentence.line(facts, opening: " (", defaultWords: defaultWords) { "also " + $0 }
  }

  /// `--reduce-motion=off`, as typed.
  private func reduceMotionOff(_ facts: OptionFacts) -> String {
    "--\(facts.name)=\(ConfigDefaults.flagWords.off[0])"
  }

  /// A range: "0 to 1".
  private func range(_ facts: OptionFacts) -> String {
    "\(facts.lower ?? "") to \(facts.upper ?? "")"
  }

  /// Choices: "en or ko", "low, normal or high", as keys are listed.
  private func list(_ words: [String]) -> String { Self.list(words, or: "or") }

  private func defaultWords(_ given: OptionFacts.Default) -> String {
    switch given {
    case .value(let written): "default \(written)"
    case .described(.languageOfLocale): "default from LANG"
    case .described(.languageOfLocaleAtTerminal(let otherwise)):
      "default from LANG at a terminal, else \(otherwise)"
    case .described(.enginesOwn): "default: the engine's own"
    case .described(.languagesVoice): "default: the language's"
    case .described(.computerBraille(let korean)): "default: computer braille; Korean \(korean)"
    }
  }

  private func summary(_ command: CommandSummary) -> String {
    switch command {
    case .teller: "A bank's teller queues, presented to screen-reader users first."
    case .console:
      "Run the exercise's console bank: a menu on stdin, starts and finishes on stdout."
    case .simulate: "Run the bank fast-forward and print statistics; Ctrl-C prints those so far."
    case .inspect: "Run a script in virtual time, then print the screen's element tree."
    case .audit: "Audit every screen of a built-in scenario in both languages."
    case .voices: "List the installed voices of the speech engine, with their languages."
    case .sounds:
      "Play each sound icon after its name, to learn them; or write them into a WAV file."
    case .completions: "Print a shell completion script for bash, zsh or fish."
    case .manual:
      "Show Teller's manual page: through man at a terminal, else as roff, as teller.1 holds it."
    }
  }

  private func purpose(_ option: SessionOptionHelp, _ facts: OptionFacts) -> OptionSentence {
    let choices = facts.choices
    return switch option {
    case .version: OptionSentence("Print the version and exit")
    case .ui: OptionSentence(list(choices) + ", the full-screen view")
    case .noColor(let variable):
      OptionSentence("Draw the full-screen view without colour (also \(variable))")
    case .ascii: OptionSentence("Draw the full-screen view without box-drawing characters")
    case .language: OptionSentence("Language: " + list(choices))
    case .clock:
      OptionSentence(choices.joined(separator: ", or ") + ": time moves only on 'wait'")
    case .batch: OptionSentence("Customers per add")
    case .verbosity: OptionSentence(list(choices))
    case .debounce: OptionSentence("Least time between polite announcements")
    case .readerRate:
      OptionSentence(
        "Your screen reader's rate, \(range(facts)) words a minute: linear text at a "
          + "terminal waits for it")
    case .reduceMotion:
      OptionSentence(
        "The full-screen view changes only on bank events and keys",
        note: "on by itself when a screen reader runs; \(reduceMotionOff(facts)) keeps the motion")
    case .noHints: OptionSentence("Leave hints out of descriptions")
    case .timestamps: OptionSentence("End each linear line with the model time")
    case .braille: OptionSentence("Show the focused element on a braille display through BRLTTY")
    case .brailleFlash:
      OptionSentence(
        "How long announcements flash in braille, \(range(facts)); \(facts.lower ?? "") keeps "
          + "them until a key")
    case .brailleTable(let example):
      OptionSentence("A liblouis braille table, such as \(example)")
    case .announce(let summaryPace):
      OptionSentence(
        "\(facts.choice(0)), or \(facts.choice(1)): starts and finishes are left to the sounds "
          + "and speech says how many wait, at most every "
          + "\(plainNumber(summaryPace.seconds)) seconds")
    case .seed: OptionSentence("Seed for the work-type draw")
    case .clerks(let type): OptionSentence(workTypeNames[type].title + " clerks")
    case .serviceTime(let type): OptionSentence("Seconds per " + workTypeNames[type].name)
    case .share(let type):
      OptionSentence("Share of \(workTypeNames[type].name) customers, " + range(facts))
    case .service(let type, let overrides):
      OptionSentence(
        "Shape of \(workTypeNames[type].name) service times, as --\(overrides) takes; wins over it")
    }
  }

  private func purpose(_ option: SpeechOptionHelp, _ facts: OptionFacts) -> OptionSentence {
    switch option {
    case .speech: OptionSentence("Speak live, through speech-dispatcher or eSpeak NG")
    case .speechWav: OptionSentence("Record what a listener hears into a WAV file")
    case .speechEngine: OptionSentence(list(facts.choices))
    case .voice: OptionSentence("Voice, as 'teller voices' lists")
    case .speakingRate:
      OptionSentence("Speaking rate, eSpeak NG's words per minute, " + range(facts))
    case .pitch(let usual): OptionSentence("Pitch, \(range(facts)); \(usual) is usual")
    case .volume(let usual): OptionSentence("Volume, \(range(facts)); \(usual) is usual")
    case .soundIcons:
      OptionSentence(
        "\(facts.choice(0)), \(facts.choice(1)) (sound icons for starts, finishes, adds, all "
          + "served, edges and errors, left and right as the lists sit) or \(facts.choice(2))")
    }
  }

  private func purpose(_ option: CommandOptionHelp, _ facts: OptionFacts) -> OptionSentence {
    switch option {
    case .consoleSeed: OptionSentence("Seed for customer counts and work types")
    case .consoleClock: OptionSentence("real waits as the bank works; virtual prints at once")
    case .customers(let batchLimit, let seconds):
      OptionSentence(
        "Customers to simulate",
        tail: "at most \(batchLimit) with batch arrivals, \(facts.upper ?? "") with poisson, "
          + "and fewer when the run could pass \(seconds) seconds")
    case .arrivals: OptionSentence("batch (all at once) or poisson")
    case .rate(let option, let value):
      OptionSentence(
        "Poisson arrivals per second, " + range(facts), note: "only with --\(option) \(value)")
    case .json: OptionSentence("Print one JSON object")
    case .progress(let quiet, let every):
      OptionSentence(
        "Progress on standard error for runs over \(quiet == "1" ? "a second" : quiet + " seconds"): "
          + "\(facts.choice(1)) (one every \(every) seconds), \(facts.choice(2)) (one line updated "
          + "in place), \(facts.choice(3)), or \(facts.choice(0)): \(facts.choice(2)) at a "
          + "terminal; \(facts.choice(1)) when a screen reader runs, TERM is dumb or standard error "
          + "is redirected; none with no terminal")
    case .confidenceBatches:
      OptionSentence("Batch means for the mean wait's 95% confidence interval, " + range(facts))
    case .script: OptionSentence("Script of line commands to run first")
    case .voicesLanguage: OptionSentence("Only voices for a language, such as en or ko")
    case .soundsWav: OptionSentence("Write the sounds and their names into a WAV file")
    case .lessonSounds: OptionSentence("on (left and right, as the lists sit) or mono")
    case .audioGraph:
      OptionSentence(
        "Write the day's waiting line into a WAV file as an audio graph: a sentence with its "
          + "length and peak, then the line as pitch over time, a tick each hour")
    case .graphSeconds(let option):
      OptionSentence(
        "Seconds the audio graph lasts, " + range(facts), note: "only with --\(option)")
    case .service(let shapes):
      OptionSentence(
        "Shape of every work type's service times, their mean the service time: "
          + list(shapes) + " (Erlang with K phases, 1 to 1000; CV a coefficient of variation, "
          + "else --service-cv's)")
    case .serviceVariation(let most):
      OptionSentence(
        "Coefficient of variation of uniform (at most \(most)) and lognormal service times, "
          + range(facts))
    case .threads:
      OptionSentence(
        "Threads replications run on, " + range(facts)
          + "; every processor unless given. The figures do not depend on it")
    case .warmup:
      OptionSentence(
        "Start of a Poisson run set aside before its steady-state mean wait: auto (found by "
          + "MSER-5) or seconds of model time")
    case .replications:
      OptionSentence(
        "Independent runs of a Poisson run, each with a seed of its own, " + range(facts))
    case .precision(let option, let cap):
      OptionSentence(
        "Replications until the 95% interval's half-width is at most this share of the mean "
          + "wait, such as 0.02, up to --\(option) of them (\(groupedNumber(cap)) unless given)")
    }
  }
}

extension EnglishWording {
  /// The English words of command-line mistakes.
  ///
  /// Values from the command line pass through `visibleQuote(_:)`, so
  /// control characters never reach the terminal, and quotations stop at
  /// ``ScriptLine/quoteLimit`` characters.
  public func text(_ message: UsageMessage) -> String {
    switch message {
    case .problem(let problem, let command): text(problem, command: command)
    case .hint(let command): "Run '\(command) --help' for usage."
    case .bank(let problem): text(problem)
    }
  }

  private func text(_ problem: UsageError.Problem, command: String) -> String {
    switch problem {
    case .unknownOption(let name, let suggestion):
      return "Unknown option '--\(visibleQuote(name))' for '\(command)'"
        + (suggestion.map { "; did you mean '--\($0)'?" } ?? ".")
    case .notLongOption(let argument):
      return "Unknown option '\(visibleQuote(argument))'. Options are long, such as --help."
    case .unexpectedArgument(let argument):
      return "Unexpected argument '\(visibleQuote(argument))': \(command) takes no arguments."
    case .noSuchSubcommand(let word, let choices, let suggestion):
      return "'\(command)' has no subcommand '\(visibleQuote(word))'; "
        + (suggestion.map { "did you mean '\($0)'?" }
          ?? "choose one of \(choices.joined(separator: ", ")).")
    case .notAnArgument(let word, let choices):
      return
        "'\(command)' takes one of \(choices.joined(separator: ", ")); got '\(visibleQuote(word))'."
    case .missingArgument(let choices):
      return "'\(command)' needs one of \(choices.joined(separator: ", "))."
    case .missingValue(let option, let placeholder):
      return "Option '--\(option)' needs a value (\(placeholder))."
    case .unexpectedValue(let option, let value):
      return "Option '--\(option)' takes no value; got '\(visibleQuote(value))'."
    case .notAChoice(let option, let choices, let value):
      return
        "--\(option) must be one of \(choices.joined(separator: ", ")); got '\(visibleQuote(value))'."
    case .notAWholeNumber(let option, let range, let value):
      return "--\(option) must be a whole number from \(range.lowerBound) to \(range.upperBound); "
        + "got '\(visibleQuote(value))'."
    case .notAnUnsignedNumber(let option, let value):
      return
        "--\(option) must be a whole number from 0 to \(UInt64.max); got '\(visibleQuote(value))'."
    case .notANumber(let option, let range, let value):
      var accepted =
        range.includesLower
        ? "from \(plainNumber(range.lower))"
        : "greater than \(plainNumber(range.lower))"
      if let upper = range.upper { accepted += " to \(plainNumber(upper))" }
      return "--\(option) must be a number \(accepted); got '\(visibleQuote(value))'."
    case .environmentNotAChoice(let variable, let choices, let value):
      return
        "\(variable) must be one of \(choices.joined(separator: ", ")); got '\(visibleQuote(value))'."
    case .emptyName(let option, let examples):
      return "--\(option) needs a \(option) name such as \(examples.joined(separator: " or "))."
    case .emptyFileName(let option):
      return "--\(option) needs a file name."
    case .unknownVoice(let option, let voice, let engine):
      return "--\(option): \(engine) has no voice '\(visibleQuote(voice))'; "
        + "'teller voices' lists the voices there are."
    case .program(let problem):
      return programText(problem)
    case .needsOption(let option, let requires, let value):
      return "--\(option) only applies with --\(requires) \(value); add --\(requires) \(value) "
        + "or leave --\(option) out."
    case .unknownBrailleTable(let option, let value, let searched, let examples):
      return "--\(option): liblouis has no table '\(visibleQuote(value))' in "
        + "\(searched.map { visibleQuote($0) }.joined(separator: ", ")); name one of its tables, "
        + "such as \(examples.joined(separator: " or "))."
    }
  }

  /// What keeps a work type's customers away: "--loan-share 0".
  private func text(_ condition: BankUsageProblem.NoCustomers) -> String {
    switch condition {
    case .share(let option, let value): "--\(option) \(value)"
    case .sharesAddUpToOne(let options): optionsTogether(options) + " adding up to 1"
    }
  }

  /// Options named together: "--loan-share and --audit-share".
  private func optionsTogether(_ options: [String]) -> String {
    let flags = options.map { "--" + $0 }
    guard let last = flags.last, flags.count > 1 else { return flags.joined() }
    return flags.dropLast().joined(separator: ", ") + " and " + last
  }

  private func text(_ problem: BankUsageProblem) -> String {
    switch problem {
    case .serviceTimeTooShort(let option, let upper, let value):
      return "--\(option) must be a number greater than 0 to \(upper), "
        + "and at least 0.000000001 (one nanosecond); got '\(visibleQuote(value))'."
    case .clerksNeeded(let type, let option, let unless, let upper):
      return "--\(option) must be a whole number from 1 to \(upper) while "
        + "\(workTypeNames[type].name) customers come (0 only with \(text(unless))); got '0'."
    case .sharesOverOne(let options, let total):
      return "\(optionsTogether(options)) must add up to at most 1; got \(total)."
    case .tooManyBatchCustomers(let limit, let value):
      return "--customers must be at most \(limit) with --arrivals batch, "
        + "where every customer waits in the bank at once; got \(value). "
        + "Use --arrivals poisson for longer runs."
    case .runTooLong(let customers, let limit):
      return "--customers \(customers) is too many for these settings: the run could pass "
        + "\(limit) seconds of model time; use fewer "
        + "--customers, a higher --rate, more clerks or shorter service times."
    }
  }
}
