import TellerArguments

/// The tests' tables are worded in plain English: each sentence is its own
/// message.
extension String: HelpMessage {}

/// The tests' words: English headings, and each message its own text, or
/// the words a test gives.
struct PlainWords: HelpWords {
  var usageHeading = "Usage:"
  var commandsHeading = "Commands:"
  var optionsHeading = "Options:"
  var optionsPlaceholder = "[options]"
  var helpOptionHelp = "Show this help and exit."
  /// Replacements of sentences, as a translation gives them.
  var sentences: [String: String] = [:]

  func text(_ message: AnyHelpMessage) -> String {
    let text = message.as(String.self) ?? "?"
    return sentences[text] ?? text
  }

  /// The help, then the facts the declaration gives: its default and range.
  func help(of option: OptionSpec) -> String {
    var facts: [String] = []
    if let range = option.writtenRange { facts.append("\(range.lower)-\(range.upper ?? "")") }
    switch option.helpDefault {
    case .value(let written)?: facts.append("default " + written)
    case .described(let message)?: facts.append("default " + text(message))
    case nil: break
    }
    return text(option.help) + (facts.isEmpty ? "" : " [" + facts.joined(separator: ", ") + "]")
  }
}
