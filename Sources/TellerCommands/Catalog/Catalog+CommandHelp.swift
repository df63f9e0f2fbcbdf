import TellerArguments
import TellerSession
import TellerWording

extension Catalog {
  /// The words of `--help`, the manual page's options and commands, and
  /// completions, in this catalog's wording.
  public var helpWords: CatalogHelpWords { CatalogHelpWords(catalog: self) }
}

/// The command line's help in a catalog's wording: its headings, and the
/// command table's messages (``CommandSummary``, the options' help)
/// worded through ``CommandLineMessage`` with each option's facts.
///
/// Every summary and option of the table is one of Teller's messages; one
/// that is not is a mistake in the table, which stops the program rather
/// than show words of no language (the help walk of every command fails
/// on it first).
public struct CatalogHelpWords: HelpWords, Sendable {
  /// The catalog whose wording words the help.
  public let catalog: Catalog

  /// Creates the words of a catalog.
  public init(catalog: Catalog) { self.catalog = catalog }

  /// "Usage:".
  public var usageHeading: String { catalog.wording.text(CommandLineMessage.usageHeading) }
  /// "Commands:".
  public var commandsHeading: String { catalog.wording.text(CommandLineMessage.commandsHeading) }
  /// "Options:".
  public var optionsHeading: String { catalog.wording.text(CommandLineMessage.optionsHeading) }
  /// "[options]".
  public var optionsPlaceholder: String {
    catalog.wording.text(CommandLineMessage.optionsPlaceholder)
  }
  /// "Show this help and exit."
  public var helpOptionHelp: String { catalog.wording.text(CommandLineMessage.helpOption) }

  /// A command's summary or discussion.
  public func text(_ message: AnyHelpMessage) -> String {
    if let discussion = message.as(CommandDiscussion.self) {
      return catalog.wording.text(CommandLineMessage.discussion(discussion))
    }
    guard let summary = message.as(CommandSummary.self) else {
      preconditionFailure("a command's summary is no CommandSummary")
    }
    return catalog.wording.text(CommandLineMessage.summary(summary))
  }

  /// An option's line of help, with its facts.
  public func help(of option: OptionSpec) -> String {
    guard let message = CommandLineMessage(option: option) else {
      preconditionFailure("--\(option.name)'s help is no message of Teller's")
    }
    return catalog.wording.text(message)
  }
}
