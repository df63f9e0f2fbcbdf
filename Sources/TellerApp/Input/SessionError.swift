/// Something the user asked of a session that it cannot do, as data: the
/// catalog words it (``Catalog/message(for:)-(SessionError)``) in the user's
/// language.
public enum SessionError: Error, Hashable, Sendable {
  /// A key that does nothing.
  case unknownKey(Key)
  /// A script line that is not a command, with its 1-based number.
  case badLine(LineCommandError, number: Int)
  /// A rotor setting the screen does not offer, by the name asked for, and
  /// the script line that asked, if any.
  case noSuchRotor(String, line: Int?)
  /// A wait that would take the session past the latest model time, and
  /// the script line that asked, if any.
  case waitTooLong(line: Int?)
}
