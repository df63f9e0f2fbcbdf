/// A key the harness types, named for each way of typing it.
public enum ScenarioKey: Hashable, Sendable {
  /// A printable key, such as `a`, `n` or `q`.
  case character(Character)
  /// Tab.
  case tab
  /// Return.
  case enter

  /// Its name in figures: the character, `Tab` or `Return`.
  public var name: String {
    switch self {
    case .character(let character): String(character)
    case .tab: "Tab"
    case .enter: "Return"
    }
  }

  /// Its name for `tmux send-keys`.
  var tmuxName: String {
    switch self {
    case .character(let character): String(character)
    case .tab: "Tab"
    case .enter: "Enter"
    }
  }

  /// Its X keysym name, for `xdotool key`.
  var xName: String {
    switch self {
    case .character(let character): String(character)
    case .tab: "Tab"
    case .enter: "Return"
    }
  }
}
