import TellerArguments

extension KoreanWording {
  /// The Korean words of mistakes in the configuration file. Keys and
  /// values are outside text: they pass through `visibleQuote(_:)`.
  public func text(_ message: ConfigMessage) -> String {
    switch message {
    case .problem(.unreadable(let reason), let place):
      return "설정 파일 \(place)을(를) 읽을 수 없습니다: \(reason)."
    case .problem(.notKeyValue(let text), let place):
      return "\(place): '키 = 값' 형식이어야 합니다. 받은 줄: \(quotedValue(text))."
    case .problem(.badQuotes(let key), let place):
      return "\(place): \(quotedValue(key))의 값은 따옴표가 값 전체를 감싸야 합니다."
    case .problem(.unknownKey(let key, let suggestion?), let place):
      return "\(place): 알 수 없는 키 \(quotedValue(key)). '\(suggestion)'을(를) 뜻했나요?"
    case .problem(.unknownKey(let key, nil), let place):
      return "\(place): 알 수 없는 키 \(quotedValue(key)). 키는 'teller --help'의 긴 옵션에서 줄표를 뺀 이름입니다."
    case .problem(.notConfigurable(let key), let place):
      return "\(place): \(quotedValue(key))은(는) 설정 파일에 쓸 수 없습니다."
    case .problem(.notAFlagValue(let key, let value), let place):
      return "\(place): \(quotedValue(key))은(는) \(ConfigDefaults.flagWordList) 중 하나여야 합니다. "
        + "받은 값: \(quotedValue(value))."
    case .problem(.badValue(let key, let problem), let place):
      return "\(place): \(quotedValue(key))의 값이 잘못되었습니다: "
        + text(UsageMessage.problem(problem, command: "teller"))
    }
  }
}
