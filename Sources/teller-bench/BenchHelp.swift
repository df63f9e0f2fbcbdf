import TellerArguments

/// The benchmark's help is English only, a developer's tool: each of its
/// sentences is its own message, written where its option is declared.
extension String: HelpMessage {}

/// The words of the benchmark's help: English headings, and its messages,
/// which are their own text.
struct BenchHelpWords: HelpWords {
  var usageHeading: String { "Usage:" }
  var commandsHeading: String { "Commands:" }
  var optionsHeading: String { "Options:" }
  var optionsPlaceholder: String { "[options]" }
  var helpOptionHelp: String { "Show this help and exit." }

  /// A sentence of the benchmark's table; every one is a `String`.
  func text(_ message: AnyHelpMessage) -> String {
    guard let text = message.as(String.self) else {
      preconditionFailure("the benchmark's help is written as text")
    }
    return text
  }

  /// An option's help: what it is for, as written beside it, and its
  /// default from its declaration.
  func help(of option: OptionSpec) -> String {
    switch option.helpDefault {
    case .value(let written)?: text(option.help) + " (default \(written))."
    case .described(let message)?: text(option.help) + " (default: \(text(message)))."
    case nil: text(option.help) + "."
    }
  }
}
