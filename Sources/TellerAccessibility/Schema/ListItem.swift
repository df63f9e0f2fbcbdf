/// One item of a compact list: the small value the list keeps for it, from
/// which the list's ``ListItemTemplate`` makes its ``Element`` only when
/// something asks, as a collection view's item identifier feeds its cell
/// provider.
///
/// A list of a million items keeps a few dozen bytes for each, where as
/// many elements, with their strings and IDs, would take hundreds.
public struct ListItem: Hashable, Sendable {
  /// The item's identity: its element's ID is the template's prefix and
  /// this key (`customer.12`). Unique among the items of every list whose
  /// template has the same prefix; an item keeps it while it is in a list.
  public var key: Int
  /// The number the item shows, such as a customer's number.
  public var number: Int32
  /// A second small number the template reads, such as the clerk serving
  /// a customer; 0 for none.
  public var detail: UInt16
  /// The item's typed facts, which the list counts for the rotor.
  public var tags: ElementTags

  /// Creates an item.
  public init(key: Int, number: Int32, detail: UInt16 = 0, tags: ElementTags = []) {
    self.key = key
    self.number = number
    self.detail = detail
    self.tags = tags
  }
}
