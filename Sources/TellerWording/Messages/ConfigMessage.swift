import TellerArguments

/// The words of mistakes in the configuration file: one line that starts
/// with the place, `file:line`, and names the key.
public enum ConfigMessage: Hashable, Sendable {
  /// A mistake at a place of the file, given as text already made
  /// visible: "/home/ana/.config/teller/config:3: unknown key 'langage';
  /// did you mean 'lang'?"
  case problem(ConfigError.Problem, place: String)
}
