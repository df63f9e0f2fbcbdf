import TellerText

extension KoreanWording {
  /// The Korean words of a session's errors and refusals. A script line's
  /// problem quotes what follows the command, or says a value is missing.
  public func text(_ message: ErrorMessage) -> String {
    let typeHelp = "명령 목록을 보려면 help를 입력하세요."
    func linePrefix(_ line: Int?) -> String { line.map { "\($0)번째 줄: " } ?? "" }
    switch message {
    case .unknownCommand(let command, let line):
      return linePrefix(line) + "알 수 없는 명령 '\(visibleText(command))'. " + typeHelp
    case .missingArgument(let command, let line):
      return linePrefix(line) + "'\(visibleText(command))' 명령에는 값이 필요합니다. " + typeHelp
    case .invalidValue(let value, let command, let line):
      return linePrefix(line)
        + "'\(visibleText(value))'은(는) '\(visibleText(command))' 명령에 쓸 수 없는 값입니다. "
        + typeHelp
    case .lineProblem(.unknownCommand(let line)):
      return text(.unknownCommand(visibleQuote(line.words.first ?? ""), line: nil))
    case .lineProblem(.lineTooLong(let line)):
      return "줄이 \(ScriptLine.maximumLength)바이트보다 깁니다. 받은 줄: '\(visibleQuote(line.text))'."
    case .lineProblem(let error):
      let command = visibleQuote(error.line.command)
      let value = visibleQuote(error.line.arguments)
      if value.isEmpty { return text(.missingArgument(command: command, line: nil)) }
      return text(.invalidValue(value, command: command, line: nil))
    case .unknownKey(let key, let help): return "알 수 없는 키 \(visibleText(key)), 도움말은 \(help) 키"
    case .unknownKeySequence: return "시퀀스"
    case .errorPrefix: return "오류: "
    case .noAnnouncements: return "아직 알림이 없습니다"
    case .noOlderAnnouncement: return "이전 알림이 없습니다"
    case .noNewerAnnouncement: return "다음 알림이 없습니다"
    case .hintsChanged(let on): return on ? "힌트 켬" : "힌트 끔"
    case .rotorIs(let name): return "로터: \(name)"
    case .noSuchRotor(let name, let line):
      return linePrefix(line) + "'\(visibleText(name))' 로터 설정이 없습니다. " + typeHelp
    case .lineError(let message, let line): return "\(line)번째 줄: \(visibleText(message))"
    case .nothingFocused: return "초점이 없습니다"
    case .waitTooLong(let line):
      return linePrefix(line) + "기다리는 시간이 너무 깁니다. 은행 시계는 40억 초에서 멈춥니다."
    }
  }
}
