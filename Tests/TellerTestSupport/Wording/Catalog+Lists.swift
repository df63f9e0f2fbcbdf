import TellerAccessibility
import TellerInput
import TellerWording

/// The words of long lists: moving by pages and to either end, and the
/// prompt for a customer's number.
extension Catalog {
  /// The help's entries of long lists, for ``entries``.
  public var listEntries: [CatalogEntry] {
    [
      CatalogEntry(
        name: "keysText(list keys)",
        text: keysText(["{", "}", "<", ">", "#"].map { Key.character(Character($0)) }))
    ]
  }
}
