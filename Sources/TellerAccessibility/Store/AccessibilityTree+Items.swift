/// Compact lists in the tree: their items set, appended, removed and
/// emptied, with the list's tally and the tree's count kept up to date.
extension AccessibilityTree {
  /// Gives a list node its items, in place of any it had.
  mutating func setItems(_ items: ListItems, of slot: Int, recording changes: inout TreeChanges?) {
    precondition(
      childSlots[slot].isEmpty, "tree update gives \(elements[slot].id) both children and items")
    // Items in both the old and the new list stay; the others come or go.
    let oldIDs = changes == nil ? [] : itemLists[slot]?.ids ?? []
    if itemLists[slot] != nil { forgetItems(of: slot) }
    assert(
      items.items.allSatisfy { !isListed($0.key, prefix: items.idPrefix) },
      "tree update puts an item of \(elements[slot].id) in two lists")
    let before = tally(of: slot)
    itemLists[slot] = items
    listsByPrefix[items.idPrefix, default: []].append(slot)
    itemCount += items.count
    containers[slot, default: ContainerTally()].children = SubtreeTally(items: items)
    if parents[slot] >= 0 { propagate(tally(of: slot).minus(before), from: parents[slot]) }
    if changes != nil {
      let newIDs = items.ids
      let kept = Set(oldIDs).intersection(newIDs)
      changes?.removed += oldIDs.filter { !kept.contains($0) }
      changes?.added += newIDs.filter { !kept.contains($0) }
    }
  }

  /// Takes a list's items away, keeping the tallies of its ancestors when
  /// asked (not for a list whose subtree is being freed).
  mutating func forgetItems(of slot: Int, propagating: Bool = true) {
    guard let items = itemLists[slot] else { return }
    let before = tally(of: slot)
    itemCount -= items.count
    itemLists[slot] = nil
    listsByPrefix[items.idPrefix]?.removeAll { $0 == slot }
    if listsByPrefix[items.idPrefix]?.isEmpty == true { listsByPrefix[items.idPrefix] = nil }
    containers[slot] = nil
    if propagating, parents[slot] >= 0 {
      propagate(tally(of: slot).minus(before), from: parents[slot])
    }
  }

  /// Applies one item change to its compact list.
  mutating func apply(_ change: TreeUpdate.ItemChange, recording changes: inout TreeChanges?) {
    guard let slot = slotByID[change.list], let prefix = itemLists[slot]?.idPrefix else {
      preconditionFailure("tree update changes the items of \(change.list), not a compact list")
    }
    var delta = SubtreeTally()
    switch change.kind {
    case .append(let items):
      for item in items {
        precondition(
          !isListed(item.key, prefix: prefix),
          "tree update puts \(ElementID(prefix: prefix, key: item.key)) in two lists")
        itemLists[slot]!.append(item)
        delta.add(SubtreeTally(item: item))
        changes?.added.append(ElementID(prefix: prefix, key: item.key))
      }
      itemCount += items.count
    case .remove(let keys):
      for key in keys {
        guard let index = itemLists[slot]!.index(ofKey: key) else {
          preconditionFailure(
            "tree update removes \(ElementID(prefix: prefix, key: key)), "
              + "which \(change.list) does not hold")
        }
        let item = itemLists[slot]![index]
        itemLists[slot]!.remove(key: key)
        delta.add(SubtreeTally(item: item), sign: -1)
        changes?.removed.append(ElementID(prefix: prefix, key: key))
      }
      itemCount -= keys.count
    case .removeAll:
      let items = itemLists[slot]!
      if changes != nil { changes?.removed += items.ids }
      delta.add(SubtreeTally(items: items), sign: -1)
      itemCount -= items.count
      itemLists[slot]!.removeAll()
    }
    let before = tally(of: slot)
    containers[slot, default: ContainerTally()].children.add(delta)
    if parents[slot] >= 0 { propagate(tally(of: slot).minus(before), from: parents[slot]) }
  }

  /// Whether any compact list with a prefix holds an item with a key.
  private func isListed(_ key: Int, prefix: String) -> Bool {
    (listsByPrefix[prefix] ?? []).contains { itemLists[$0]?.index(ofKey: key) != nil }
  }
}

extension ListItems {
  /// Every item's ID, in order.
  var ids: [ElementID] {
    let prefix = idPrefix
    return items.map { ElementID(prefix: prefix, key: $0.key) }
  }
}

extension SubtreeTally {
  /// The tally of an item of a compact list: a stop, with its tags.
  init(item: ListItem) {
    self.init()
    stops = 1
    let bits = item.tags.rawValue
    if bits != 0 {
      for bit in 0..<ElementTags.capacity where bits & (1 << UInt8(bit)) != 0 { tags[bit] = 1 }
    }
  }

  /// The tally of a compact list's items: as many stops, and per tag the
  /// items that have it.
  init(items: ListItems) {
    self.init()
    stops = Int32(items.count)
    for bit in 0..<ElementTags.capacity { tags[bit] = Int32(items.total(ofTagBit: bit)) }
  }
}
