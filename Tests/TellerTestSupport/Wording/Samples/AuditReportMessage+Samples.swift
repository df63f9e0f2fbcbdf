import TellerWording

extension AuditReportMessage: MessageSamples {
  /// The cases of ``AuditReportMessage``, without payloads.
  public enum Kind: CaseIterable, Hashable, Sendable {
    case screen, total
  }

  /// The case of the message.
  public var kind: Kind {
    switch self {
    case .screen: .screen
    case .total: .total
    }
  }

  /// Samples of one kind: none, one and several findings.
  public static func samples(of kind: Kind) -> [AuditReportMessage] {
    switch kind {
    case .screen: [0, 1, 3].map { .screen("idle (en)", findings: $0) }
    case .total: [.total(findings: 0, screens: 8), .total(findings: 2, screens: 8)]
    }
  }
}
