import TellerAccessibility
import TellerInput

/// The words of long lists: moving by pages and to either end, and the
/// prompt for a customer's number.
extension Catalog {
  /// The help's entries of long lists, for ``entries``.
  var listEntries: [CatalogEntry] {
    [
      CatalogEntry(
        name: "keysText(list keys)",
        text: keysText(["{", "}", "<", ">", "#"].map { Key.character(Character($0)) }))
    ]
  }
}
