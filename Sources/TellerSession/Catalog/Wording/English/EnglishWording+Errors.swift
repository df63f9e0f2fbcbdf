import TellerText

extension EnglishWording {
  /// The English words of a session's errors and refusals.
  public func text(_ message: ErrorMessage) -> String {
    let typeHelp = "Type help for commands."
    func onLine(_ line: Int?) -> String { line.map { " on line \($0)" } ?? "" }
    switch message {
    case .unknownCommand(let command, let line):
      return "Unknown command '\(visibleText(command))'" + onLine(line) + ". " + typeHelp
    case .missingArgument(let command, let line):
      return "'\(visibleText(command))' needs a value" + onLine(line) + ". " + typeHelp
    case .invalidValue(let value, let command, let line):
      return "'\(visibleText(value))' is not a valid value for '\(visibleText(command))'"
        + onLine(line) + ". " + typeHelp
    case .lineProblem(.unknownCommand(let line)):
      return text(.unknownCommand(visibleQuote(line.words.first ?? ""), line: nil))
    case .lineProblem(.lineTooLong(let line)):
      return "The line is longer than \(ScriptLine.maximumLength) bytes; got '"
        + visibleQuote(line.text) + "'."
    case .lineProblem(let error):
      return visibleText(Self.problem(error)) + "; got '" + visibleQuote(error.line.text) + "'."
    case .unknownKey(let key, let help):
      return "Unknown key \(visibleText(key)), press \(help) for help"
    case .unknownKeySequence: return "sequence"
    case .errorPrefix: return "Error: "
    case .noAnnouncements: return "No announcements yet"
    case .noOlderAnnouncement: return "No older announcements"
    case .noNewerAnnouncement: return "No newer announcements"
    case .hintsChanged(let on): return on ? "Hints on" : "Hints off"
    case .rotorIs(let name): return "rotor: \(name)"
    case .noSuchRotor(let name, let line):
      return "No rotor setting '\(visibleText(name))'" + onLine(line) + ". " + typeHelp
    case .lineError(let message, let line): return "Line \(line): \(visibleText(message))"
    case .nothingFocused: return "Nothing is focused"
    case .waitTooLong(let line):
      return (line.map { "Line \($0): " } ?? "")
        + "That wait is too long: the bank's clock stops at 4,000,000,000 seconds."
    }
  }

  /// What a command needs: "'wait' needs a duration that is not negative".
  private static func problem(_ error: LineCommandError) -> String {
    let command = error.line.command
    switch error {
    case .unknownCommand: return "Unknown command '\(visibleQuote(command))'"
    case .takesNothing(_, let alternative):
      let form = alternative.map { " (or '\(command) \($0)')" } ?? ""
      return "'\(command)' takes nothing after it\(form)"
    case .jumpNeedsKind(_, let forward):
      return
        "'\(forward ? "next" : "previous")' takes nothing, 'heading', 'button', 'list' or 'page'"
        + " after it"
    case .customerNeedsNumber:
      let form = command == "go" ? "go to customer" : command
      return "'\(form)' needs a customer's number, such as '\(form) 12'"
    case .rotorNeedsSetting:
      return "'rotor' needs next, previous or a setting such as headings or buttons"
    case .rotorHeadingNeedsLevel:
      return "'rotor heading' needs a level from 1 to 6, such as 'rotor heading 2'"
    case .readNeedsAll: return "'read' must be followed by 'all'"
    case .historyNeedsDirection: return "'history' takes nothing, 'back' or 'forward' after it"
    case .verbosityNeedsLevel: return "'verbosity' must be followed by low, normal or high"
    case .hintsNeedsSwitch: return "'hints' must be followed by on or off"
    case .waitNeedsDuration:
      return "'wait' needs 'idle' or a duration such as 2s, 500ms, 1.5s or 2m"
    case .waitNegative: return "'wait' needs a duration that is not negative"
    case .lineTooLong: return "The line is longer than \(ScriptLine.maximumLength) bytes"
    }
  }
}
