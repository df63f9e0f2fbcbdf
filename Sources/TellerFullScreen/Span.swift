import TellerText

/// A run of text in one style.
public struct Span: Hashable, Sendable {
  /// The text; control characters are made visible when drawn.
  public var text: String
  /// Its style.
  public var style: Style

  /// Creates a span.
  public init(_ text: String, style: Style = .plain) {
    self.text = text
    self.style = style
  }

  /// The cells the text takes, as drawn.
  public var width: Int { displayWidth(text) }

  /// The span with spaces added on the right up to a display width, so
  /// columns of Hangul and Latin text line up; a span already that wide or
  /// wider is left as it is.
  public func padded(toWidth target: Int) -> Span {
    let missing = target - width
    guard missing > 0 else { return self }
    return Span(text + String(repeating: " ", count: missing), style: style)
  }
}
