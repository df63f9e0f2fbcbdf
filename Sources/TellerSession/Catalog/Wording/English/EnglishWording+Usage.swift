import TellerArguments

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
    case .unknownOption(let name):
      return "Unknown option '--\(visibleQuote(name))' for '\(command)'."
    case .notLongOption(let argument):
      return "Unknown option '\(visibleQuote(argument))'. Options are long, such as --help."
    case .unexpectedArgument(let argument):
      return "Unexpected argument '\(visibleQuote(argument))': \(command) takes no arguments."
    case .noSuchSubcommand(let word, let choices):
      return "'\(command)' has no subcommand '\(visibleQuote(word))'; choose one of "
        + choices.joined(separator: ", ") + "."
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
    case .unknownBrailleTable(let option, let value, let searched):
      return "--\(option): liblouis has no table '\(visibleQuote(value))' in "
        + "\(searched.map { visibleQuote($0) }.joined(separator: ", ")); name one of its tables, "
        + "such as \(BrailleOptions.exampleTables.joined(separator: " or "))."
    }
  }

  private func text(_ problem: BankUsageProblem) -> String {
    switch problem {
    case .serviceTimeTooShort(let option, let upper, let value):
      return "--\(option) must be a number greater than 0 to \(upper), "
        + "and at least 0.000000001 (one nanosecond); got '\(visibleQuote(value))'."
    case .clerksNeeded(let forLoans, let upper):
      let (kind, share) = forLoans ? ("loan", "0") : ("deposit", "1")
      return "--\(kind)-clerks must be a whole number from 1 to \(upper) while \(kind) customers "
        + "come (0 only with --loan-share \(share)); got '0'."
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
