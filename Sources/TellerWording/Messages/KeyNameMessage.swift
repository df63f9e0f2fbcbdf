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

extension KeyNameMessage: MessageSamples {
  /// The cases of ``KeyNameMessage``, without payloads.
  public enum Kind: CaseIterable, Hashable, Sendable {
    case arrow, named, shifted, control, alt, shiftTab, space, alternatives, range
  }

  /// The case of the message.
  public var kind: Kind {
    switch self {
    case .arrow: .arrow
    case .named: .named
    case .shifted: .shifted
    case .control: .control
    case .alt: .alt
    case .shiftTab: .shiftTab
    case .space: .space
    case .alternatives: .alternatives
    case .range: .range
    }
  }

  /// Samples of one kind: every arrow, and lists of one, two and three.
  public static func samples(of kind: Kind) -> [KeyNameMessage] {
    switch kind {
    case .arrow: Arrow.allCases.map { .arrow($0) }
    case .named: [.named(.tab), .named(.home), .named(.escape)]
    case .shifted: [.shifted("R")]
    case .control: [.control("C")]
    case .alt: [.alt("x")]
    case .shiftTab: [.shiftTab]
    case .space: [.space]
    case .alternatives:
      [.alternatives(["1"]), .alternatives(["1", "2"]), .alternatives(["1", "2", "3"])]
    case .range: [.range(first: "1", last: "6")]
    }
  }
}
