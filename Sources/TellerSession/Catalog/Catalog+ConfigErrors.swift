import TellerArguments

extension Catalog {
  /// A mistake in the configuration file, in one line that starts with
  /// `file:line` and names the key: "/home/ana/.config/teller/config:3:
  /// unknown key 'langage'; did you mean 'lang'?"
  ///
  /// The path, keys and values are outside text: they pass through
  /// `visibleText(_:)`, and quotations stop at ``ScriptLine/quoteLimit``
  /// characters.
  public func message(for error: ConfigError) -> String {
    let place = visibleText(error.place)
    func quoted(_ text: String) -> String { "'" + visibleQuote(text) + "'" }
    let flagWords = (ConfigDefaults.flagWords.on + ConfigDefaults.flagWords.off)
      .joined(separator: ", ")
    switch (language, error.problem) {
    case (.english, .unreadable(let reason)):
      return "cannot read the configuration file \(place): \(reason)."
    case (.korean, .unreadable(let reason)):
      return "설정 파일 \(place)을(를) 읽을 수 없습니다: \(reason)."
    case (.english, .notKeyValue(let text)):
      return "\(place): expected 'key = value'; got \(quoted(text))."
    case (.korean, .notKeyValue(let text)):
      return "\(place): '키 = 값' 형식이어야 합니다. 받은 줄: \(quoted(text))."
    case (.english, .badQuotes(let key)):
      return "\(place): the quotes of \(quoted(key))'s value must enclose all of it."
    case (.korean, .badQuotes(let key)):
      return "\(place): \(quoted(key))의 값은 따옴표가 값 전체를 감싸야 합니다."
    case (.english, .unknownKey(let key, let suggestion)):
      if let suggestion {
        return "\(place): unknown key \(quoted(key)); did you mean '\(suggestion)'?"
      }
      return "\(place): unknown key \(quoted(key)); keys are the long options of "
        + "'teller --help', without dashes."
    case (.korean, .unknownKey(let key, let suggestion)):
      if let suggestion { return "\(place): 알 수 없는 키 \(quoted(key)). '\(suggestion)'을(를) 뜻했나요?" }
      return "\(place): 알 수 없는 키 \(quoted(key)). 키는 'teller --help'의 긴 옵션에서 줄표를 뺀 이름입니다."
    case (.english, .notConfigurable(let key)):
      return "\(place): \(quoted(key)) cannot be set in the configuration file."
    case (.korean, .notConfigurable(let key)):
      return "\(place): \(quoted(key))은(는) 설정 파일에 쓸 수 없습니다."
    case (.english, .notAFlagValue(let key, let value)):
      return "\(place): \(quoted(key)) must be one of \(flagWords); got \(quoted(value))."
    case (.korean, .notAFlagValue(let key, let value)):
      return "\(place): \(quoted(key))은(는) \(flagWords) 중 하나여야 합니다. 받은 값: \(quoted(value))."
    case (.english, .badValue(let key, let problem)):
      return "\(place): bad value for \(quoted(key)): " + message(for: UsageError(problem))
    case (.korean, .badValue(let key, let problem)):
      return "\(place): \(quoted(key))의 값이 잘못되었습니다: " + message(for: UsageError(problem))
    }
  }
}
