/// What turns the items of a compact list into elements, on demand: the
/// app's side of a list that keeps its items as ``ListItem`` values, as a
/// UIAccessibility container answers `accessibilityElement(at:)`.
///
/// Navigation counts a compact list's items as stops and by their tags,
/// and nothing else: the element a template makes must be a visible
/// accessibility element that is neither a heading, a button, a live
/// region, adjustable nor a modal, and must carry the item's tags. The
/// tree checks this whenever it makes an element, in debug builds.
///
/// Templates are compared as values: two lists are equal when their
/// templates and their items are.
public protocol ListItemTemplate: Hashable, Sendable {
  /// The start of each item's ID, such as `customer` for `customer.12`.
  /// Lists whose templates share a prefix share their items' IDs, so an
  /// item keeps its ID from one such list to another.
  var idPrefix: String { get }

  /// The element of an item, with its ID.
  func element(for item: ListItem, id: ElementID) -> Element
}

extension ListItemTemplate {
  /// Whether another template is this one: of the same type, and equal.
  func isSame(as other: any ListItemTemplate) -> Bool {
    guard let other = other as? Self else { return false }
    return other == self
  }
}
