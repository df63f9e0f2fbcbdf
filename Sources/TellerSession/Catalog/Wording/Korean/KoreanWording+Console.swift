import TellerBank

extension KoreanWording {
  /// The Korean words of `teller console`, as the exercise gives them.
  public func text(_ message: ConsoleMessage) -> String {
    switch message {
    case .openChoice: "1 : 은행개점"
    case .quitChoice: "2 : 종료"
    case .prompt: "입력 : "
    case .invalidChoice: "잘못된 입력입니다. 1 또는 2를 입력해 주세요."
    case .workName(.deposit): "예금"
    case .workName(.loan): "대출"
    case .started(let number, let work): "\(number)번 고객 \(text(.workName(work)))업무 시작"
    case .finished(let number, let work): "\(number)번 고객 \(text(.workName(work)))업무 완료"
    case .closed(let customers, let time):
      "업무가 마감되었습니다. 오늘 업무를 처리한 고객은 총 \(customers)명이며, 총 업무시간은 "
        + "\(formatSeconds(time, decimals: 2))초입니다."
    }
  }
}
