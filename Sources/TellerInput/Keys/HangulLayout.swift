/// The 2-set (dubeolsik) Korean keyboard, the layout Korean input methods
/// use by default: the Hangul jamo each Latin letter key types while the
/// input method is on.
///
/// ``KeyBindings`` reads a jamo as the letter key it sits on, so `ㅂ` is
/// `q` and `ㅁ` is `a`, whatever the table binds: a letter key added to
/// the table works with the input method on at once. Shift gives its own
/// jamo only on Q, W, E, R, T, O and P (`ㅃ ㅉ ㄸ ㄲ ㅆ ㅒ ㅖ`); on the
/// other keys it types the same jamo as without Shift, so `A` and `a`
/// both type `ㅁ`, which reads as `a`.
public enum HangulLayout {
  /// The jamo each letter key types, by the key's letter: every lowercase
  /// letter, and the seven shifted keys that have a jamo of their own.
  public static let jamo: [Character: Character] = [
    "q": "ㅂ", "w": "ㅈ", "e": "ㄷ", "r": "ㄱ", "t": "ㅅ", "y": "ㅛ", "u": "ㅕ", "i": "ㅑ",
    "o": "ㅐ", "p": "ㅔ", "a": "ㅁ", "s": "ㄴ", "d": "ㅇ", "f": "ㄹ", "g": "ㅎ", "h": "ㅗ",
    "j": "ㅓ", "k": "ㅏ", "l": "ㅣ", "z": "ㅋ", "x": "ㅌ", "c": "ㅊ", "v": "ㅍ", "b": "ㅠ",
    "n": "ㅜ", "m": "ㅡ", "Q": "ㅃ", "W": "ㅉ", "E": "ㄸ", "R": "ㄲ", "T": "ㅆ", "O": "ㅒ",
    "P": "ㅖ",
  ]

  /// The letter key a jamo sits on, or nil for any other character.
  ///
  /// - Complexity: O(1).
  public static func letter(for jamo: Character) -> Character? { letters[jamo] }

  private static let letters: [Character: Character] = Dictionary(
    uniqueKeysWithValues: jamo.map { ($0.value, $0.key) })
}
