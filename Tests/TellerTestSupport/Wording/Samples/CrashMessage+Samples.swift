import TellerWording

extension CrashMessage: MessageSamples {
  /// The cases of ``CrashMessage``, without payloads.
  public enum Kind: CaseIterable, Hashable, Sendable {
    case crashed, sent
  }

  /// The case of the message.
  public var kind: Kind {
    switch self {
    case .crashed: .crashed
    case .sent: .sent
    }
  }

  /// Samples of one kind: every signal, with and without a backtrace after.
  public static func samples(of kind: Kind) -> [CrashMessage] {
    switch kind {
    case .crashed:
      CrashSignal.allCases.flatMap { signal in
        [
          .crashed(signal, backtrace: .askWith(setting: "SWIFT_BACKTRACE=enable=yes")),
          .crashed(signal, backtrace: .follows),
        ]
      }
    case .sent: CrashSignal.allCases.map { .sent($0) }
    }
  }
}
