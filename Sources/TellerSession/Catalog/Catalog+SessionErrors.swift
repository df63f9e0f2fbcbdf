import TellerArguments

extension Catalog {
  /// What a session says about an error, after the error prefix: "Line 3:
  /// Unknown command 'xyz'. Type help for commands.", "3번째 줄: …",
  /// "Unknown key z, press question mark for help".
  ///
  /// Text from the user passes through `visibleText(_:)`, so control
  /// characters never reach the terminal.
  public func message(for error: SessionError) -> String {
    switch error {
    case .unknownKey(let key):
      return unknownKey(unknownKeyName(key))
    case .pasteIgnored:
      return pasteIgnored
    case .helpIsOpen:
      return helpIsOpen
    case .fullScreenUnavailable:
      return fullScreenUnavailable
    case .viewSwitchRefused(let reason):
      return viewSwitchRefused(reason)
    case .badLine(let problem, let number):
      return lineError(message(for: problem), line: number)
    case .noSuchRotor(let name, let line):
      guard let line else { return noSuchRotor(name, line: nil) }
      return lineError(noSuchRotor(name, line: nil), line: line)
    case .waitTooLong(let line):
      return waitTooLong(line: line)
    }
  }

  /// What is wrong with a script line, without its line number.
  ///
  /// English says what the command needs and quotes the line; Korean
  /// quotes what follows the command, or says that a value is missing.
  /// Quotations stop at ``ScriptLine/quoteLimit`` characters, counted
  /// after control characters are made visible (a NUL shows as six).
  public func message(for error: LineCommandError) -> String {
    let line = error.line
    if case .unknownCommand = error {
      return unknownCommand(visibleQuote(line.words.first ?? ""), line: nil)
    }
    if case .lineTooLong = error { return lineTooLong(quoting: line.text) }
    switch language {
    case .english:
      return visibleText(englishProblem(error)) + "; got '"
        + visibleQuote(line.text) + "'."
    case .korean:
      let command = visibleQuote(line.command)
      let value = visibleQuote(line.arguments)
      if value.isEmpty { return missingArgument(command: command, line: nil) }
      return invalidValue(value, command: command, line: nil)
    }
  }

  /// What a command needs, in English: "'wait' needs a duration that is
  /// not negative".
  private func englishProblem(_ error: LineCommandError) -> String {
    let command = error.line.command
    switch error {
    case .unknownCommand:
      return "Unknown command '\(visibleQuote(command))'"
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
    case .readNeedsAll:
      return "'read' must be followed by 'all'"
    case .historyNeedsDirection:
      return "'history' takes nothing, 'back' or 'forward' after it"
    case .verbosityNeedsLevel:
      return "'verbosity' must be followed by low, normal or high"
    case .hintsNeedsSwitch:
      return "'hints' must be followed by on or off"
    case .waitNeedsDuration:
      return "'wait' needs 'idle' or a duration such as 2s, 500ms, 1.5s or 2m"
    case .waitNegative:
      return "'wait' needs a duration that is not negative"
    case .lineTooLong:
      return "The line is longer than \(ScriptLine.maximumLength) bytes"
    }
  }
}
