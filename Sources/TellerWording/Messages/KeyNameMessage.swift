import TellerInput

/// The words that name keys, as the help and spoken lines say them, and
/// that join names into one phrase: "shifted R", "Control C", "Down or
/// Up", "1 to 6".
public enum KeyNameMessage: Hashable, Sendable {
  /// An arrow key: "Right", "오른쪽 화살표".
  case arrow(Arrow)
  /// A key with no words of its own but its name: "Tab", "Home", "Enter".
  case named(Key)
  /// A capital letter, by the name of its key: "shifted R", "대문자 R".
  case shifted(String)
  /// A key with Control, by the name of the other key: "Control C".
  case control(String)
  /// A key with Alt, by the name of the other key: "Alt x".
  case alt(String)
  /// Shift with Tab.
  case shiftTab
  /// The space bar, as the key Control goes with.
  case space
  /// Names of which any one will do: "a", "a or b", "a, b or c".
  case alternatives([String])
  /// A run of keys, by its first and last names: "1 to 6", "1부터 6까지".
  case range(first: String, last: String)

  /// The four arrow keys.
  public enum Arrow: Hashable, Sendable, CaseIterable {
    case right, left, up, down
  }
}
