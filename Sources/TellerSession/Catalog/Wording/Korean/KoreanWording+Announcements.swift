extension KoreanWording {
  /// The Korean words of announcements; parts of one are joined with ". ".
  public func text(_ message: AnnouncementMessage) -> String {
    switch message {
    case .numberList(let numbers):
      return numbers.map(String.init).joined(separator: ", ")
    case .customerGroup(let numbers, let maxNamed):
      if let maxNamed, numbers.count > maxNamed { return "고객 \(numbers.count)명" }
      return text(.numberList(numbers.sorted())) + "번 고객"
    case .customersStarted(let numbers, let maxNamed):
      return text(.customerGroup(numbers, maxNamed: maxNamed)) + " 업무 시작"
    case .customersFinished(let numbers, let maxNamed):
      return text(.customerGroup(numbers, maxNamed: maxNamed)) + " 업무 완료"
    case .customersServed(let numbers, let maxNamed):
      return text(.customerGroup(numbers, maxNamed: maxNamed)) + " 업무 시작 후 완료"
    case .customersMoved(let finished, let started):
      let parts = [finished > 0 ? "\(finished)명 완료" : nil, started > 0 ? "\(started)명 시작" : nil]
      return parts.compactMap { $0 }.joined(separator: ", ")
    case .waitingTally(let waiting):
      return waiting == 0 ? "대기 없음" : "대기 \(waiting)명"
    case .customersAdded(let count, let numbers, let waiting):
      let who =
        if let numbers {
          numbers.count == 1
            ? "\(numbers.lowerBound)번 고객"
            : "\(numbers.lowerBound)번부터 \(numbers.upperBound)번 고객"
        } else {
          "고객 \(count)명"
        }
      return who + " 추가, " + text(.waitingTally(waiting))
    case .allServed(let summary):
      return "모든 고객 업무 완료: 고객 \(summary.customersServed)명, 업무시간 "
        + text(.duration(summary.workTime))
    case .resetConfirmation:
      return "초기화. 대기중과 업무중 목록이 모두 비었습니다."
    case .sentence(let parts):
      return parts.joined(separator: ". ")
    case .moreInList(let count, let list):
      return "\(list)에 \(count)명 더"
    case .readingStopped:
      return "읽기 멈춤"
    }
  }
}
