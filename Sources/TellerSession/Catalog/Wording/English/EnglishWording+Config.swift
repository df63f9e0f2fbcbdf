import TellerArguments

extension EnglishWording {
  /// The English words of mistakes in the configuration file. Keys and
  /// values are outside text: they pass through `visibleQuote(_:)`.
  public func text(_ message: ConfigMessage) -> String {
    switch message {
    case .problem(let problem, let place): text(problem, place: place)
    }
  }

  private func text(_ problem: ConfigError.Problem, place: String) -> String {
    func quoted(_ text: String) -> String { "'" + visibleQuote(text) + "'" }
    switch problem {
    case .unreadable(let reason):
      return "cannot read the configuration file \(place): \(reason)."
    case .notKeyValue(let text):
      return "\(place): expected 'key = value'; got \(quoted(text))."
    case .badQuotes(let key):
      return "\(place): the quotes of \(quoted(key))'s value must enclose all of it."
    case .unknownKey(let key, let suggestion?):
      return "\(place): unknown key \(quoted(key)); did you mean '\(suggestion)'?"
    case .unknownKey(let key, nil):
      return "\(place): unknown key \(quoted(key)); keys are the long options of "
        + "'teller --help', without dashes."
    case .notConfigurable(let key):
      return "\(place): \(quoted(key)) cannot be set in the configuration file."
    case .notAFlagValue(let key, let value):
      return "\(place): \(quoted(key)) must be one of \(ConfigDefaults.flagWordList); "
        + "got \(quoted(value))."
    case .badValue(let key, let problem):
      return "\(place): bad value for \(quoted(key)): "
        + text(UsageMessage.problem(problem, command: "teller"))
    }
  }
}
