/// The items of a compact list, as small values with a template that makes
/// each item's element on demand, and the counts navigation needs.
///
/// A list that can hold a million customers keeps this instead of an
/// ``Element`` per item: ``ListItem``s in order, the number of live items
/// before every place and, per tag, the number of items with the tag, so
/// an item's place, the item at a place, and the next item with a tag are
/// each found in O(log n).
///
/// Items are kept in the order they were appended. Removing one leaves a
/// gap that the counts skip; once the gaps outnumber the items, the list
/// closes them up, so removals cost amortised O(log n). Items are found by
/// key with a binary search while keys only grow from first to last, as
/// in a waiting line; a list given a key out of order (a line served by
/// several clerks) keeps a dictionary of its keys from then on.
///
/// Two lists are equal when they have equal templates and equal items in
/// the same order; how they got there (gaps, counts) is not compared.
public struct ListItems: Sendable {
  /// An item and whether it is still in the list.
  private struct Slot: Sendable {
    var item: ListItem
    var isLive: Bool
  }

  /// What makes the items' elements.
  public let template: any ListItemTemplate
  /// Every item appended since the gaps were last closed, live or not.
  private var slots: [Slot] = []
  /// One per slot: 1 while its item is live.
  private var live = PrefixCounts()
  /// Per tag bit, one count per slot: 1 while a live item has the bit;
  /// only for the bits some item has had.
  private var tagged: [PrefixCounts] = Array(repeating: PrefixCounts(), count: ElementTags.capacity)
  /// The tag bits counted in `tagged`.
  private var countedTags = ElementTags()
  /// The live items with each tag bit.
  private var tagTotals = [Int](repeating: 0, count: ElementTags.capacity)
  /// Each live key's slot, once keys stopped growing from slot to slot;
  /// nil while they grow, and are found by binary search.
  private var slotByKey: [Int: Int]?

  /// The number of items.
  public private(set) var count = 0

  /// Creates an empty list whose elements a template makes.
  public init(template: any ListItemTemplate) { self.template = template }

  /// Creates a list of items, in order.
  ///
  /// - Complexity: O(n) for n items whose keys grow, O(n) on average
  ///   otherwise.
  public init(template: any ListItemTemplate, items: some Sequence<ListItem>) {
    self.init(template: template)
    slots = items.map { Slot(item: $0, isLive: true) }
    rebuild()
  }

  /// Whether the list has no item.
  public var isEmpty: Bool { count == 0 }

  /// The prefix of the items' IDs.
  public var idPrefix: String { template.idPrefix }

  // MARK: Reading

  /// The item at a place, from 0.
  ///
  /// - Complexity: O(log n).
  public subscript(index: Int) -> ListItem {
    precondition(0 <= index && index < count, "list item \(index) out of 0..<\(count)")
    return slots[slot(at: index)].item
  }

  /// The place of the item with a key, or nil when the list has none.
  ///
  /// - Complexity: O(log n), or O(1) on average once keys came out of
  ///   order.
  public func index(ofKey key: Int) -> Int? {
    slot(ofKey: key).map { live.prefix($0) }
  }

  /// The ID of the item at a place.
  ///
  /// - Complexity: O(log n).
  public func id(at index: Int) -> ElementID {
    ElementID(prefix: template.idPrefix, key: self[index].key)
  }

  /// The element of the item at a place, made by the template.
  ///
  /// - Complexity: O(log n), plus the template's work.
  public func element(at index: Int) -> Element {
    let item = self[index]
    let element = template.element(
      for: item, id: ElementID(prefix: template.idPrefix, key: item.key))
    assert(
      Self.isPlainItem(element, of: item), "list template makes \(element.id) more than an item")
    return element
  }

  /// The number of items with a tag bit.
  func total(ofTagBit bit: Int) -> Int { tagTotals[bit] }

  /// The place of the nearest item after (`.next`) or before (`.previous`)
  /// a place that has any of some tags; from nil, the first or the last
  /// such item.
  ///
  /// - Complexity: O(b · log n) for b tags asked for.
  public func index(
    withAnyOf tags: ElementTags, from index: Int?, _ direction: Navigator.Direction
  ) -> Int? {
    var best: Int?
    for bit in 0..<ElementTags.capacity where tags.rawValue & (1 << UInt8(bit)) != 0 {
      guard tagTotals[bit] > 0, let found = self.index(withTagBit: bit, from: index, direction)
      else { continue }
      if let current = best {
        best = direction == .next ? min(current, found) : max(current, found)
      } else {
        best = found
      }
    }
    return best
  }

  /// The items in order.
  ///
  /// - Complexity: O(n) to go through them all.
  public var items: some Sequence<ListItem> {
    slots.lazy.filter(\.isLive).map(\.item)
  }

  // MARK: Changing

  /// Adds an item at the end. Its key must be new to the list.
  ///
  /// - Complexity: O(log n), amortised.
  public mutating func append(_ item: ListItem) {
    if let last = slots.last, item.key <= last.item.key, slotByKey == nil {
      slotByKey = [:]
      for (position, slot) in slots.enumerated() where slot.isLive {
        slotByKey?[slot.item.key] = position
      }
    }
    if slotByKey != nil {
      precondition(slotByKey?[item.key] == nil, "list already holds item \(item.key)")
      slotByKey?[item.key] = slots.count
    }
    for bit in 0..<ElementTags.capacity where item.tags.rawValue & (1 << UInt8(bit)) != 0 {
      if !countedTags.contains(ElementTags(rawValue: 1 << UInt8(bit))) { countTag(bit) }
    }
    slots.append(Slot(item: item, isLive: true))
    live.append(1)
    for bit in 0..<ElementTags.capacity where countedTags.rawValue & (1 << UInt8(bit)) != 0 {
      let has = item.tags.rawValue & (1 << UInt8(bit)) != 0
      tagged[bit].append(has ? 1 : 0)
      if has { tagTotals[bit] += 1 }
    }
    count += 1
  }

