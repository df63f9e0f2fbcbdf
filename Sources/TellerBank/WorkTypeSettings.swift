/// One row of the bank's table of work types: what the bank knows of a
/// kind of work.
///
/// A new per-type setting is one property here with its default; the
/// standard table (``standard``) sets it where a seed type differs.
public struct WorkTypeSettings: Hashable, Sendable {
  /// The type's name in lower case, as the command line, the configuration
  /// file and JSON spell it: `deposit` gives `--deposit-clerks` and
  /// `deposit_customers`. Never shown as words: each language names the
  /// type in its own wording.
  public var name: String
  /// The clerks who serve this type, and only this type.
  public var clerks: Int
  /// How long one service of this type takes.
  public var serviceTime: ModelTime
  /// The probability, 0 to 1, that a new customer comes for this type; nil
  /// for the one type that takes every customer the others leave
  /// (``BankConfiguration/share(of:)``), which has no share option.
  public var share: Double?

  /// Creates a row.
  public init(_ name: String, clerks: Int, serviceTime: ModelTime, share: Double? = nil) {
    self.name = name
    self.clerks = clerks
    self.serviceTime = serviceTime
    self.share = share
  }

  /// The exercise's table: deposits (2 clerks at 0.7 s) take the customers
  /// loans (1 clerk at 1.1 s, half the customers) leave. Its rows are
  /// ``WorkType/deposit`` and ``WorkType/loan``.
  public static let standard: [WorkTypeSettings] = [
    WorkTypeSettings("deposit", clerks: 2, serviceTime: .milliseconds(700)),
    WorkTypeSettings("loan", clerks: 1, serviceTime: .milliseconds(1100), share: 0.5),
  ]
}
