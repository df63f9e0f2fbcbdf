import TellerAccessibility
import TellerWording

extension BrailleMessage: MessageSamples {
  /// The cases of ``BrailleMessage``, without payloads.
  public enum Kind: CaseIterable, Hashable, Sendable {
    case traitMark, heading, roleMark, needsLiblouis, tableFailed, needsLiblouisNotice
  }

  /// The case of the message.
  public var kind: Kind {
    switch self {
    case .traitMark: .traitMark
    case .heading: .heading
    case .roleMark: .roleMark
    case .needsLiblouis: .needsLiblouis
    case .tableFailed: .tableFailed
    case .needsLiblouisNotice: .needsLiblouisNotice
    }
  }

  /// Samples of one kind, with typical payloads.
  public static func samples(of kind: Kind) -> [BrailleMessage] {
    let table = "ko-2006-g1.ctb"
    switch kind {
    case .traitMark: return AccessibilityTraits.allCases.map { .traitMark($0) }
    case .heading: return [1, 2, 6, nil].map { .heading(level: $0) }
    case .roleMark: return [ContainerRole.list, .modal].map { .roleMark($0) }
    case .needsLiblouis:
      return [true, false].map {
        .needsLiblouis(table: table, library: "liblouis.so.20", showsNotice: $0)
      }
    case .tableFailed:
      return [true, false].map { .tableFailed(table: table, reason: "X", showsNotice: $0) }
    case .needsLiblouisNotice: return [.needsLiblouisNotice]
    }
  }
}