  /// Removes the item with a key, and says whether there was one.
  ///
  /// - Complexity: O(log n), amortised.
  @discardableResult
  public mutating func remove(key: Int) -> Bool {
    guard let position = slot(ofKey: key) else { return false }
    let item = slots[position].item
    slots[position].isLive = false
    live.add(-1, at: position)
    for bit in 0..<ElementTags.capacity where item.tags.rawValue & (1 << UInt8(bit)) != 0 {
      tagged[bit].add(-1, at: position)
      tagTotals[bit] -= 1
    }
    slotByKey?[key] = nil
    count -= 1
    if slots.count - count > max(count, 32) { closeGaps() }
    return true
  }

  /// Removes every item.
  ///
  /// - Complexity: O(1), plus freeing the storage.
  public mutating func removeAll() {
    self = ListItems(template: template)
  }

  // MARK: Internals

  /// The slot of the live item at a place.
  private func slot(at index: Int) -> Int {
    guard let found = live.position(ofUnit: index) else {
      preconditionFailure("the list's counts are broken")
    }
    return found
  }

  /// The slot of the live item with a key.
  private func slot(ofKey key: Int) -> Int? {
    if let slotByKey { return slotByKey[key] }
    var low = 0
    var high = slots.count
    while low < high {
      let middle = (low + high) / 2
      if slots[middle].item.key < key { low = middle + 1 } else { high = middle }
    }
    guard low < slots.count, slots[low].item.key == key, slots[low].isLive else { return nil }
    return low
  }

  /// The nearest place after or before a place whose item has a tag bit.
  private func index(withTagBit bit: Int, from index: Int?, _ direction: Navigator.Direction)
    -> Int?
  {
    let counts = tagged[bit]
    // The tagged items before the starting place, and up to it.
    let before: Int
    let through: Int
    if let index {
      let position = slot(at: index)
      before = counts.prefix(position)
      through = counts.prefix(position + 1)
    } else {
      before = direction == .next ? 0 : tagTotals[bit]
      through = before
    }
    let rank = direction == .next ? through : before - 1
    guard rank >= 0, rank < tagTotals[bit], let found = counts.position(ofUnit: rank) else {
      return nil
    }
    return live.prefix(found)
  }

  /// Starts counting a tag bit over the slots so far.
  private mutating func countTag(_ bit: Int) {
    let mask = UInt8(1) << UInt8(bit)
    tagged[bit] = PrefixCounts(slots.map { $0.isLive && $0.item.tags.rawValue & mask != 0 ? 1 : 0 })
    countedTags.insert(ElementTags(rawValue: mask))
  }

  /// Drops the gaps left by removals.
  private mutating func closeGaps() {
    slots.removeAll { !$0.isLive }
    rebuild()
  }

  /// Recounts everything from live slots.
  private mutating func rebuild() {
    count = slots.count
    live = PrefixCounts([Int32](repeating: 1, count: slots.count))
    var tags = ElementTags()
    for slot in slots { tags.formUnion(slot.item.tags) }
    countedTags = []
    tagTotals = [Int](repeating: 0, count: ElementTags.capacity)
    tagged = Array(repeating: PrefixCounts(), count: ElementTags.capacity)
    for bit in 0..<ElementTags.capacity where tags.rawValue & (1 << UInt8(bit)) != 0 {
      countTag(bit)
      tagTotals[bit] = tagged[bit].prefix(slots.count)
    }
    let ascending = zip(slots, slots.dropFirst()).allSatisfy { $0.item.key < $1.item.key }
    slotByKey = nil
    if !ascending {
      var index: [Int: Int] = [:]
      for (position, slot) in slots.enumerated() {
        precondition(index[slot.item.key] == nil, "list holds item \(slot.item.key) twice")
        index[slot.item.key] = position
      }
      slotByKey = index
    }
  }

  /// Whether an element is what navigation takes a compact list's item to
  /// be: a visible stop, counted only as a stop and by the item's tags.
  private static func isPlainItem(_ element: Element, of item: ListItem) -> Bool {
    guard element.isAccessibilityElement, !element.isHidden, element.tags == item.tags else {
      return false
    }
    var plain = SubtreeTally(stop: element)
    plain.tags = .init()
    var stop = SubtreeTally()
    stop.stops = 1
    return plain == stop
  }
}

extension ListItems: Hashable {
  /// Whether two lists have equal templates and the same items in order.
  ///
  /// - Complexity: O(n).
  public static func == (lhs: ListItems, rhs: ListItems) -> Bool {
    lhs.count == rhs.count && lhs.template.isSame(as: rhs.template)
      && lhs.items.elementsEqual(rhs.items)
  }

  /// Hashes the template and the items.
  ///
  /// - Complexity: O(n).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(template)
    hasher.combine(count)
    for item in items { hasher.combine(item) }
  }
}
