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

  /// The lines of the key table, by ID, each with the commands whose keys
  /// it names, in the order the help shows them.
  static let helpKeyLines: [(id: String, commands: [SessionCommand])] = [
    ("next", [.next]),
    ("previous", [.previous]),
    ("ends", [.first, .last]),
    ("activate", [.activate]),
    ("rotor-move", [.rotorMoveNext, .rotorMovePrevious]),
    ("rotor", [.rotorSettingNext, .rotorSettingPrevious]),
    ("heading", [.nextHeading, .previousHeading]),
    ("button", [.nextButton, .previousButton]),
    ("list", [.nextList, .previousList]),
    ("page-next", [.nextPage]),
    ("page-previous", [.previousPage]),
    ("list-ends", [.firstInList, .lastInList]),
    ("customer", [.customerPrompt]),
    ("heading-level", (1...6).map { .nextHeadingAtLevel($0) }),
    ("add", [.addCustomers]),
    ("reset", [.reset]),
    ("where", [.whereAmI]),
    ("read", [.readFromFocus]),
    ("summary", [.summary]),
    ("repeat", [.repeatLast]),
    ("history", [.historyBack, .historyForward]),
    ("view", [.switchView]),
    ("curtain", [.screenCurtain]),
    ("redraw", [.redraw]),
    ("help", [.help]),
    ("close", [.closeHelp]),
    ("quit", [.quit]),
    ("interrupt", [.interrupt]),
    ("suspend", [.suspend]),
  ]

  /// The key table, in the order the help shows it: each line names the
  /// keys ``KeyBindings/standard`` binds to its commands, so the two never
  /// disagree.
  public var helpKeys: [HelpEntry] {
    Self.helpKeyLines.map { line in
      let keys = line.commands.flatMap { KeyBindings.standard.keys(for: $0) }
      return HelpEntry(
        id: line.id, keys: helpKeysText(keys),
        action: listHelpKeyAction(line.id) ?? helpKeyAction(line.id), commands: line.commands)
    }
  }

  /// The keys of a help line, the printable ones first (the keys a screen
  /// reader passes on to Teller): "n, Right or Tab", "q or Ctrl-D", and
  /// for a pair of commands "d or u, Down or Up", "g or shifted G, Home or
  /// End"; "d 또는 u, 아래 또는 위 화살표".
  public func helpKeysText(_ keys: [Key]) -> String {
    func isPrintable(_ key: Key) -> Bool {
      if case .character = key { return true }
      return false
    }
    let printable = keys.filter(isPrintable)
    let others = keys.filter { !isPrintable($0) }
    guard printable.count > 1, !others.isEmpty else { return keysText(printable + others) }
    return keysText(printable) + ", " + keysText(others)
  }

  /// What a line of the key table does.
  private func helpKeyAction(_ id: String) -> String {
    switch (language, id) {
    case (.english, "next"): "next item"
    case (.english, "previous"): "previous item"
    case (.english, "ends"): "first or last item"
    case (.english, "activate"): "activate the item"
    case (.english, "rotor-move"): "next or previous item of the rotor's kind"
    case (.english, "rotor"): "turn the rotor forward or back"
    case (.english, "heading"): "next or previous heading"
    case (.english, "button"): "next or previous button"
    case (.english, "list"): "next or previous list"
    case (.english, "heading-level"): "next heading of that level"
    case (.english, "add"): "add customers"
    case (.english, "reset"): "reset the bank"
    case (.english, "where"): "where am I"
    case (.english, "read"): "read from here to the end"
    case (.english, "summary"): "hear the bank's status"
    case (.english, "repeat"): "repeat the last announcement"
    case (.english, "history"): "older or newer announcement"
    case (.english, "view"): "switch between the full screen view and screen reader mode"
    case (.english, "curtain"): "screen curtain on or off"
    case (.english, "redraw"): "draw the screen again"
    case (.english, "help"): "show or hide this help"
    case (.english, "close"): "close the help, or stop speech"
    case (.english, "interrupt"): "quit at once, with status 130"
    case (.english, "suspend"): "suspend; fg brings Teller back"
    case (.english, _): "quit"
    case (.korean, "next"): "다음 항목"
    case (.korean, "previous"): "이전 항목"
    case (.korean, "ends"): "처음 또는 마지막 항목"
    case (.korean, "activate"): "항목 실행"
    case (.korean, "rotor-move"): "로터 종류의 다음 또는 이전 항목"
    case (.korean, "rotor"): "로터를 앞으로 또는 뒤로 돌리기"
    case (.korean, "heading"): "다음 또는 이전 제목"
    case (.korean, "button"): "다음 또는 이전 버튼"
    case (.korean, "list"): "다음 또는 이전 목록"
    case (.korean, "heading-level"): "그 수준의 다음 제목"
    case (.korean, "add"): "고객 추가"
    case (.korean, "reset"): "은행 초기화"
    case (.korean, "where"): "현재 위치 듣기"
    case (.korean, "read"): "여기부터 끝까지 읽기"
    case (.korean, "summary"): "은행 현황 듣기"
    case (.korean, "repeat"): "마지막 알림 다시 듣기"
    case (.korean, "history"): "이전 또는 다음 알림"
    case (.korean, "view"): "전체 화면 보기와 화면 읽기 모드 전환"
    case (.korean, "curtain"): "화면 가리기 켜기 또는 끄기"
    case (.korean, "redraw"): "화면 다시 그리기"
    case (.korean, "help"): "도움말 열기 또는 닫기"
    case (.korean, "close"): "도움말 닫기 또는 음성 멈추기"
    case (.korean, "interrupt"): "바로 끝내기 (종료 상태 130)"
    case (.korean, "suspend"): "일시 중지, fg로 다시 시작"
    case (.korean, _): "끝내기"
    }
  }

  /// A key as the help and spoken lines name it: "Right", "shifted R",
  /// "period", "Control C", "Shift Tab"; "오른쪽 화살표", "대문자 R",
  /// "마침표", "컨트롤 C". Symbols are named in words
  /// (``symbolName(_:)``), and no name has a hyphen, which screen readers
  /// read as "dash".
  public func keyName(_ key: Key) -> String {
    if let name = listKeyName(key) { return name }
    switch (language, key) {
    case (.english, .right): return "Right"
    case (.english, .left): return "Left"
    case (.english, .up): return "Up"
    case (.english, .down): return "Down"
    case (.korean, .right): return "오른쪽 화살표"
    case (.korean, .left): return "왼쪽 화살표"
    case (.korean, .up): return "위 화살표"
    case (.korean, .down): return "아래 화살표"
    case (_, .character(let character)):
      if let name = symbolName(character) { return name }
      guard character.isUppercase else { return key.name }
      return (language == .english ? "shifted " : "대문자 ") + key.name
    case (_, .backTab):
      return "Shift Tab"
    case (_, .control(let character)):
      let name = character == " " ? "Space" : symbolName(character) ?? String(key.name.dropFirst(5))
      return (language == .english ? "Control " : "컨트롤 ") + name
    case (_, .alt(let inner)):
      return "Alt " + keyName(inner)
    default:
      return key.name
    }
  }

  /// Keys as the help names them together: "Right or Tab", "r or shifted
  /// R", "n, Right or Tab"; two names that end in the same word share it: "left or right
  /// bracket", "아래 또는 위 화살표"; a run of three or more digits is a
  /// range: "1 to 6", "1부터 6까지".
  public func keysText(_ keys: [Key]) -> String {
    let names = keys.map(keyName)
    let or = language == .english ? " or " : " 또는 "
    let digits = keys.compactMap { key -> Int? in
      guard case .character(let character) = key else { return nil }
      return character.wholeNumberValue
    }
    if keys.count >= 3, digits.count == keys.count,
      zip(digits, digits.dropFirst()).allSatisfy({ $1 == $0 + 1 })
    {
      let (first, last) = (names[0], names[names.count - 1])
      return language == .english ? first + " to " + last : first + "부터 " + last + "까지"
    }
    if names.count == 2 {
      let first = names[0].split(separator: " ")
      let second = names[1].split(separator: " ")
      if first.count > 1, second.count > 1, first.last == second.last {
        return first.dropLast().joined(separator: " ") + or + names[1]
      }
    }
    guard names.count > 2 else { return names.joined(separator: or) }
    return names.dropLast().joined(separator: ", ") + or + names[names.count - 1]
  }
}
