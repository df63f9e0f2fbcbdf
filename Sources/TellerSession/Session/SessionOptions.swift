import TellerAccessibility
import TellerArguments
import TellerBank

extension SessionSettings {
  /// The settings `teller` and `teller inspect` read from the command line:
  /// language, verbosity, hints, debounce, which events are said
  /// (`--announce`), the screen reader's rate and the bank's options.
  /// Reduced motion is the output's decision (``OutputDecision``), made
  /// with detection.
  ///
  /// - Parameters:
  ///   - arguments: the parsed command line.
  ///   - locale: the messages locale from the environment; Korean when it
  ///     starts with `ko` and `--lang` is not given.
  ///   - inputIsKeys: whether input comes from a terminal as keys.
  public init(
    _ arguments: ParsedArguments, locale: String?, inputIsKeys: Bool
  ) throws(UsageError) {
    let language = Language.of(arguments, locale: locale)
    let verbosity = try arguments.value(SessionOptionTable.verbosity)
    let debounce = try arguments.value(SessionOptionTable.debounce)
    self.init(
      language: language, verbosity: verbosity,
      hintsEnabled: !arguments[SessionOptionTable.noHints],
      debounce: .seconds(debounce), bank: try BankOptions.configuration(from: arguments),
      inputIsKeys: inputIsKeys, announcedEvents: try AnnouncedEvents(arguments))
    readerWordsPerMinute = try arguments.value(SessionOptionTable.readerRate)
  }
}
