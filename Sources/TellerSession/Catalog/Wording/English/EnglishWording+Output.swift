extension EnglishWording {
  /// The English words of output's and the terminal's problems.
  public func text(_ message: OutputMessage) -> String {
    switch message {
    case .problem(let problem): text(problem)
    case .readingLinesInstead(let problem): "\(text(problem)) Reading lines instead."
    }
  }

  private func text(_ problem: OutputProblem) -> String {
    switch problem {
    case .cannotWrite(let stream, let reason): "cannot write to \(name(stream)): \(reason)"
    case .shortWrite(let stream): "\(name(stream)): a short write"
    case .terminalSettingsUnreadable(let reason): "Cannot read the terminal's settings: \(reason)."
    case .rawModeRefused(let reason): "Cannot put the terminal into raw mode: \(reason)."
    case .notATerminal: "Standard output is not a terminal, so the full screen cannot be drawn."
    case .cannotWriteTerminal(let reason): "Cannot write to the terminal: \(reason)."
    case .recordingIncomplete: text(RecordingMessage.incomplete)
    }
  }

  private func name(_ stream: OutputStreamName) -> String {
    switch stream {
    case .standardOutput: "standard output"
    case .standardError: "standard error"
    case .file(let path): path
    }
  }
}
