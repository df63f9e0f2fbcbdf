import TellerArguments

/// A file Teller was asked to read, such as a `--script FILE`, that cannot
/// be read, with what the edge found as data: the path as given and why.
public enum FileReadMessage: Hashable, Sendable {
  /// The file cannot be read, and why: the system's reason, or that it is
  /// too large.
  case cannotRead(path: String, problem: FileProblem)
}

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
