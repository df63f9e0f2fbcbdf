import TellerAccessibility
import TellerBank

/// Every sentence, label and hint Teller's app layer shows or speaks, in one
/// language: the language's ``Wording``, rendering typed messages.
///
/// `catalog[.appTitle]` renders a message of any area (its subscripts are
/// in `Catalog+Messages.swift`); the named members compose messages with
/// key names, quoting and lists. No member holds wording of its own: the
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
  /// type of wording, as their accessibility catalogs compare.
  public static func == (lhs: Catalog, rhs: Catalog) -> Bool {
    lhs.accessibility == rhs.accessibility
  }

  /// Hashes the language and the type of wording, as the accessibility
  /// catalog does.
  public func hash(into hasher: inout Hasher) { hasher.combine(accessibility) }

  /// The accessibility layer's catalog, with the same wording.
  public var accessibility: AccessibilityCatalog {
    AccessibilityCatalog(language: language, wording: wording)
  }
}
