import TellerBank
import TellerSession

/// The lines of `teller simulate`'s readable report.
extension Catalog {
  /// The first line: what was run. "Simulated 10 customers, all arriving
  /// at once, seed 0."
  public func simulated(customers: Int, arrivals: ArrivalProcess, seed: UInt64) -> String {
    switch (language, arrivals) {
    case (.english, .batch):
      "Simulated \(customers) \(customers == 1 ? "customer" : "customers"), "
        + "all arriving at once, seed \(seed)."
    case (.english, .poisson(let rate)):
      "Simulated \(customers) \(customers == 1 ? "customer" : "customers"), "
        + "Poisson arrivals at \(plainNumber(rate)) per second, seed \(seed)."
    case (.korean, .batch):
      "고객 \(customers)명을 시뮬레이션했습니다. 모두 한꺼번에 도착, 시드 \(seed)."
    case (.korean, .poisson(let rate)):
      "고객 \(customers)명을 시뮬레이션했습니다. 초당 \(plainNumber(rate))명 포아송 도착, 시드 \(seed)."
    }
  }

  /// The warning that a work type's clerks cannot keep up: "Loan clerks
  /// are overloaded (load 1.10 on 1 clerk): waits grow without bound."
  public func overloaded(_ load: OfferedLoad) -> String {
    let figure = fixedDecimal(load.load, decimals: 2)
    switch language {
    case .english:
      return "\(workTypeTitle(load.workType)) clerks are overloaded (load \(figure) on "
        + "\(load.clerks) \(load.clerks == 1 ? "clerk" : "clerks")): waits grow without bound."
    case .korean:
      return "\(workTypeTitle(load.workType)) 창구가 과부하입니다(창구 \(load.clerks)곳에 부하 \(figure)): "
        + "대기 시간이 한없이 늘어납니다."
    }
  }

  /// "Customers served: 10 (deposit 6, loan 4)".
  public func customersServed(_ total: Int, deposit: Int, loan: Int) -> String {
    switch language {
    case .english: "Customers served: \(total) (deposit \(deposit), loan \(loan))"
    case .korean: "처리한 고객: \(total)명 (예금 \(deposit), 대출 \(loan))"
    }
  }

  /// "Business day: 4.400 s (00:04:400)".
  public func businessDay(_ makespan: ModelTime) -> String {
    let seconds = formatSeconds(makespan, decimals: 3)
    switch language {
    case .english: return "Business day: \(seconds) s (\(formatWorkTime(makespan)))"
    case .korean: return "영업 시간: \(seconds)초 (\(formatWorkTime(makespan)))"
    }
  }

  /// "Mean wait: 1.540 s".
  public func meanWait(_ wait: ModelTime) -> String {
    let seconds = formatSeconds(wait, decimals: 3)
    switch language {
    case .english: return "Mean wait: \(seconds) s"
    case .korean: return "평균 대기: \(seconds)초"
    }
  }

  /// The mean wait's 95% confidence interval by batch means: "Mean wait,
  /// 95% confidence interval: 1.200 to 1.500 s (20 batch means)", or that
  /// there is none, with fewer customers than batches.
  public func meanWaitInterval(_ interval: (lower: Double, upper: Double)?, batches: Int)
    -> String
  {
    switch (language, interval) {
    case (.english, nil):
      return "Mean wait, 95% confidence interval: none, with fewer customers than its "
        + "\(batches) batches (--ci-batches)"
    case (.english, let interval?):
      return "Mean wait, 95% confidence interval: \(fixedDecimal(interval.lower, decimals: 3)) "
        + "to \(fixedDecimal(interval.upper, decimals: 3)) s (\(batches) batch means)"
    case (.korean, nil):
      return "평균 대기의 95% 신뢰 구간: 없음, 고객이 배치 수 \(batches)보다 적습니다(--ci-batches)"
    case (.korean, let interval?):
      return "평균 대기의 95% 신뢰 구간: \(fixedDecimal(interval.lower, decimals: 3))초부터 "
        + "\(fixedDecimal(interval.upper, decimals: 3))초까지 (배치 평균 \(batches)개)"
    }
  }

  /// "Longest wait: 3.300 s".
  public func longestWait(_ wait: ModelTime) -> String {
    let seconds = formatSeconds(wait, decimals: 3)
    switch language {
    case .english: return "Longest wait: \(seconds) s"
    case .korean: return "최장 대기: \(seconds)초"
    }
  }

  /// "Mean queue length: 2.500".
  public func meanQueueLength(_ length: Double) -> String {
    let figure = fixedDecimal(length, decimals: 3)
    switch language {
    case .english: return "Mean queue length: \(figure)"
    case .korean: return "평균 대기열 길이: \(figure)"
    }
  }

  /// "Utilisation: deposit 95.5% (2 clerks), loan 100.0% (1 clerk)", from
  /// each work type's fraction of its clerks' time spent serving.
  public func utilisation(_ parts: [(type: WorkType, fraction: Double, clerks: Int)]) -> String {
    let items = parts.map { part in
      let percent = fixedDecimal(part.fraction * 100, decimals: 1)
      switch language {
      case .english:
        return "\(workTypeName(part.type)) \(percent)% "
          + "(\(part.clerks) \(part.clerks == 1 ? "clerk" : "clerks"))"
      case .korean:
        return "\(workTypeName(part.type)) \(percent)% (창구 \(part.clerks)곳)"
      }
    }
    switch language {
    case .english: return "Utilisation: " + items.joined(separator: ", ")
    case .korean: return "창구 가동률: " + items.joined(separator: ", ")
    }
  }

  /// "Most customers in the bank at once: 10".
  public func peakCustomers(_ count: Int) -> String {
    switch language {
    case .english: "Most customers in the bank at once: \(count)"
    case .korean: "동시에 은행에 있던 최대 고객: \(count)명"
    }
  }

  /// "Events: 31".
  public func eventCount(_ count: Int) -> String {
    switch language {
    case .english: "Events: \(count)"
    case .korean: "이벤트: \(count)개"
    }
  }

  /// "Wall time: 0.002 s": the real time the run took.
  public func wallTime(_ seconds: Double) -> String {
    let figure = fixedDecimal(seconds, decimals: 3)
    switch language {
    case .english: return "Wall time: \(figure) s"
    case .korean: return "실제 걸린 시간: \(figure)초"
    }
  }
}
