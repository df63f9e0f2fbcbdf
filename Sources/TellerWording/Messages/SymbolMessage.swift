/// The names of printable symbols, in words: the help and spoken lines
/// name keys by them ("question mark", "물음표"), and speech reads symbols
/// in text by them, since a synthesizer says nothing for `?`.
///
/// A symbol without a name renders empty.
public enum SymbolMessage: Hashable, Sendable {
  /// A symbol's name as a key, as the help names it: "less-than sign".
  case keyName(Character)
  /// A symbol's name as speech says it standing alone: "less than"; none
  /// for a dash, which reads as a pause.
  case spokenName(Character)
  /// The word after a number for a percent sign: "50 percent".
  case percent
  /// The word read for a decimal point: "3 point 3".
  case decimalPoint

  /// The printable ASCII symbols, each with a name as a key.
  public static let symbols: [Character] = Array(#".?[],;:/\'"`~!@#$%^&*()-_=+{}<>|"#)
}
