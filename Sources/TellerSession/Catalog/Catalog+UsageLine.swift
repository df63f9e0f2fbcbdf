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

extension Catalog {
  /// A script line longer than ``ScriptLine/maximumLength`` bytes, with
  /// the start of it: "The line is longer than 4096 bytes; got 'add
  /// add add…'."
  public func lineTooLong(quoting text: String) -> String {
    let limit = ScriptLine.maximumLength
    let quoted = visibleQuote(text)
    switch language {
    case .english: return "The line is longer than \(limit) bytes; got '\(quoted)'."
    case .korean: return "줄이 \(limit)바이트보다 깁니다. 받은 줄: '\(quoted)'."
    }
  }
}
