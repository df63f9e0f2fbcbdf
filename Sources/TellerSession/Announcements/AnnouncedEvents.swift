import TellerArguments
import TellerBank

/// Which of the bank's events are said in words (`--announce`).
///
/// A busy bank starts or finishes a customer every fraction of a second;
/// said in words, each takes seconds. With ``summaries``, starts and
/// finishes are left to the sound icons (`--sounds on`), and speech keeps
/// the summaries: how many wait, customers added, all served, at most one
/// every ``Announcer/summaryPace``. Verbosity still chooses how adds and
/// "all served" are worded; descriptions do not change.
public enum AnnouncedEvents: String, Hashable, Sendable, CaseIterable {
  /// Every event the verbosity asks for, as always.
  case all
  /// Starts and finishes only as the count of customers waiting, at a
  /// slower pace; adds, resets and "all served" as always.
  case summaries

  /// The choice `--announce` gives: `all` when it is absent.
  ///
  /// - Throws: ``UsageError`` naming `--announce` for another word (the
  ///   parser checks the table's choices first).
  public init(_ arguments: ParsedArguments) throws(UsageError) {
    self = try arguments.value(SessionOptionTable.announce)
  }
}
