import TellerArguments

extension Key {
  /// The key's name as help text writes it, such as `Right`, `Shift-Tab`,
  /// `Ctrl-C` or `r`.
  public var name: String {
    switch self {
    case .character(let character): return visibleText(String(character))
    case .enter: return "Enter"
    case .space: return "Space"
    case .tab: return "Tab"
    case .backTab: return "Shift-Tab"
    case .up: return "Up"
    case .down: return "Down"
    case .left: return "Left"
    case .right: return "Right"
    case .home: return "Home"
    case .end: return "End"
    case .escape: return "Escape"
    case .backspace: return "Backspace"
    case .control(let letter): return "Ctrl-" + visibleText(String(letter)).uppercased()
    case .unknown(let text): return text
    }
  }
}
