extension KoreanWording {
  /// The Korean words of the help's frame and key table.
  public func text(_ message: KeyHelpMessage) -> String {
    switch message {
    case .title: "도움말"
    case .keysHeading: "키"
    case .commandsHeading: "줄 명령"
    case .closeLabel: "도움말 닫기"
    case .closeHint: "은행 화면으로 돌아갑니다"
    case .action(.next): "다음 항목"
    case .action(.previous): "이전 항목"
    case .action(.ends): "처음 또는 마지막 항목"
    case .action(.activate): "항목 실행"
    case .action(.rotorMove): "로터 종류의 다음 또는 이전 항목"
    case .action(.rotor): "로터를 앞으로 또는 뒤로 돌리기"
    case .action(.heading): "다음 또는 이전 제목"
    case .action(.button): "다음 또는 이전 버튼"
    case .action(.list): "다음 또는 이전 목록"
    case .action(.table): "다음 또는 이전 표"
    case .action(.tableRow): "표의 같은 행에서 다음 또는 이전 칸"
    case .action(.tableColumn): "표의 같은 열에서 다음 또는 이전 칸"
    case .action(.tableRowEnds): "행의 첫 칸 또는 마지막 칸"
    case .action(.tableColumnEnds): "열의 첫 칸 또는 마지막 칸"
    case .action(.tableEnds): "표의 첫 칸 또는 마지막 칸"
    case .action(.pageNext): "목록의 다음 페이지, 10개 항목"
    case .action(.pagePrevious): "목록의 이전 페이지"
    case .action(.listEnds): "목록의 처음 또는 마지막 항목"
    case .action(.customer): "번호로 고객 찾아가기"
    case .action(.headingLevel): "그 수준의 다음 제목"
    case .action(.add): "고객 추가"
    case .action(.reset): "은행 초기화"
    case .action(.where): "현재 위치 듣기"
    case .action(.read): "여기부터 끝까지 읽기"
    case .action(.summary): "은행 현황 듣기"
    case .action(.graph): "지금까지의 하루를 오디오 그래프로 듣기, 아무 키나 누르면 멈춤"
    case .action(.repeat): "마지막 알림 다시 듣기"
    case .action(.history): "이전 또는 다음 알림"
    case .action(.view): "전체 화면 보기와 화면 읽기 모드 전환"
    case .action(.curtain): "화면 가리기 켜기 또는 끄기"
    case .action(.redraw): "화면 다시 그리기"
    case .action(.help): "도움말 열기 또는 닫기"
    case .action(.close): "도움말 닫기 또는 음성 멈추기"
    case .action(.quit): "끝내기"
    case .action(.interrupt): "바로 끝내기 (종료 상태 130)"
    case .action(.suspend): "일시 중지, fg로 다시 시작"
    }
  }
}

extension KoreanWording {
  /// The Korean names of keys, and the words that join them. Keys with no
  /// Korean name of their own keep the names printed on them.
  public func text(_ message: KeyNameMessage) -> String {
    switch message {
    case .arrow(.right): "오른쪽 화살표"
    case .arrow(.left): "왼쪽 화살표"
    case .arrow(.up): "위 화살표"
    case .arrow(.down): "아래 화살표"
    case .named(let key): key.name
    case .shifted(let name): "대문자 " + name
    case .control(let name): "컨트롤 " + name
    case .alt(let name): "Alt " + name
    case .shiftTab: "Shift Tab"
    case .space: "Space"
    case .alternatives(let names): Self.list(names)
    case .range(let first, let last): first + "부터 " + last + "까지"
    }
  }

  /// Words as a list: "a", "a 또는 b", "a, b 또는 c".
  static func list(_ words: [String]) -> String {
    guard let last = words.last else { return "" }
    guard words.count > 1 else { return last }
    return words.dropLast().joined(separator: ", ") + " 또는 " + last
  }
}

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
    case .action(.tableCells): "표 안에서 이동: 행이나 열을 따라 한 칸씩, 또는 끝으로"
    case .action(.customer): "번호로 고객 찾아가기"
    case .action(.where): "현재 위치 듣기"
    case .action(.read): "화면 전체 읽기"
    case .action(.summary): "은행 현황 듣기"
    case .action(.graph): "지금까지의 하루를 오디오 그래프로 듣기, 아무 키나 누르면 멈춤"
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

extension KoreanWording {
  /// The Korean words of the help's scope and the rotor's settings.
  public func text(_ message: HelpScopeMessage) -> String {
    switch message {
    case .refusedKeysAction: "도움말이 열려 있을 때는 쓸 수 없고, 다른 키는 모두 쓸 수 있습니다"
    case .rotorHeading: "로터 설정"
    case .rotorOfferedKeys: "r 또는 대문자 R"
    case .rotorLevelsKeys: "제목 수준 1부터 6까지"
    case .rotorAction(.offered): "VoiceOver처럼 화면에 있는 설정만 차례로 고르기"
    case .rotorAction(.headings): "모든 제목"
    case .rotorAction(.levels): "한 수준의 제목"
    case .rotorAction(.buttons): "버튼"
    case .rotorAction(.lists): "대기중과 업무중 목록"
    case .rotorAction(.updates): "은행이 일하며 바뀌는 항목"
    case .rotorAction(.adjust): "조절할 수 있는 항목, 위와 아래 화살표로 바꾸기"
    case .rotorAction(.customers(let type)): "\(workTypeNames[type].name) 업무 고객"
    }
  }
}
