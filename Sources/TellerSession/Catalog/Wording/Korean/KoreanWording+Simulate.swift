extension KoreanWording {
  /// The Korean lines of `teller simulate`'s report.
  public func text(_ message: SimulateMessage) -> String {
    switch message {
    case .simulated(let customers, nil, let seed):
      "고객 \(customers)명을 시뮬레이션했습니다. 모두 한꺼번에 도착, 시드 \(seed)."
    case .simulated(let customers, let rate?, let seed):
      "고객 \(customers)명을 시뮬레이션했습니다. 초당 \(rate)명 포아송 도착, 시드 \(seed)."
    case .overloaded(let type, let load, let clerks):
      "\(text(.workTypeTitle(type))) 창구가 과부하입니다(창구 \(clerks)곳에 부하 \(load)): "
        + "대기 시간이 한없이 늘어납니다."
    case .customersServed(let total, let deposit, let loan):
      "처리한 고객: \(total)명 (예금 \(deposit), 대출 \(loan))"
    case .businessDay(let seconds, let timer): "영업 시간: \(seconds)초 (\(timer))"
    case .meanWait(let seconds): "평균 대기: \(seconds)초"
    case .meanWaitInterval(let lower, let upper, let batches):
      "평균 대기의 95% 신뢰 구간: \(lower)초부터 \(upper)초까지 (배치 평균 \(batches)개)"
    case .noMeanWaitInterval(let batches):
      "평균 대기의 95% 신뢰 구간: 없음, 고객이 배치 수 \(batches)보다 적습니다(--ci-batches)"
    case .longestWait(let seconds): "최장 대기: \(seconds)초"
    case .meanQueueLength(let figure): "평균 대기열 길이: \(figure)"
    case .utilisationPart(let type, let percent, let clerks):
      "\(text(.workTypeName(type))) \(percent)% (창구 \(clerks)곳)"
    case .utilisation(let parts): "창구 가동률: " + parts.joined(separator: ", ")
    case .peakCustomers(let count): "동시에 은행에 있던 최대 고객: \(count)명"
    case .eventCount(let count): "이벤트: \(count)개"
    case .wallTime(let seconds): "실제 걸린 시간: \(seconds)초"
    }
  }
}
