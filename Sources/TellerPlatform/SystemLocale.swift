#if canImport(Glibc)
  import Glibc
#endif

/// The locale the environment names (`LC_ALL`, `LC_*`, `LANG`), as the C
/// library loads it for a program that starts with `setlocale(LC_ALL, "")`.
public enum SystemLocale {
  /// Whether every category of the environment's locale loads, and its
  /// characters are UTF-8. A program such as `man` falls back to ASCII
  /// when a category does not load (a locale named but not installed),
  /// and writes Hangul as `?` or escapes.
  ///
  /// Reads the locale without changing this process's own
  /// (`newlocale`), so any thread may ask.
  public static var loadsAsUTF8: Bool {
    guard let locale = newlocale(allCategories, "", nil) else { return false }
    defer { freelocale(locale) }
    guard let codeset = nl_langinfo_l(nl_item(CODESET), locale) else { return false }
    return String(cString: codeset) == "UTF-8"
  }

  /// `LC_ALL_MASK`, which Swift does not import: a bit for each category.
  private static var allCategories: Int32 {
    [
      LC_CTYPE, LC_NUMERIC, LC_TIME, LC_COLLATE, LC_MONETARY, LC_MESSAGES, LC_PAPER, LC_NAME,
      LC_ADDRESS, LC_TELEPHONE, LC_MEASUREMENT, LC_IDENTIFICATION,
    ].reduce(0) { $0 | (1 << $1) }
  }

  /// The locale every C library has whose characters are UTF-8.
  public static let utf8Fallback = "C.UTF-8"
}
