import TellerArguments

extension Catalog {
  /// A command-line mistake in one line that names the flag or word at
  /// fault: "Unknown option '--frob' for 'teller'."; "'teller'에는 '--frob'
  /// 옵션이 없습니다."
  ///
  /// Values from the command line pass through `visibleText(_:)`, so
  /// control characters never reach the terminal, and quotations stop at
  /// ``ScriptLine/quoteLimit`` characters.
  public func message(for error: UsageError) -> String {
    self[.problem(error.problem, command: error.command)]
  }

  /// The line after a usage error that points at help: "Run 'teller
  /// simulate --help' for usage."
  public func usageHint(for error: UsageError) -> String { self[.hint(command: error.command)] }
}
