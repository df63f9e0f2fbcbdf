extension KoreanWording {
  /// The Korean words of the help's table of line commands.
  public func text(_ message: LineCommandHelpMessage) -> String {
    switch message {
    case .action(.add): "고객 추가"
    case .action(.reset): "은행 초기화"
    case .action(.activate): "항목 실행"
    case .action(.next): "항목 사이 이동"
    case .action(.rotorMove): "로터 설정에 따라 이동"
    case .action(.rotor): "로터 돌리기 또는 설정: headings, buttons, lists, loan customers"
    case .action(.quick): "종류별로 건너뛰기"
    case .action(.page): "목록을 10개 항목씩 넘기기"
    case .action(.listEnds): "목록의 처음 또는 마지막 항목"
    case .action(.customer): "번호로 고객 찾아가기"
    case .action(.where): "현재 위치 듣기"
    case .action(.read): "화면 전체 읽기"
    case .action(.summary): "은행 현황 듣기"
    case .action(.repeat): "마지막 알림 다시 듣기"
    case .action(.history): "최근 알림"
    case .action(.verbosity): "말하기 수준"
    case .action(.hints): "힌트 읽기 여부"
    case .action(.wait): "은행이 업무를 보게 하기"
    case .action(.help): "이 도움말 보기"
    case .action(.quit): "끝내기"
    case .placeholder(.number): "N"
    case .placeholder(.setting): "설정"
    }
  }
}
