import TellerArguments

extension EnglishWording {
  /// The English words of mistakes in the configuration file. Keys and
  /// values are outside text: they pass through `visibleQuote(_:)`.
  public func text(_ message: ConfigMessage) -> String {
    switch message {
    case .problem(.unreadable(let reason), let place):
      return "cannot read the configuration file \(place): \(reason)."
    case .problem(.notKeyValue(let text), let place):
      return "\(place): expected 'key = value'; got \(quotedValue(text))."
    case .problem(.badQuotes(let key), let place):
      return "\(place): the quotes of \(quotedValue(key))'s value must enclose all of it."
    case .problem(.unknownKey(let key, let suggestion?), let place):
      return "\(place): unknown key \(quotedValue(key)); did you mean '\(suggestion)'?"
    case .problem(.unknownKey(let key, nil), let place):
      return "\(place): unknown key \(quotedValue(key)); keys are the long options of "
        + "'teller --help', without dashes."
    case .problem(.notConfigurable(let key), let place):
      return "\(place): \(quotedValue(key)) cannot be set in the configuration file."
    case .problem(.notAFlagValue(let key, let value), let place):
      return "\(place): \(quotedValue(key)) must be one of \(ConfigDefaults.flagWordList); "
        + "got \(quotedValue(value))."
    case .problem(.badValue(let key, let problem), let place):
      return "\(place): bad value for \(quotedValue(key)): "
        + text(UsageMessage.problem(problem, command: "teller"))
    }
  }
}
