extension KoreanWording {
  /// The Korean words of the views and of switching between them.
  public func text(_ message: ViewMessage) -> String {
    switch message {
    case .welcomeForFullScreen(let help, let view):
      "Teller. 도움말은 \(help) 키, 화면 읽기 모드는 \(view) 키를 누르세요."
    case .viewName(.fullScreen): "전체 화면 보기"
    case .viewName(.linear): "화면 읽기 모드, 줄 단위"
    case .screenCurtain(true): "화면 가리기 켬"
    case .screenCurtain(false): "화면 가리기 끔"
    case .pasteIgnored: "붙여 넣은 텍스트는 무시했습니다"
    case .helpIsOpen(let escape): "도움말이 열려 있을 때는 쓸 수 없습니다. \(escape) 키로 닫으세요"
    case .fullScreenUnavailable: "전체 화면 보기는 터미널에서만 쓸 수 있습니다"
    case .viewSwitchRefused(.linearKept(let setting)):
      "\(setting) 설정대로 줄 단위 모드를 유지합니다. 전체 화면 보기는 --ui tui로 시작하세요"
    case .viewSwitchRefused(.jsonOutput): "JSON 출력에는 전체 화면 보기가 없습니다"
    case .viewSwitchRefused(.dumbTerminal): "TERM이 dumb이라 전체 화면 보기를 그릴 수 없습니다"
    case .viewSwitchRefused(.notATerminal): text(.fullScreenUnavailable)
    case .screenReaderKeepsLinear(let name, let key):
      "\(name) 실행 중. 화면 읽기 모드, 전체 화면은 \(key) 키."
    case .fullScreenNeedsTerminal:
      "전체 화면 보기에는 표준 입력과 출력이 터미널이어야 하고 TERM이 dumb이 아니어야 합니다. 줄 단위 출력을 씁니다."
    case .virtualClockWithKeys: "가상 시계. 시간은 wait 줄 명령으로만 흐릅니다"
    case .writesUTF8(let locale):
      "로캘 \(locale)은(는) UTF-8이 아닙니다. Teller는 UTF-8로 쓰므로 일부 글자가 잘못 보일 수 있습니다. "
        + "LANG=ko_KR.UTF-8처럼 UTF-8 로캘을 고르세요."
    case .statusRotor(let name): "로터: " + name
    case .hint(.help): "도움말"
    case .hint(.switchView): "화면 읽기 모드"
    case .hint(.quit): "끝내기"
    case .hiddenRows(let count): "\(count)개 더"
    case .terminalTooSmall(let needed, let actual):
      "터미널 크기가 \(actual)입니다. Teller에는 \(needed) 이상이 필요합니다."
    }
  }
}
