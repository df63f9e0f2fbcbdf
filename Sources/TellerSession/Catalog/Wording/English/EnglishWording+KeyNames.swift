extension EnglishWording {
  /// The English names of keys, and the words that join them.
  public func text(_ message: KeyNameMessage) -> String {
    switch message {
    case .arrow(.right): "Right"
    case .arrow(.left): "Left"
    case .arrow(.up): "Up"
    case .arrow(.down): "Down"
    case .named(let key): key.name
    case .shifted(let name): "shifted " + name
    case .control(let name): "Control " + name
    case .alt(let name): "Alt " + name
    case .shiftTab: "Shift Tab"
    case .space: "Space"
    case .alternatives(let names): Self.list(names, or: "or")
    case .range(let first, let last): first + " to " + last
    }
  }

  /// Words as a list: "a", "a or b", "a, b or c".
  static func list(_ words: [String], or: String) -> String {
    guard let last = words.last else { return "" }
    guard words.count > 1 else { return last }
    return words.dropLast().joined(separator: ", ") + " \(or) " + last
  }
}
