import TellerArguments

extension SystemReason {
  /// Every reason known by kind, then one the system words itself.
  public static var samples: [SystemReason] {
    KnownSystemReason.allCases.map(SystemReason.known) + [.other("Operation not supported")]
  }
}
