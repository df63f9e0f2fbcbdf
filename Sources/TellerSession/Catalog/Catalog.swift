import TellerAccessibility
import TellerBank

/// Every sentence, label and hint Teller's app layer shows or speaks, in one
/// language: the language's ``Wording``, rendering typed messages.
///
/// `catalog[.appTitle]` renders a message of any area; the named members
/// below (`catalog.appTitle`, `catalog.summary(…)`) are the same renderings
/// under the names call sites use. No member holds wording of its own: the
/// words are in `Wording/English` and `Wording/Korean`, one exhaustive
/// switch per area, so a string missing in one language does not compile.
public struct Catalog: Hashable, Sendable {
  /// The language of every string.
  public let language: Language
  /// The words of every message.
  public let wording: any Wording

  /// Creates the catalog of a language.
  public init(language: Language) { self.init(language: language, wording: language.wording) }

  /// Creates a catalog that words messages with `wording`, and otherwise
  /// (number reading, voices) follows `language`.
  public init(language: Language, wording: any Wording) {
    self.language = language
    self.wording = wording
  }

  /// The English catalog.
  public static let english = Catalog(language: .english)
  /// The Korean catalog.
  public static let korean = Catalog(language: .korean)

  /// Two catalogs are equal when they have the same language and the same
  /// type of wording.
  public static func == (lhs: Catalog, rhs: Catalog) -> Bool {
    lhs.language == rhs.language
      && ObjectIdentifier(type(of: lhs.wording)) == ObjectIdentifier(type(of: rhs.wording))
  }

  /// Hashes the language and the type of wording.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(language)
    hasher.combine(ObjectIdentifier(type(of: wording)))
  }

  /// The accessibility layer's catalog, with the same wording.
  public var accessibility: AccessibilityCatalog {
    AccessibilityCatalog(language: language, wording: wording)
  }

  /// A message of the screen, in the catalog's language.
  public subscript(_ message: ScreenMessage) -> String { wording.text(message) }

  /// A line of `teller simulate`'s report, in the catalog's language.
  public subscript(_ message: SimulateMessage) -> String { wording.text(message) }
}
