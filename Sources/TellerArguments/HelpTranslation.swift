/// The words of help text in one language: the headings, and the command
/// table's English sentences (summaries, option help) with their
/// translations, looked up by the English text itself, as gettext does.
///
/// A sentence with no translation is shown in English, so a new option is
/// never missing from help; the app's tests hold the table complete.
public struct HelpTranslation: Hashable, Sendable {
  /// What starts the usage line: "Usage:".
  public var usage: String
  /// The heading over the subcommands: "Commands:".
  public var commands: String
  /// The heading over the options: "Options:".
  public var options: String
  /// The help of `--help`: "Show this help and exit."
  public var helpOption: String
  /// Translations by English sentence.
  public var sentences: [String: String]

  /// Creates a translation.
  public init(
    usage: String, commands: String, options: String, helpOption: String,
    sentences: [String: String]
  ) {
    self.usage = usage
    self.commands = commands
    self.options = options
    self.helpOption = helpOption
    self.sentences = sentences
  }

  /// The English words, with nothing to translate.
  public static let english = HelpTranslation(
    usage: "Usage:", commands: "Commands:", options: "Options:",
    helpOption: "Show this help and exit.", sentences: [:])

  /// An English sentence in this language, or the sentence itself.
  public subscript(_ english: String) -> String { sentences[english] ?? english }
}
