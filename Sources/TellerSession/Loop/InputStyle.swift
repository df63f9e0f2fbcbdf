/// How the interactive loop turns input bytes into session input.
public enum InputStyle: Hashable, Sendable {
  /// Key presses from a terminal in raw mode.
  case keys
  /// Line commands, numbered from 1, as from a pipe or a script.
  case lines
}
