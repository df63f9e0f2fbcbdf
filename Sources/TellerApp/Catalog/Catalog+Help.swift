extension Catalog {
  /// The title of the help.
  public var helpTitle: String {
    switch language {
    case .english: "Help"
    case .korean: "도움말"
    }
  }

  /// The heading over the key table.
  public var helpKeysHeading: String {
    switch language {
    case .english: "Keys"
    case .korean: "키"
    }
  }

  /// The heading over the line commands.
  public var helpCommandsHeading: String {
    switch language {
    case .english: "Line commands"
    case .korean: "줄 명령"
    }
  }

  /// The label of the button that closes the help.
  public var closeHelpLabel: String {
    switch language {
    case .english: "Close help"
    case .korean: "도움말 닫기"
    }
  }

  /// The hint of the button that closes the help.
  public var closeHelpHint: String {
    switch language {
    case .english: "Returns to the bank"
    case .korean: "은행 화면으로 돌아갑니다"
    }
  }

  /// The key table, in the order the help shows it; it matches
  /// ``KeyBindings/standard``.
  public var helpKeys: [HelpEntry] {
    switch language {
    case .english:
      [
        HelpEntry(id: "next", keys: "Right or Tab", action: "next item"),
        HelpEntry(id: "previous", keys: "Left or Shift-Tab", action: "previous item"),
        HelpEntry(id: "ends", keys: "Home or End", action: "first or last item"),
        HelpEntry(id: "activate", keys: "Enter or Space", action: "activate the item"),
        HelpEntry(
          id: "rotor-move", keys: "Down or Up",
          action: "next or previous item of the rotor's kind"),
        HelpEntry(id: "rotor", keys: "r or shifted R", action: "turn the rotor forward or back"),
        HelpEntry(id: "heading", keys: "h or shifted H", action: "next or previous heading"),
        HelpEntry(id: "button", keys: "b or shifted B", action: "next or previous button"),
        HelpEntry(id: "list", keys: "l or shifted L", action: "next or previous list"),
        HelpEntry(id: "add", keys: "a", action: "add customers"),
        HelpEntry(id: "reset", keys: "x", action: "reset the bank"),
        HelpEntry(id: "where", keys: "w", action: "where am I"),
        HelpEntry(id: "summary", keys: "s", action: "hear the bank's status"),
        HelpEntry(id: "repeat", keys: "period", action: "repeat the last announcement"),
        HelpEntry(
          id: "history", keys: "left or right bracket", action: "older or newer announcement"),
        HelpEntry(id: "help", keys: "question mark", action: "show or hide this help"),
        HelpEntry(id: "close", keys: "Escape", action: "close the help, or stop speech"),
        HelpEntry(id: "quit", keys: "q or Ctrl-C", action: "quit"),
      ]
    case .korean:
      [
        HelpEntry(id: "next", keys: "오른쪽 화살표 또는 Tab", action: "다음 항목"),
        HelpEntry(id: "previous", keys: "왼쪽 화살표 또는 Shift-Tab", action: "이전 항목"),
        HelpEntry(id: "ends", keys: "Home 또는 End", action: "처음 또는 마지막 항목"),
        HelpEntry(id: "activate", keys: "Enter 또는 Space", action: "항목 실행"),
        HelpEntry(
          id: "rotor-move", keys: "아래 또는 위 화살표", action: "로터 종류의 다음 또는 이전 항목"),
        HelpEntry(id: "rotor", keys: "r 또는 대문자 R", action: "로터를 앞으로 또는 뒤로 돌리기"),
        HelpEntry(id: "heading", keys: "h 또는 대문자 H", action: "다음 또는 이전 제목"),
        HelpEntry(id: "button", keys: "b 또는 대문자 B", action: "다음 또는 이전 버튼"),
        HelpEntry(id: "list", keys: "l 또는 대문자 L", action: "다음 또는 이전 목록"),
        HelpEntry(id: "add", keys: "a", action: "고객 추가"),
        HelpEntry(id: "reset", keys: "x", action: "은행 초기화"),
        HelpEntry(id: "where", keys: "w", action: "현재 위치 듣기"),
        HelpEntry(id: "summary", keys: "s", action: "은행 현황 듣기"),
        HelpEntry(id: "repeat", keys: "마침표", action: "마지막 알림 다시 듣기"),
        HelpEntry(id: "history", keys: "왼쪽 또는 오른쪽 대괄호", action: "이전 또는 다음 알림"),
        HelpEntry(id: "help", keys: "물음표", action: "도움말 열기 또는 닫기"),
        HelpEntry(id: "close", keys: "Escape", action: "도움말 닫기 또는 음성 멈추기"),
        HelpEntry(id: "quit", keys: "q 또는 Ctrl-C", action: "끝내기"),
      ]
    }
  }

  /// The line commands, in the order the help shows them. Commands are typed
  /// in English in every language.
  public var helpCommands: [HelpEntry] {
    switch language {
    case .english:
      [
        HelpEntry(id: "add", keys: "add", action: "add customers"),
        HelpEntry(id: "reset", keys: "reset", action: "reset the bank"),
        HelpEntry(id: "activate", keys: "activate", action: "activate the item"),
        HelpEntry(
          id: "next", keys: "next, previous, first, last", action: "move through the items"),
        HelpEntry(id: "rotor-move", keys: "up, down", action: "move by the rotor setting"),
        HelpEntry(
          id: "rotor", keys: "rotor next, rotor previous, rotor SETTING",
          action: "turn the rotor, or set it: headings, buttons, lists, loan customers"),
        HelpEntry(
          id: "quick", keys: "next heading, previous button, next list",
          action: "jump by kind"),
        HelpEntry(id: "where", keys: "where", action: "where am I"),
        HelpEntry(id: "read", keys: "read all", action: "read the whole screen"),
        HelpEntry(id: "summary", keys: "summary", action: "hear the bank's status"),
        HelpEntry(id: "repeat", keys: "repeat", action: "repeat the last announcement"),
        HelpEntry(
          id: "history", keys: "history, history back, history forward",
          action: "recent announcements"),
        HelpEntry(
          id: "verbosity", keys: "verbosity low, normal or high", action: "how much is said"),
        HelpEntry(id: "hints", keys: "hints on or off", action: "whether hints are read"),
        HelpEntry(
          id: "wait", keys: "wait 2s, wait 500ms, wait idle", action: "let the bank work"),
        HelpEntry(id: "help", keys: "help", action: "show this help"),
        HelpEntry(id: "quit", keys: "quit", action: "quit"),
      ]
    case .korean:
      [
        HelpEntry(id: "add", keys: "add", action: "고객 추가"),
        HelpEntry(id: "reset", keys: "reset", action: "은행 초기화"),
        HelpEntry(id: "activate", keys: "activate", action: "항목 실행"),
        HelpEntry(id: "next", keys: "next, previous, first, last", action: "항목 사이 이동"),
        HelpEntry(id: "rotor-move", keys: "up, down", action: "로터 설정에 따라 이동"),
        HelpEntry(
          id: "rotor", keys: "rotor next, rotor previous, rotor 설정",
          action: "로터 돌리기 또는 설정: headings, buttons, lists, loan customers"),
        HelpEntry(
          id: "quick", keys: "next heading, previous button, next list", action: "종류별로 건너뛰기"),
        HelpEntry(id: "where", keys: "where", action: "현재 위치 듣기"),
        HelpEntry(id: "read", keys: "read all", action: "화면 전체 읽기"),
        HelpEntry(id: "summary", keys: "summary", action: "은행 현황 듣기"),
        HelpEntry(id: "repeat", keys: "repeat", action: "마지막 알림 다시 듣기"),
        HelpEntry(
          id: "history", keys: "history, history back, history forward", action: "최근 알림"),
        HelpEntry(id: "verbosity", keys: "verbosity low, normal 또는 high", action: "말하기 수준"),
        HelpEntry(id: "hints", keys: "hints on 또는 off", action: "힌트 읽기 여부"),
        HelpEntry(id: "wait", keys: "wait 2s, wait 500ms, wait idle", action: "은행이 업무를 보게 하기"),
        HelpEntry(id: "help", keys: "help", action: "이 도움말 보기"),
        HelpEntry(id: "quit", keys: "quit", action: "끝내기"),
      ]
    }
  }
}
