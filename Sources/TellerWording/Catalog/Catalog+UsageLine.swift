import TellerArguments

extension Catalog {
  /// A command-line mistake as the one line Teller prints, after
  /// `teller: `: what is wrong, then the help to read, so a screen reader
  /// says it whole and `2>&1 | head -1` keeps all of it: "Unknown option
  /// '--frob' for 'teller'. Run 'teller --help' for usage."
  public func usageLine(for error: UsageError) -> String {
    message(for: error) + " " + usageHint(for: error)
  }
}
