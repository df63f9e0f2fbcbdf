import TellerArguments

extension Catalog {
  /// A mistake of the program's own on the command line
  /// (``UsageError/Problem/program(_:)``), in one line.
  func programMessage(_ problem: ProgramProblem) -> String {
    guard let bank = problem.base as? BankUsageProblem else {
      // Every problem Teller defines is worded above; this names a new one
      // until it is.
      return String(describing: problem.base)
    }
    return message(for: bank)
  }

  /// A bank option that cannot run, in one line that names the flag.
  func message(for problem: BankUsageProblem) -> String {
    switch language {
    case .english: englishMessage(problem)
    case .korean: koreanMessage(problem)
    }
  }

  private func englishMessage(_ problem: BankUsageProblem) -> String {
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

  private func koreanMessage(_ problem: BankUsageProblem) -> String {
    func got(_ value: String) -> String { " 받은 값: '\(visibleQuote(value))'." }
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
