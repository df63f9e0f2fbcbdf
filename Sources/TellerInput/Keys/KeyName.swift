import TellerArguments

extension Key {
  /// The key's name as users know it and help text writes it, such as
  /// `Right`, `Shift-Tab`, `Page Up`, `F1`, `Ctrl-C`, `Ctrl-\`, `Alt-x` or
  /// `r`. A paste is named `Paste`, never by its text.
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
    case .pageUp: return "Page Up"
    case .pageDown: return "Page Down"
    case .insert: return "Insert"
    case .delete: return "Delete"
    case .function(let number): return "F\(number)"
    case .escape: return "Escape"
    case .backspace: return "Backspace"
    case .control(" "): return "Ctrl-Space"
    case .control(let letter): return "Ctrl-" + visibleText(String(letter)).uppercased()
    case .alt(.control(let letter)): return "Ctrl-Alt-" + Key.control(letter).name.dropFirst(5)
    case .alt(let key): return "Alt-" + key.name
    case .paste: return "Paste"
    case .unknown(let text): return text
    }
  }
}
