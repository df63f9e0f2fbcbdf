import TellerAccessibility
import TellerArguments

extension Language {
  /// The language to report a command line's mistakes in: the `--lang`
  /// value when the arguments hold a valid one (even if something else is
  /// wrong with them), otherwise the locale's.
  ///
  /// - Parameters:
  ///   - arguments: the command line, without the program's name.
  ///   - locale: the messages locale from the environment.
  /// - Complexity: O(n) in the number of arguments.
  public static func ofCommandLine(_ arguments: [String], locale: String?) -> Language {
    var chosen: Language?
    let flag = "--" + SessionOptionTable.language.name
    var index = 0
    while index < arguments.count, arguments[index] != "--" {
      let argument = arguments[index]
      index += 1
      let value: String?
      if argument == flag {
        value = index < arguments.count ? arguments[index] : nil
      } else if argument.hasPrefix(flag + "=") {
        value = String(argument.dropFirst(flag.count + 1))
      } else {
        continue
      }
      if let language = value.flatMap(Language.init(rawValue:)) { chosen = language }
    }
    return chosen ?? fromLocale(locale)
  }

  /// The language a parsed command line asks for: its `--lang` (already
  /// checked by the parser against ``CommandTable/language``), or the
  /// locale's.
  ///
  /// - Parameters:
  ///   - arguments: the parsed command line, with any configured defaults.
  ///   - locale: the messages locale from the environment.
  public static func of(_ arguments: ParsedArguments, locale: String?) -> Language {
    (try? arguments.givenValue(SessionOptionTable.language)) ?? fromLocale(locale)
  }
}
