import TellerArguments

extension Catalog {
  /// A command-line mistake in one line that names the flag or word at
  /// fault: "Unknown option '--frob' for 'teller'."; "'teller'에는 '--frob'
  /// 옵션이 없습니다."
  ///
  /// Values from the command line pass through `visibleText(_:)`, so
  /// control characters never reach the terminal, and quotations stop at
  /// ``ScriptLine/quoteLimit`` characters.
  public func message(for error: UsageError) -> String {
    switch language {
    case .english: englishMessage(error)
    case .korean: koreanMessage(error)
    }
  }

  /// The line after a usage error that points at help: "Run 'teller
  /// simulate --help' for usage."
  public func usageHint(for error: UsageError) -> String {
    switch language {
    case .english: "Run '\(error.command) --help' for usage."
    case .korean: "사용법은 '\(error.command) --help'로 확인하세요."
    }
  }

  private func englishMessage(_ error: UsageError) -> String {
    let command = error.command
    switch error.problem {
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
      return programMessage(problem)
    case .needsOption(let option, let requires, let value):
      return "--\(option) only applies with --\(requires) \(value); add --\(requires) \(value) "
        + "or leave --\(option) out."
    case .unknownBrailleTable(let option, let value, let searched):
      return "--\(option): liblouis has no table '\(visibleQuote(value))' in "
        + "\(searched.map { visibleQuote($0) }.joined(separator: ", ")); name one of its tables, "
        + "such as \(BrailleOptions.exampleTables.joined(separator: " or "))."
    }
  }

  private func koreanMessage(_ error: UsageError) -> String {
    let command = error.command
    func got(_ value: String) -> String { " 받은 값: '\(visibleQuote(value))'." }
    switch error.problem {
    case .unknownOption(let name):
      return "'\(command)'에는 '--\(visibleQuote(name))' 옵션이 없습니다."
    case .notLongOption(let argument):
      return "'\(visibleQuote(argument))'은(는) 알 수 없는 옵션입니다. 옵션은 --help처럼 두 줄표로 시작합니다."
    case .unexpectedArgument(let argument):
      return "예상하지 못한 인수 '\(visibleQuote(argument))': \(command)에는 인수가 없습니다."
    case .noSuchSubcommand(let word, let choices):
      return "'\(command)'에는 '\(visibleQuote(word))' 하위 명령이 없습니다. 다음 중 하나를 고르세요: "
        + choices.joined(separator: ", ") + "."
    case .notAnArgument(let word, let choices):
      return "'\(command)'에는 \(choices.joined(separator: ", ")) 중 하나를 주어야 합니다." + got(word)
    case .missingArgument(let choices):
      return "'\(command)'에는 \(choices.joined(separator: ", ")) 중 하나가 필요합니다."
    case .missingValue(let option, let placeholder):
      return "'--\(option)' 옵션에는 값(\(placeholder))이 필요합니다."
    case .unexpectedValue(let option, let value):
      return "'--\(option)' 옵션에는 값을 줄 수 없습니다." + got(value)
    case .notAChoice(let option, let choices, let value):
      return "--\(option)은(는) \(choices.joined(separator: ", ")) 중 하나여야 합니다." + got(value)
    case .notAWholeNumber(let option, let range, let value):
      return "--\(option)은(는) \(range.lowerBound)부터 \(range.upperBound)까지의 정수여야 합니다."
        + got(value)
    case .notAnUnsignedNumber(let option, let value):
      return "--\(option)은(는) 0부터 \(UInt64.max)까지의 정수여야 합니다." + got(value)
    case .notANumber(let option, let range, let value):
      let lower =
        range.includesLower
        ? "\(plainNumber(range.lower)) 이상"
        : "\(plainNumber(range.lower))보다 큰"
      let accepted =
        range.upper.map { "\(lower) \(plainNumber($0)) 이하의 수" } ?? "\(lower) 수"
      return "--\(option)은(는) \(accepted)여야 합니다." + got(value)
    case .environmentNotAChoice(let variable, let choices, let value):
      return "\(variable)은(는) \(choices.joined(separator: ", ")) 중 하나여야 합니다." + got(value)
    case .emptyName(let option, let examples):
      return "--\(option)에는 \(examples.joined(separator: "나 ")) 같은 이름이 필요합니다."
    case .emptyFileName(let option):
      return "--\(option)에는 파일 이름이 필요합니다."
    case .unknownVoice(let option, let voice, let engine):
      return "--\(option): \(engine)에는 '\(visibleQuote(voice))' 음성이 없습니다. "
        + "'teller voices'로 있는 음성을 확인하세요."
    case .program(let problem):
      return programMessage(problem)
    case .needsOption(let option, let requires, let value):
      return "--\(option)은(는) --\(requires) \(value)일 때만 쓰입니다. --\(requires) \(value)를 "
        + "더하거나 --\(option)을(를) 빼세요."
    case .unknownBrailleTable(let option, let value, let searched):
      return "--\(option): liblouis의 \(searched.map { visibleQuote($0) }.joined(separator: ", "))에 "
        + "'\(visibleQuote(value))' 표가 없습니다. "
        + "\(BrailleOptions.exampleTables.joined(separator: "나 ")) 같은 liblouis 표를 지정하세요."
    }
  }
}
