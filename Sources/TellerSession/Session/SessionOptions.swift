import TellerAccessibility
import TellerArguments
import TellerBank

extension SessionSettings {
  /// The settings `teller` and `teller inspect` read from the command line:
  /// language, verbosity, hints, debounce, which events are said
  /// (`--announce`), the screen reader's rate, reduced motion and the
  /// bank's options.
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
    let verbosity =
      arguments.value("verbosity").flatMap(Verbosity.init(rawValue:)) ?? .normal
    let debounce = try arguments.decimal("debounce", default: 0.5, in: 0...60)
    self.init(
      language: language, verbosity: verbosity, hintsEnabled: !arguments.has("no-hints"),
      debounce: .seconds(debounce), bank: try BankOptions.configuration(from: arguments),
      inputIsKeys: inputIsKeys, announcedEvents: try AnnouncedEvents(arguments))
    readerWordsPerMinute = try arguments.integer(
      "reader-rate", default: SpeakingTime.assumedWordsPerMinute,
      in: SpeakingTime.wordsPerMinuteRange)
    reduceMotion = arguments.has("reduce-motion")
  }
}
