import TellerBank

extension KoreanWording {
  /// The Korean words of the bank's screen.
  public func text(_ message: ScreenMessage) -> String {
    switch message {
    case .appTitle: "Teller 은행창구"
    case .summaryLabel: "현황"
    case .addButtonLabel(let n): "고객 \(n)명 추가"
    case .addButtonHint(let n): "대기줄에 고객 \(n)명을 추가합니다"
    case .resetButtonLabel: "초기화"
    case .resetButtonHint: "대기중과 업무중 목록을 비우고 업무시간을 0으로 되돌립니다"
    case .workTimeLabel: "업무시간"
    case .waitingHeading: "대기중"
    case .processingHeading: "업무중"
    case .customerCount(0): "고객 없음"
    case .customerCount(let count): "\(count)명"
    case .workTypeName(.deposit), .workTypeTitle(.deposit): "예금"
    case .workTypeName(.loan), .workTypeTitle(.loan): "대출"
    case .customerLabel(let number, let type): "\(number)번 고객, " + text(.workTypeName(type))
    case .customerRowLabel(let number, let type): "\(number) - " + text(.workTypeTitle(type))
    case .clerkName(let clerk): "\(clerk)번 창구"
    case .noCustomersWaiting: "대기 중인 고객 없음"
    case .noCustomersProcessing: "업무 중인 고객 없음"
    case .summary(0, 0, let time): "고객 없음, 업무시간 " + text(.duration(time))
    case .summary(let waiting, let processing, let time):
      "대기중 \(waiting)명, 업무중 \(processing)명, 업무시간 " + text(.duration(time))
    case .duration(let time): Self.duration(SpokenDuration(time))
    case .rotorName(.deposit): "예금 고객"
    case .rotorName(.loan): "대출 고객"
    case .welcomeForKeys(let help): "Teller. 도움말은 \(help) 키를 누르세요."
    case .welcomeForLines: "Teller. 명령 목록을 보려면 help를 입력하세요."
    case .verbosityName(.low): "낮음"
    case .verbosityName(.normal): "보통"
    case .verbosityName(.high): "높음"
    case .verbosityChanged(let level): "말하기 수준 " + text(.verbosityName(level))
    }
  }

  private static func duration(_ span: SpokenDuration) -> String {
    var parts: [String] = []
    if span.hours > 0 { parts.append("\(span.hours)시간") }
    if span.minutes > 0 { parts.append("\(span.minutes)분") }
    if span.hasSeconds { parts.append(span.seconds + "초") }
    return parts.joined(separator: " ")
  }
}
