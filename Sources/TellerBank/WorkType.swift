/// The kinds of business a customer comes to do.
public enum WorkType: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// Deposit work (예금), 0.7 s by default.
  case deposit
  /// Loan work (대출), 1.1 s by default.
  case loan

  /// The work type's English name in lower case, as used in JSON and flags.
  public var description: String {
    switch self {
    case .deposit: "deposit"
    case .loan: "loan"
    }
  }
}
