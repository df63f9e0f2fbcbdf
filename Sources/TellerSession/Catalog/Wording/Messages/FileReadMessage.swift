/// A file Teller was asked to read, such as a `--script FILE`, that cannot
/// be read, with what the edge found as data: the path as given and why.
public enum FileReadMessage: Hashable, Sendable {
  /// The system refused to open or read the file, with its reason, such as
  /// "No such file or directory".
  case cannotRead(path: String, reason: String)
  /// The file is larger than `limit` bytes.
  case tooLarge(path: String, limit: Int)
}

extension FileReadMessage: MessageSamples {
  /// The cases of ``FileReadMessage``, without payloads.
  public enum Kind: CaseIterable, Hashable, Sendable {
    case cannotRead, tooLarge
  }

  /// The case of the message.
  public var kind: Kind {
    switch self {
    case .cannotRead: .cannotRead
    case .tooLarge: .tooLarge
    }
  }

  /// Samples of one kind: typical reasons, and the script's limit and a
  /// smaller one.
  public static func samples(of kind: Kind) -> [FileReadMessage] {
    switch kind {
    case .cannotRead:
      [
        .cannotRead(path: "/tmp/script.txt", reason: "No such file or directory"),
        .cannotRead(path: "/tmp", reason: "Is a directory"),
      ]
    case .tooLarge:
      [.tooLarge(path: "/dev/zero", limit: 16 << 20), .tooLarge(path: "/dev/zero", limit: 1 << 16)]
    }
  }
}
