/// The errors' messages under the names call sites use; each is
/// ``ErrorMessage``'s case of the same name.
extension Catalog {
  /// An error's message, in the catalog's language.
  public subscript(_ message: ErrorMessage) -> String { wording.text(message) }

  /// What a session says about an error, after the error prefix: "Line 3:
  /// Unknown command 'xyz'. Type help for commands.", "3번째 줄: …",
  /// "Unknown key z, press question mark for help".
  public func message(for error: SessionError) -> String {
    switch error {
    case .unknownKey(let key): unknownKey(unknownKeyName(key))
    case .pasteIgnored: pasteIgnored
    case .helpIsOpen: helpIsOpen
    case .fullScreenUnavailable: fullScreenUnavailable
    case .viewSwitchRefused(let reason): viewSwitchRefused(reason)
    case .badLine(let problem, let number): lineError(message(for: problem), line: number)
    case .noSuchRotor(let name, nil): noSuchRotor(name, line: nil)
    case .noSuchRotor(let name, let line?): lineError(noSuchRotor(name, line: nil), line: line)
    case .waitTooLong(let line): waitTooLong(line: line)
    }
  }

  /// What is wrong with a script line, without its line number. Quotations
  /// stop at ``ScriptLine/quoteLimit`` characters, counted after control
  /// characters are made visible (a NUL shows as six).
  public func message(for error: LineCommandError) -> String { self[.lineProblem(error)] }
  /// A bad line command: "Unknown command 'xyz' on line 3. Type help for
  /// commands."; the command passes through `visibleText(_:)`.
  public func unknownCommand(_ command: String, line: Int?) -> String {
    self[.unknownCommand(command, line: line)]
  }
  /// A command given without the value it needs.
  public func missingArgument(command: String, line: Int?) -> String {
    self[.missingArgument(command: command, line: line)]
  }
  /// A value a command cannot use.
  public func invalidValue(_ value: String, command: String, line: Int?) -> String {
    self[.invalidValue(value, command: command, line: line)]
  }
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
  /// What starts an error line in linear output: "Error: ", "오류: ".
  public var errorPrefix: String { self[.errorPrefix] }
  /// Said when the history is asked for before anything was announced.
  public var noAnnouncements: String { self[.noAnnouncements] }
  /// Said when stepping back past the oldest announcement kept.
  public var noOlderAnnouncement: String { self[.noOlderAnnouncement] }
  /// Said when stepping forward past the newest announcement.
  public var noNewerAnnouncement: String { self[.noNewerAnnouncement] }
  /// Said when hints are turned on or off: "Hints on" / "Hints off".
  public func hintsChanged(to enabled: Bool) -> String { self[.hintsChanged(enabled)] }
  /// The rotor part of "where am I": "rotor: Headings".
  public func rotorIs(_ name: String) -> String { self[.rotorIs(name)] }
  /// Said when a line asks for a rotor setting the screen does not offer.
  public func noSuchRotor(_ name: String, line: Int?) -> String {
    self[.noSuchRotor(name, line: line)]
  }
  /// An error in a script line, naming the line: "Line 3: …".
  public func lineError(_ message: String, line: Int) -> String {
    self[.lineError(message, line: line)]
  }
  /// Said when "where am I" finds nothing focused.
  public var nothingFocused: String { self[.nothingFocused] }
  /// Said when a wait would take the session past the latest model time.
  public func waitTooLong(line: Int?) -> String { self[.waitTooLong(line: line)] }
}
