import TellerInput

/// The words of a session's errors and refusals: bad line commands, unknown
/// keys, the history's ends, the rotor, hints, and the line an error is on.
///
/// Text from the user is made visible by the renderer
/// (`visibleText(_:)`, `visibleQuote(_:)`), so control characters never
/// reach the terminal.
public enum ErrorMessage: Hashable, Sendable {
  /// A bad line command: "Unknown command 'xyz' on line 3. Type help for
  /// commands."
  case unknownCommand(String, line: Int?)
  /// A command given without the value it needs.
  case missingArgument(command: String, line: Int?)
  /// A value a command cannot use.
  case invalidValue(String, command: String, line: Int?)
  /// What is wrong with a script line, without its line number.
  case lineProblem(LineCommandError)
  /// A key that does nothing, with the help key in words.
  case unknownKey(String, helpKey: String)
  /// The name of a key sequence the decoder does not know.
  case unknownKeySequence
  /// What starts an error line in linear output: "Error: ".
  case errorPrefix
  /// Said when the history is asked for before anything was announced.
  case noAnnouncements
  /// Said when stepping back past the oldest announcement kept.
  case noOlderAnnouncement
  /// Said when stepping forward past the newest announcement.
  case noNewerAnnouncement
  /// Said when hints are turned on or off.
  case hintsChanged(Bool)
  /// The rotor part of "where am I": "rotor: Headings".
  case rotorIs(String)
  /// A line asks for a rotor setting the screen does not offer.
  case noSuchRotor(String, line: Int?)
  /// An error in a script line, naming the line: "Line 3: …".
  case lineError(String, line: Int)
  /// Said when "where am I" finds nothing focused.
  case nothingFocused
  /// A wait would take the session past the latest model time.
  case waitTooLong(line: Int?)
  /// An add cut short by the bank's most customers at once: how many were
  /// added of how many asked, the limit, and how to reset.
  case customerLimitReached(added: Int, asked: Int, limit: Int, reset: CommandWay)
}

/// How a sentence tells the user to give a command: a key, named in
/// words ("x"), when keys drive the session, or a line command ("reset")
/// when lines do.
public enum CommandWay: Hashable, Sendable {
  /// A key, in words.
  case key(String)
  /// A line command's words.
  case line(String)
}
