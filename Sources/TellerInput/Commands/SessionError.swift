/// Something the user asked of a session that it cannot do, as data: the
/// catalog words it (``Catalog/message(for:)-(SessionError)``) in the user's
/// language.
public enum SessionError: Error, Hashable, Sendable {
  /// A key that does nothing.
  case unknownKey(Key)
  /// Text pasted at the terminal: ignored, so it never runs as keys.
  case pasteIgnored
  /// A command that does not work while the help is open, such as a bank
  /// key: only moving inside the help, closing it and quitting do.
  case helpIsOpen
  /// `m` where the full-screen view cannot be shown: output is not a
  /// terminal, `TERM` is `dumb`, or output is JSON.
  case fullScreenUnavailable
  /// `m` where the full-screen view is not offered, and why.
  case viewSwitchRefused(ViewSwitchRefusal)
  /// A script line that is not a command, with its 1-based number.
  case badLine(LineCommandError, number: Int)
  /// A rotor setting the screen does not offer, by the name asked for, and
  /// the script line that asked, if any.
  case noSuchRotor(String, line: Int?)
  /// A wait that would take the session past the latest model time, and
  /// the script line that asked, if any.
  case waitTooLong(line: Int?)
  /// An add that the bank's most customers at once (``SessionSettings/customerLimit``)
  /// cut short: how many were added of how many asked, the limit, and
  /// whether input is keys (the answer then names the reset key, else the
  /// line command).
  case customerLimitReached(added: Int, asked: Int, limit: Int, byKey: Bool)
}
