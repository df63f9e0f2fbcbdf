/// One string of a catalog, named, as produced with sample arguments.
///
/// Lists of entries let tests and tools compare languages: every language
/// has the same names, in the same order.
public struct CatalogEntry: Hashable, Sendable {
  /// The member and sample it comes from, such as `"customerCount(7)"`.
  public var name: String
  /// The string in the catalog's language.
  public var text: String

  /// Creates an entry.
  public init(name: String, text: String) {
    self.name = name
    self.text = text
  }
}
