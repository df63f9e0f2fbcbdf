import TellerArguments

extension Catalog {
  /// A bad line command: "Unknown command 'xyz' on line 3. Type help for
  /// commands." Without a line number the "on line" part is left out.
  ///
  /// The command is outside text, so it passes through
  /// `visibleText(_:)` here: control characters never reach the terminal.
  public func unknownCommand(_ command: String, line: Int?) -> String {
    let shown = visibleText(command)
    switch language {
    case .english:
      return "Unknown command '\(shown)'" + onLine(line) + ". " + typeHelp
    case .korean:
      return linePrefix(line) + "알 수 없는 명령 '\(shown)'. " + typeHelp
    }
  }

  /// A command given without the value it needs: "'wait' needs a value on
  /// line 4. Type help for commands."
  public func missingArgument(command: String, line: Int?) -> String {
    let shown = visibleText(command)
    switch language {
    case .english:
      return "'\(shown)' needs a value" + onLine(line) + ". " + typeHelp
    case .korean:
      return linePrefix(line) + "'\(shown)' 명령에는 값이 필요합니다. " + typeHelp
    }
  }

  /// A value a command cannot use: "'abc' is not a valid value for 'wait'
  /// on line 5. Type help for commands."
  public func invalidValue(_ value: String, command: String, line: Int?) -> String {
    let shownValue = visibleText(value)
    let shownCommand = visibleText(command)
    switch language {
    case .english:
      return "'\(shownValue)' is not a valid value for '\(shownCommand)'" + onLine(line) + ". "
        + typeHelp
    case .korean:
      return linePrefix(line) + "'\(shownValue)'은(는) '\(shownCommand)' 명령에 쓸 수 없는 값입니다. "
        + typeHelp
    }
  }

  /// A key that does nothing, named in words as users know it: "Unknown
  /// key Page Up, press question mark for help". The key's name passes
  /// through `visibleText(_:)`.
  public func unknownKey(_ key: String) -> String {
    let shown = visibleText(key)
    let help = spokenKey(for: .help)
    switch language {
    case .english: return "Unknown key \(shown), press \(help) for help"
    case .korean: return "알 수 없는 키 \(shown), 도움말은 \(help) 키"
    }
  }

  /// What starts an error line in linear output: "Error: ", "오류: ".
  public var errorPrefix: String {
    switch language {
    case .english: "Error: "
    case .korean: "오류: "
    }
  }

  /// Said when the history is asked for before anything was announced.
  public var noAnnouncements: String {
    switch language {
    case .english: "No announcements yet"
    case .korean: "아직 알림이 없습니다"
    }
  }

  /// Said when stepping back past the oldest announcement kept.
  public var noOlderAnnouncement: String {
    switch language {
    case .english: "No older announcements"
    case .korean: "이전 알림이 없습니다"
    }
  }

  /// Said when stepping forward past the newest announcement.
  public var noNewerAnnouncement: String {
    switch language {
    case .english: "No newer announcements"
    case .korean: "다음 알림이 없습니다"
    }
  }

  var typeHelp: String {
    switch language {
    case .english: "Type help for commands."
    case .korean: "명령 목록을 보려면 help를 입력하세요."
    }
  }

  func onLine(_ line: Int?) -> String {
    line.map { " on line \($0)" } ?? ""
  }

  func linePrefix(_ line: Int?) -> String {
    line.map { "\($0)번째 줄: " } ?? ""
  }
}
