import TellerInput

/// The errors that take more than their message: names of keys and
/// commands, and text made visible.
extension Catalog {
  /// What a session says about an error, after the error prefix: "Line 3:
  /// Unknown command 'xyz'. Type help for commands.", "3번째 줄: …",
  /// "Unknown key z, press question mark for help".
  public func message(for error: SessionError) -> String {
    switch error {
    case .unknownKey(let key): unknownKey(unknownKeyName(key))
    case .pasteIgnored: self[.pasteIgnored]
    case .helpIsOpen: helpIsOpen
    case .fullScreenUnavailable: self[.fullScreenUnavailable]
    case .viewSwitchRefused(let reason): viewSwitchRefused(reason)
    case .badLine(let problem, let number): self[.lineError(message(for: problem), line: number)]
    case .noSuchRotor(let name, nil): self[.noSuchRotor(name, line: nil)]
    case .noSuchRotor(let name, let line?):
      self[.lineError(self[.noSuchRotor(name, line: nil)], line: line)]
    case .waitTooLong(let line): self[.waitTooLong(line: line)]
    case .customerLimitReached(let added, let asked, let limit, let byKey):
      self[
        .customerLimitReached(
          added: added, asked: asked, limit: limit,
          reset: byKey
            ? .key(spokenKey(for: .reset))
            : .line(LineCommands.standard.words(giving: .reset) ?? ""))]
    }
  }

  /// What is wrong with a script line, without its line number. Quotations
  /// stop at ``ScriptLine/quoteLimit`` characters, counted after control
  /// characters are made visible (a NUL shows as six).
  public func message(for error: LineCommandError) -> String { self[.lineProblem(error)] }
  /// A key that does nothing, named in words: "Unknown key Page Up, press
  /// question mark for help".
  public func unknownKey(_ key: String) -> String {
    self[.unknownKey(key, helpKey: spokenKey(for: .help))]
  }
  /// How a key Teller does not bind is named: by its name ("F1", "ㅋ"),
  /// except a sequence the decoder does not know, named in words.
  public func unknownKeyName(_ key: Key) -> String {
    guard case .unknown = key else { return keyName(key) }
    return self[.unknownKeySequence]
  }
}
