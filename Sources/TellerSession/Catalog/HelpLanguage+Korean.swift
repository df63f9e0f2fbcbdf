/// The words of help in Korean.
struct KoreanHelp: HelpLanguage {
  func action(_ line: LineCommandHelp) -> String {
    switch line {
    case .add: "고객 추가"
    case .reset: "은행 초기화"
    case .activate: "항목 실행"
    case .next: "항목 사이 이동"
    case .rotorMove: "로터 설정에 따라 이동"
    case .rotor: "로터 돌리기 또는 설정: headings, buttons, lists, loan customers"
    case .quick: "종류별로 건너뛰기"
    case .page: "목록을 10개 항목씩 넘기기"
    case .listEnds: "목록의 처음 또는 마지막 항목"
    case .customer: "번호로 고객 찾아가기"
    case .where: "현재 위치 듣기"
    case .read: "화면 전체 읽기"
    case .summary: "은행 현황 듣기"
    case .repeat: "마지막 알림 다시 듣기"
    case .history: "최근 알림"
    case .verbosity: "말하기 수준"
    case .hints: "힌트 읽기 여부"
    case .wait: "은행이 업무를 보게 하기"
    case .help: "이 도움말 보기"
    case .quit: "끝내기"
    }
  }

  func placeholder(_ placeholder: LineCommand.Placeholder) -> String {
    switch placeholder {
    case .number: "N"
    case .setting: "설정"
    }
  }

  func choiceList(_ words: [String]) -> String { list(words) }

  /// Words as a list: "a", "a 또는 b", "a, b 또는 c".
  func list(_ words: [String]) -> String {
    guard let last = words.last else { return "" }
    guard words.count > 1 else { return last }
    return words.dropLast().joined(separator: ", ") + " 또는 " + last
  }
}
