/// Teller writes UTF-8, whatever the locale; this tells whether a locale's
/// character set is something else, so Teller can say so once.
public enum OutputCharset {
  /// Whether a locale's character set differs from UTF-8.
  ///
  /// A locale that names its character set (`ko_KR.EUC-KR`,
  /// `en_US.ISO-8859-1`) differs unless the set is UTF-8 (in any spelling:
  /// `UTF-8`, `utf8`). One that names none differs when it names a
  /// language, whose character set is then a legacy one (`ko_KR` is
  /// EUC-KR); `C`, `POSIX` and no locale at all are left alone, as
  /// programs and scripts use them to mean "plain".
  ///
  /// - Parameter locale: the first of `LC_ALL`, `LC_CTYPE` and `LANG` that
  ///   is set and not empty.
  public static func differsFromUTF8(locale: String?) -> Bool {
    guard let locale, !locale.isEmpty else { return false }
    let withoutModifier = locale.split(separator: "@", maxSplits: 1).first ?? ""
    let parts = withoutModifier.split(separator: ".", maxSplits: 1)
    guard parts.count == 2 else {
      return !(withoutModifier == "C" || withoutModifier == "POSIX")
    }
    let charset = parts[1].lowercased().filter { $0 != "-" && $0 != "_" }
    return charset != "utf8"
  }
}
