import TellerArguments
import TellerWording

extension FileReadMessage: MessageSamples {
  /// The cases of ``FileReadMessage``, without payloads.
  public enum Kind: CaseIterable, Hashable, Sendable {
    case cannotRead
  }

  /// The case of the message.
  public var kind: Kind {
    switch self {
    case .cannotRead: .cannotRead
    }
  }

  /// Samples of one kind: every problem a file can have.
  public static func samples(of kind: Kind) -> [FileReadMessage] {
    switch kind {
    case .cannotRead: FileProblem.samples.map { .cannotRead(path: "/tmp/script.txt", problem: $0) }
    }
  }
}
