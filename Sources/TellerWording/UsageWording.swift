import TellerArguments

extension Wording {
  /// A mistake of the program's own on the command line
  /// (``UsageError/Problem/program(_:)``), in one line: a bank option's in
  /// this wording; a problem Teller does not define names itself.
  func programText(_ problem: ProgramProblem) -> String {
    guard let bank = problem.base as? BankUsageProblem else {
      // Every problem Teller defines is worded; this names a new one until
      // it is.
      return String(describing: problem.base)
    }
    return text(UsageMessage.bank(bank))
  }
}

extension ConfigDefaults {
  /// The words a flag's value may be, on then off, as the configuration
  /// file's mistakes list them: "on, yes, true, 1, off, no, false, 0".
  static var flagWordList: String { (flagWords.on + flagWords.off).joined(separator: ", ") }
}

/// A key or value from the configuration file in single quotes, made
/// visible and cut at the quotation limit: `'langage'`.
func quotedValue(_ text: String) -> String { "'" + visibleQuote(text) + "'" }
