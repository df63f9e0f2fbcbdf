/// A key the harness types, named for each way of typing it.
public enum ScenarioKey: Hashable, Sendable {
  /// A printable key, such as `a`, `n` or `q`.
  case character(Character)
  /// Tab.
  case tab
  /// Shift-Tab.
  case shiftTab
  /// Return.
  case enter

  /// Its name in figures: the character, `Tab`, `Shift-Tab` or `Return`.
  public var name: String {
    switch self {
    case .character(let character): String(character)
    case .tab: "Tab"
    case .shiftTab: "Shift-Tab"
    case .enter: "Return"
    }
  }

  /// Its name for `tmux send-keys`.
  var tmuxName: String {
    switch self {
    case .character(let character): String(character)
    case .tab: "Tab"
    case .shiftTab: "BTab"
    case .enter: "Enter"
    }
  }

  /// Its X keysym name, for `xdotool key`.
  var xName: String {
    switch self {
    case .character(let character): String(character)
    case .tab: "Tab"
    case .shiftTab: "shift+Tab"
    case .enter: "Return"
    }
  }
}
