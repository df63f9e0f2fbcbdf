import TellerArguments

extension KoreanWording {
  /// The Korean words of command-line mistakes.
  ///
  /// Values from the command line pass through `visibleQuote(_:)`, so
  /// control characters never reach the terminal, and quotations stop at
  /// ``ScriptLine/quoteLimit`` characters.
  public func text(_ message: UsageMessage) -> String {
    switch message {
    case .problem(let problem, let command): text(problem, command: command)
    case .hint(let command): "사용법은 '\(command) --help'로 확인하세요."
    case .bank(let problem): text(problem)
    }
  }

  /// The end of a mistake that quotes the value given.
  private func got(_ value: String) -> String { " 받은 값: '\(visibleQuote(value))'." }

  private func text(_ problem: UsageError.Problem, command: String) -> String {
    switch problem {
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
      return programText(problem)
    case .needsOption(let option, let requires, let value):
      return "--\(option)은(는) --\(requires) \(value)일 때만 쓰입니다. --\(requires) \(value)를 "
        + "더하거나 --\(option)을(를) 빼세요."
    case .unknownBrailleTable(let option, let value, let searched):
      return "--\(option): liblouis의 \(searched.map { visibleQuote($0) }.joined(separator: ", "))에 "
        + "'\(visibleQuote(value))' 표가 없습니다. "
        + "\(BrailleOptions.exampleTables.joined(separator: "나 ")) 같은 liblouis 표를 지정하세요."
    }
  }

  private func text(_ problem: BankUsageProblem) -> String {
    switch problem {
    case .serviceTimeTooShort(let option, let upper, let value):
      return "--\(option)은(는) 0보다 크고 \(upper) 이하이며 0.000000001(1나노초) 이상인 수여야 합니다."
        + got(value)
    case .clerksNeeded(let forLoans, let upper):
      let (kind, name, share) = forLoans ? ("loan", "대출", "0") : ("deposit", "예금", "1")
      return "\(name) 고객이 오는 동안 --\(kind)-clerks은(는) 1부터 \(upper)까지의 정수여야 합니다"
        + "(0은 --loan-share \(share)일 때만)." + got("0")
    case .tooManyBatchCustomers(let limit, let value):
      return "--arrivals batch에서는 모든 고객이 한꺼번에 은행에서 기다리므로 --customers는 "
        + "최대 \(limit)이어야 합니다. 받은 값: \(value). 더 긴 실행에는 --arrivals poisson을 쓰세요."
    case .runTooLong(let customers, let limit):
      return "--customers \(customers)은(는) 이 설정에 너무 많습니다: 모델 시간이 \(limit)초를 넘을 수 "
        + "있습니다. --customers를 줄이거나, --rate를 높이거나, 창구를 늘리거나, 업무 시간을 줄이세요."
    }
  }
}
