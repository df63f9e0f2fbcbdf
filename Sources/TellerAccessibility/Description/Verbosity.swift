/// How much Teller says: in descriptions and in announcements.
public enum Verbosity: String, Hashable, Sendable, CaseIterable, Comparable {
  /// The least: labels, values and roles ("button", "heading level 2");
  /// for announcements, adds, resets and "all served".
  case low
  /// The usual amount: adds traits and hints; for announcements, merged
  /// starts and finishes.
  case normal
  /// Everything: every trait and every event.
  case high

  /// Orders levels from least to most.
  public static func < (lhs: Verbosity, rhs: Verbosity) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}
