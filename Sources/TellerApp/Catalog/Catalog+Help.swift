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

  /// The key table, in the order the help shows it.
  public var helpKeys: [HelpEntry] {
    switch language {
    case .english:
      [
        HelpEntry(id: "next", keys: "Tab or Right arrow", action: "next item"),
        HelpEntry(id: "previous", keys: "Shift-Tab or Left arrow", action: "previous item"),
        HelpEntry(
          id: "rotor-move", keys: "Down or Up arrow",
          action: "next or previous item of the rotor's kind, or adjust a value"),
        HelpEntry(id: "rotor", keys: "] or [", action: "next or previous rotor setting"),
        HelpEntry(id: "ends", keys: "Home or End", action: "first or last item"),
        HelpEntry(id: "activate", keys: "Enter or Space", action: "activate the item"),
        HelpEntry(id: "add", keys: "a", action: "add customers"),
        HelpEntry(id: "reset", keys: "r", action: "reset the bank"),
        HelpEntry(id: "summary", keys: "s", action: "hear the bank's status"),
        HelpEntry(id: "where", keys: "w", action: "where am I"),
        HelpEntry(id: "repeat", keys: "m", action: "repeat the last announcement"),
        HelpEntry(id: "history", keys: ", or .", action: "older or newer announcement"),
        HelpEntry(id: "verbosity", keys: "v", action: "change how much Teller says"),
        HelpEntry(id: "help", keys: "?", action: "show or hide this help"),
        HelpEntry(id: "close", keys: "Escape", action: "close the help"),
        HelpEntry(id: "quit", keys: "q or Ctrl-C", action: "quit"),
      ]
    case .korean:
      [
        HelpEntry(id: "next", keys: "Tab 또는 오른쪽 화살표", action: "다음 항목"),
        HelpEntry(id: "previous", keys: "Shift-Tab 또는 왼쪽 화살표", action: "이전 항목"),
        HelpEntry(
          id: "rotor-move", keys: "아래 또는 위 화살표",
          action: "로터 종류의 다음 또는 이전 항목, 또는 값 조절"),
        HelpEntry(id: "rotor", keys: "] 또는 [", action: "다음 또는 이전 로터 설정"),
        HelpEntry(id: "ends", keys: "Home 또는 End", action: "처음 또는 마지막 항목"),
        HelpEntry(id: "activate", keys: "Enter 또는 Space", action: "항목 실행"),
        HelpEntry(id: "add", keys: "a", action: "고객 추가"),
        HelpEntry(id: "reset", keys: "r", action: "은행 초기화"),
        HelpEntry(id: "summary", keys: "s", action: "은행 현황 듣기"),
        HelpEntry(id: "where", keys: "w", action: "현재 위치 듣기"),
        HelpEntry(id: "repeat", keys: "m", action: "마지막 알림 다시 듣기"),
        HelpEntry(id: "history", keys: ", 또는 .", action: "이전 또는 다음 알림"),
        HelpEntry(id: "verbosity", keys: "v", action: "말하기 수준 바꾸기"),
        HelpEntry(id: "help", keys: "?", action: "도움말 열기 또는 닫기"),
        HelpEntry(id: "close", keys: "Escape", action: "도움말 닫기"),
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
        HelpEntry(id: "wait", keys: "wait SECONDS", action: "let the bank work for a while"),
        HelpEntry(
          id: "next", keys: "next or previous", action: "move to the next or previous item"),
        HelpEntry(id: "activate", keys: "activate", action: "activate the item"),
        HelpEntry(id: "summary", keys: "summary", action: "hear the bank's status"),
        HelpEntry(id: "where", keys: "where", action: "where am I"),
        HelpEntry(id: "read", keys: "read", action: "read the whole screen"),
        HelpEntry(id: "repeat", keys: "repeat", action: "repeat the last announcement"),
        HelpEntry(id: "history", keys: "history", action: "list recent announcements"),
        HelpEntry(id: "verbosity", keys: "verbosity LEVEL", action: "low, normal or high"),
        HelpEntry(id: "help", keys: "help", action: "show this help"),
        HelpEntry(id: "quit", keys: "quit", action: "quit"),
      ]
    case .korean:
      [
        HelpEntry(id: "add", keys: "add", action: "고객 추가"),
        HelpEntry(id: "reset", keys: "reset", action: "은행 초기화"),
        HelpEntry(id: "wait", keys: "wait 초", action: "은행이 잠시 업무를 보게 하기"),
        HelpEntry(id: "next", keys: "next 또는 previous", action: "다음 또는 이전 항목으로 이동"),
        HelpEntry(id: "activate", keys: "activate", action: "항목 실행"),
        HelpEntry(id: "summary", keys: "summary", action: "은행 현황 듣기"),
        HelpEntry(id: "where", keys: "where", action: "현재 위치 듣기"),
        HelpEntry(id: "read", keys: "read", action: "화면 전체 읽기"),
        HelpEntry(id: "repeat", keys: "repeat", action: "마지막 알림 다시 듣기"),
        HelpEntry(id: "history", keys: "history", action: "최근 알림 목록"),
        HelpEntry(id: "verbosity", keys: "verbosity 수준", action: "low, normal 또는 high"),
        HelpEntry(id: "help", keys: "help", action: "이 도움말 보기"),
        HelpEntry(id: "quit", keys: "quit", action: "끝내기"),
      ]
    }
  }
}
