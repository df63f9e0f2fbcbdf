import TellerArguments

/// The session's option table lists itself, in groups, in the order
/// `teller --help` shows them; ``all`` is every option it declares, which
/// a test holds to the declarations.
extension SessionOptionTable {
  /// The terminal's and the session's options.
  public static let sessionOptions: [OptionSpec] = [
    version.spec, ui.spec, noColor.spec, ascii.spec, language.spec, clock.spec, batch.spec,
    verbosity.spec, debounce.spec, readerRate.spec, reduceMotion.spec, noHints.spec,
    timestamps.spec,
  ]

  /// What is announced, and braille's options.
  public static let outputOptions: [OptionSpec] = [
    announce.spec, braille.spec, brailleFlash.spec, brailleTable.spec,
  ]

  /// Every option of the table. The bank's model options are
  /// ``BankOptionTable``'s, made from its table of work types.
  public static var all: [OptionSpec] { sessionOptions + outputOptions }
}
