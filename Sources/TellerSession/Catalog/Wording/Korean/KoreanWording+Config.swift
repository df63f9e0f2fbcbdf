import TellerArguments

extension KoreanWording {
  /// The Korean words of mistakes in the configuration file. Keys and
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
      return "설정 파일 \(place)을(를) 읽을 수 없습니다: \(reason)."
    case .notKeyValue(let text):
      return "\(place): '키 = 값' 형식이어야 합니다. 받은 줄: \(quoted(text))."
    case .badQuotes(let key):
      return "\(place): \(quoted(key))의 값은 따옴표가 값 전체를 감싸야 합니다."
    case .unknownKey(let key, let suggestion?):
      return "\(place): 알 수 없는 키 \(quoted(key)). '\(suggestion)'을(를) 뜻했나요?"
    case .unknownKey(let key, nil):
      return "\(place): 알 수 없는 키 \(quoted(key)). 키는 'teller --help'의 긴 옵션에서 줄표를 뺀 이름입니다."
    case .notConfigurable(let key):
      return "\(place): \(quoted(key))은(는) 설정 파일에 쓸 수 없습니다."
    case .notAFlagValue(let key, let value):
      return "\(place): \(quoted(key))은(는) \(ConfigDefaults.flagWordList) 중 하나여야 합니다. "
        + "받은 값: \(quoted(value))."
    case .badValue(let key, let problem):
      return "\(place): \(quoted(key))의 값이 잘못되었습니다: "
        + text(UsageMessage.problem(problem, command: "teller"))
    }
  }
}
