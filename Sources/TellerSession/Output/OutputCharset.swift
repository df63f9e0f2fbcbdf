/// Teller writes UTF-8, whatever the locale; this tells whether a locale's
/// character set is something else, so Teller can say so once.
public enum OutputCharset {
  /// Whether a locale's character set differs from UTF-8.
  ///
  /// A locale that names its character set (`ko_KR.EUC-KR`,
  /// `en_US.ISO-8859-1`) differs unless the set is UTF-8 (in any spelling:
  /// `UTF-8`, `utf8`). One that names none differs too: a language's
  /// character set is then a legacy one (`ko_KR` is EUC-KR), and `C` and
  /// `POSIX` are ASCII, where Korean, box drawing and `·` show wrongly.
  /// No locale at all is left alone: a stripped environment (`env -i`,
  /// cron, a service) says nothing of the terminal.
  ///
  /// - Parameter locale: the first of `LC_ALL`, `LC_CTYPE` and `LANG` that
  ///   is set and not empty.
  public static func differsFromUTF8(locale: String?) -> Bool {
    guard let locale, !locale.isEmpty else { return false }
    let withoutModifier = locale.split(separator: "@", maxSplits: 1).first ?? ""
    let parts = withoutModifier.split(separator: ".", maxSplits: 1)
    guard parts.count == 2 else { return true }
    let charset = parts[1].lowercased().filter { $0 != "-" && $0 != "_" }
    return charset != "utf8"
  }
}
