import TellerInput
import TellerWording

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
