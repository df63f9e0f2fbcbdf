/// A rotor setting the app defines, like UIAccessibilityCustomRotor: a name
/// and a search that finds the next or previous match from the focus.
///
/// Its setting is ``RotorSetting/custom(_:)`` with the rotor's name. A
/// search result that is not a stop in scope, or is the focused element
/// itself, counts as no match.
public struct CustomRotor: Sendable {
  /// What a search is given.
  public struct Search: Sendable {
    /// The tree being navigated.
    public var tree: AccessibilityTree
    /// The focused element, if any.
    public var focus: ElementID?
    /// Which way to search from the focus.
    public var direction: Navigator.Direction

    /// Creates a search request.
    public init(tree: AccessibilityTree, focus: ElementID?, direction: Navigator.Direction) {
      self.tree = tree
      self.focus = focus
      self.direction = direction
    }
  }

  /// The rotor's name, as the rotor offers it, such as "Loan customers".
  public let name: String
  /// Finds the element to move to, or nil when there is no further match.
  public let search: @Sendable (Search) -> ElementID?
  /// The tags the rotor moves between, when it was made from tags: then
  /// the rotor is offered only while a stop in scope has one of them. Nil
  /// for a rotor with a search of its own, which is always offered.
  public let tags: ElementTags?

  /// Creates a rotor from a name and a search.
  public init(name: String, search: @escaping @Sendable (Search) -> ElementID?) {
    self.name = name
    self.search = search
    self.tags = nil
  }

  /// Creates a rotor that moves between the stops with any of some tags,
  /// in reading order: typed data the app put on its elements. The rotor
  /// offers it only while a stop in scope has one of the tags, as
  /// VoiceOver offers only what the screen has.
  ///
  /// - Complexity: Each search goes through the tree's structure and skips
  ///   the subtrees with none of the tags.
  public init(name: String, tags: ElementTags) {
    self.name = name
    self.search = { search in
      search.tree.stop(from: search.focus, search.direction, tags: tags)
    }
    self.tags = tags
  }

  /// Creates a rotor that moves between the stops matching a predicate, in
  /// reading order.
  ///
  /// - Complexity: Each search is O(n) at worst, since the predicate may
  ///   have to see every stop.
  public init(name: String, matching predicate: @escaping @Sendable (Element) -> Bool) {
    self.init(name: name) { search in
      search.tree.stop(from: search.focus, search.direction, where: predicate)
    }
  }

  /// The rotor's setting.
  public var setting: RotorSetting { .custom(name) }
}

extension Navigator {
  /// Adds a custom rotor after the others, or replaces the one with the
  /// same name in its place.
  ///
  /// - Complexity: O(r) in the number of custom rotors.
  public mutating func register(_ customRotor: CustomRotor) {
    if let index = customRotors.firstIndex(where: { $0.name == customRotor.name }) {
      customRotors[index] = customRotor
    } else {
      customRotors.append(customRotor)
    }
  }

  /// Removes the custom rotor with a name; if the rotor was set to it, it
  /// falls back to Headings.
  ///
  /// - Complexity: O(r) in the number of custom rotors.
  public mutating func unregisterRotor(named name: String) {
    customRotors.removeAll { $0.name == name }
    keepRotorSettingAvailable()
  }

  /// The stop a custom rotor finds from the focus, if it is a stop in
  /// scope other than the focus.
  func customRotorTarget(named name: String, _ direction: Direction) -> ElementID? {
    guard let custom = customRotors.first(where: { $0.name == name }) else { return nil }
    let found = custom.search(CustomRotor.Search(tree: tree, focus: focus, direction: direction))
    guard let found, found != focus, tree.isInReadingOrder(found) else { return nil }
    return found
  }
}
