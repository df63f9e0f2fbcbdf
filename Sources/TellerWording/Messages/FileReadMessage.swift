import TellerArguments

/// A file Teller was asked to read, such as a `--script FILE`, that cannot
/// be read, with what the edge found as data: the path as given and why.
public enum FileReadMessage: Hashable, Sendable {
  /// The file cannot be read, and why: the system's reason, or that it is
  /// too large.
  case cannotRead(path: String, problem: FileProblem)
}
