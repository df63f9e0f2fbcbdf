extension KoreanWording {
  /// The Korean words of output's and the terminal's problems.
  public func text(_ message: OutputMessage) -> String {
    switch message {
    case .problem(let problem): text(problem)
    case .readingLinesInstead(let problem): "\(text(problem)) 대신 줄 단위로 읽습니다."
    }
  }

  private func text(_ problem: OutputProblem) -> String {
    switch problem {
    case .cannotWrite(let stream, let reason): "\(name(stream))에 쓸 수 없습니다: \(reason)"
    case .shortWrite(let stream): "\(name(stream)): 다 쓰지 못했습니다"
    case .terminalSettingsUnreadable(let reason): "터미널 설정을 읽을 수 없습니다: \(reason)."
    case .rawModeRefused(let reason): "터미널을 원시(raw) 모드로 바꿀 수 없습니다: \(reason)."
    case .notATerminal: "표준 출력이 터미널이 아니어서 전체 화면 보기를 그릴 수 없습니다."
    case .cannotWriteTerminal(let reason): "터미널에 쓸 수 없습니다: \(reason)."
    case .recordingIncomplete: text(RecordingMessage.incomplete)
    }
  }

  private func name(_ stream: OutputStreamName) -> String {
    switch stream {
    case .standardOutput: "표준 출력"
    case .standardError: "표준 오류"
    case .file(let path): path
    }
  }
}
