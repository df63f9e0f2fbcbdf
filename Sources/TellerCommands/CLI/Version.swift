/// Teller's version, as `teller --version`, the manual page and the
/// packages give it: the one place the number is written. While
/// CHANGELOG.md gathers changes under Unreleased, it is the version those
/// changes will be released as; a test holds the two together.
public let tellerVersion = "0.1.0"

/// A commit of Teller's repository that a build was made from.
public struct SourceCommit: Equatable, Sendable {
  /// The commit's full hash, 40 hexadecimal digits.
  public var hash: String
  /// The day it was committed, `YYYY-MM-DD` in UTC.
  public var date: String

  /// A commit by its full hash and its day.
  public init(hash: String, date: String) {
    self.hash = hash
    self.date = date
  }

  /// The hash's first 9 digits, as the version line shows it.
  public var shortHash: String { String(hash.prefix(9)) }
}

/// The line `teller --version` prints: `teller 0.1.0`, and for a build from
/// a git checkout the commit and its day after it, as
/// `teller 0.1.0 (4f87d1cad 2025-06-10)`. No words, so it reads the same in
/// every language.
public func versionLine(commit: SourceCommit?) -> String {
  guard let commit else { return "teller \(tellerVersion)" }
  return "teller \(tellerVersion) (\(commit.shortHash) \(commit.date))"
}
