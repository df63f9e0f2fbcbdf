extension KoreanWording {
  /// The Korean names of keys, and the words that join them. Keys with no
  /// Korean name of their own keep the names printed on them.
  public func text(_ message: KeyNameMessage) -> String {
    switch message {
    case .arrow(.right): "오른쪽 화살표"
    case .arrow(.left): "왼쪽 화살표"
    case .arrow(.up): "위 화살표"
    case .arrow(.down): "아래 화살표"
    case .named(let key): key.name
    case .shifted(let name): "대문자 " + name
    case .control(let name): "컨트롤 " + name
    case .alt(let name): "Alt " + name
    case .shiftTab: "Shift Tab"
    case .space: "Space"
    case .alternatives(let names): Self.list(names)
    case .range(let first, let last): first + "부터 " + last + "까지"
    }
  }

  /// Words as a list: "a", "a 또는 b", "a, b 또는 c".
  static func list(_ words: [String]) -> String {
    guard let last = words.last else { return "" }
    guard words.count > 1 else { return last }
    return words.dropLast().joined(separator: ", ") + " 또는 " + last
  }
}
