/// A language Teller speaks and shows.
public enum Language: String, Hashable, Sendable, CaseIterable {
  /// English.
  case english = "en"
  /// Korean (한국어).
  case korean = "ko"

  /// The language for a locale string such as `ko_KR.UTF-8`: Korean when it
  /// starts with `ko`, otherwise English.
  public static func fromLocale(_ locale: String?) -> Language {
    guard let locale else { return .english }
    return locale.lowercased().hasPrefix("ko") ? .korean : .english
  }
}
