/// A key the harness typed at a screen reader, and the answer Teller gives it.
public struct KeyPress: Hashable, Sendable {
  /// The key's name, such as `a`, `Tab`, `n` or `q`.
  public var name: String
  /// When it was typed.
  public var at: LogInstant
  /// Words the answer holds, such as the label of the element a navigation
  /// key moves to (`Status`); nil when the key's answer is not followed.
  public var answer: String?

  /// Creates a key press.
  public init(name: String, at: LogInstant, answer: String? = nil) {
    self.name = name
    self.at = at
    self.answer = answer
  }
}
