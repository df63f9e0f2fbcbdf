/// VoiceOver-style navigation over an accessibility tree: a value that holds
/// the tree, the focused element, the rotor and the app's custom rotors.
///
/// Every command returns a ``NavigationOutcome``; the app turns it into words
/// with its catalog. Moves follow the tree's ``AccessibilityTree/readingOrder``
/// and never wrap around: at an end they report a boundary and leave focus
/// where it is. While a modal is present, navigation stays inside it.
///
/// Focus is nil only when the tree has no stop. Give the navigator each new
/// tree with ``update(to:)`` so focus follows its element.
///
/// - Complexity: Every command is O(n) at worst in the number of nodes.
public struct Navigator: Sendable {
  /// A direction along the reading order.
  public enum Direction: Hashable, Sendable {
    /// Towards the end: swipe right, Down on the rotor.
    case next
    /// Towards the start: swipe left, Up on the rotor.
    case previous
  }

  /// The tree being navigated.
  public internal(set) var tree: AccessibilityTree
  /// The focused element, or nil when the tree has no stop.
  public internal(set) var focus: ElementID?
  /// The rotor and its current setting.
  public internal(set) var rotor: Rotor
  /// The rotors the app registered, in the order the rotor offers them.
  public internal(set) var customRotors: [CustomRotor]
  /// The focus to return to when each open modal goes away, oldest first.
  var modalMemory: [ModalMemory]

  /// Creates a navigator focused on the tree's first stop, or on nothing
  /// when it has none.
  ///
  /// Custom rotors with the same name as an earlier one replace it.
  public init(tree: AccessibilityTree, customRotors: [CustomRotor] = []) {
    self.tree = tree
    self.focus = tree.readingOrder.first.map { tree.nodes[$0].element.id }
    self.rotor = Rotor()
    self.customRotors = []
    self.modalMemory = []
    for custom in customRotors { register(custom) }
  }

  /// The node index of the focused element.
  ///
  /// - Complexity: O(1).
  public var focusedNode: Int? { focus.flatMap { tree.index(of: $0) } }

  /// The focused element.
  ///
  /// - Complexity: O(1).
  public var focusedElement: Element? { focus.flatMap { tree.element($0) } }

  /// The focused element's position in the reading order.
  var focusPosition: Int? { focus.flatMap { tree.readingPosition(of: $0) } }

  // MARK: Moving

  /// Moves to the next stop, or reports the end.
  ///
  /// - Complexity: O(1).
  public mutating func next() -> NavigationOutcome { step(.next) }

  /// Moves to the previous stop, or reports the start.
  ///
  /// - Complexity: O(1).
  public mutating func previous() -> NavigationOutcome { step(.previous) }

  /// Moves to the first stop.
  ///
  /// - Complexity: O(1).
  public mutating func first() -> NavigationOutcome {
    guard !tree.readingOrder.isEmpty else { return .nothingToFocus }
    return moveFocus(toPosition: 0)
  }

  /// Moves to the last stop.
  ///
  /// - Complexity: O(1).
  public mutating func last() -> NavigationOutcome {
    guard !tree.readingOrder.isEmpty else { return .nothingToFocus }
    return moveFocus(toPosition: tree.readingOrder.count - 1)
  }

  /// Moves focus to an element, such as one the app wants to point at.
  ///
  /// - Returns: ``NavigationOutcome/moved(_:)``, or
  ///   ``NavigationOutcome/notFocusable(_:)`` when the element is not a
  ///   stop in scope.
  /// - Complexity: O(1).
  public mutating func moveFocus(to id: ElementID) -> NavigationOutcome {
    guard let position = tree.readingPosition(of: id) else { return .notFocusable(id) }
    return moveFocus(toPosition: position)
  }

  private mutating func step(_ direction: Direction) -> NavigationOutcome {
    let order = tree.readingOrder
    guard !order.isEmpty else { return .nothingToFocus }
    guard let position = focusPosition else {
      return moveFocus(toPosition: direction == .next ? 0 : order.count - 1)
    }
    switch direction {
    case .next:
      guard position + 1 < order.count else { return .boundary(.end) }
      return moveFocus(toPosition: position + 1)
    case .previous:
      guard position > 0 else { return .boundary(.start) }
      return moveFocus(toPosition: position - 1)
    }
  }

  /// Focuses the stop at a position in the reading order.
  mutating func moveFocus(toPosition position: Int) -> NavigationOutcome {
    let id = tree.nodes[tree.readingOrder[position]].element.id
    focus = id
    return .moved(id)
  }

  // MARK: Acting

  /// Activates the focused element (Enter, Space, double tap).
  ///
  /// - Returns: ``NavigationOutcome/perform(_:)`` with
  ///   ``ElementAction/Kind/activate`` for an enabled button, link, toggle
  ///   button or keyboard key, or an element with custom actions; otherwise
  ///   ``NavigationOutcome/notActionable(_:)``.
  /// - Complexity: O(1).
  public func activate() -> NavigationOutcome {
    guard let focus, let element = focusedElement else { return .nothingToFocus }
    let actionable: AccessibilityTraits = [.button, .link, .toggleButton, .keyboardKey]
    guard !element.traits.contains(.notEnabled),
      !element.traits.isDisjoint(with: actionable) || !element.customActions.isEmpty
    else { return .notActionable(focus) }
    return .perform(ElementAction(element: focus, kind: .activate))
  }

  /// Increments the focused element's value.
  ///
  /// - Returns: ``NavigationOutcome/perform(_:)`` for an enabled adjustable
  ///   element, otherwise ``NavigationOutcome/notAdjustable(_:)``.
  /// - Complexity: O(1).
  public func increment() -> NavigationOutcome { adjust(.increment) }

  /// Decrements the focused element's value.
  ///
  /// - Returns: ``NavigationOutcome/perform(_:)`` for an enabled adjustable
  ///   element, otherwise ``NavigationOutcome/notAdjustable(_:)``.
  /// - Complexity: O(1).
  public func decrement() -> NavigationOutcome { adjust(.decrement) }

  private func adjust(_ kind: ElementAction.Kind) -> NavigationOutcome {
    guard let focus, let element = focusedElement else { return .nothingToFocus }
    guard element.isAdjustable, !element.traits.contains(.notEnabled) else {
      return .notAdjustable(focus)
    }
    return .perform(ElementAction(element: focus, kind: kind))
  }

  /// Runs one of the focused element's custom actions, by name.
  ///
  /// - Returns: ``NavigationOutcome/perform(_:)`` with
  ///   ``ElementAction/Kind/custom(_:)``, ``NavigationOutcome/notActionable(_:)``
  ///   when the element is dimmed, or ``NavigationOutcome/noSuchAction(_:name:)``.
  /// - Complexity: O(a) in the element's number of custom actions.
  public func performCustomAction(named name: String) -> NavigationOutcome {
    guard let focus, let element = focusedElement else { return .nothingToFocus }
    guard element.customActions.contains(where: { $0.name == name }) else {
      return .noSuchAction(focus, name: name)
    }
    guard !element.traits.contains(.notEnabled) else { return .notActionable(focus) }
    return .perform(ElementAction(element: focus, kind: .custom(name)))
  }
}

extension AccessibilityTree {
  /// The reading position of the first stop after (or before) a position
  /// whose element matches a predicate.
  ///
  /// A nil position stands before the first stop when searching forward and
  /// after the last stop when searching backward.
  ///
  /// - Complexity: O(n).
  func stopPosition(
    from position: Int?, _ direction: Navigator.Direction, where matches: (Element) -> Bool
  ) -> Int? {
    // Nodes are read in place: copying a node out of the array would
    // retain its storage on every step.
    nodes.withUnsafeBufferPointer { nodes in
      func matchesStop(_ q: Int) -> Bool {
        AccessibilityTree.Node.withElement(of: nodes.baseAddress! + readingOrder[q]) {
          matches($0.pointee)
        }
      }
      switch direction {
      case .next:
        var q = (position ?? -1) + 1
        while q < readingOrder.count {
          if matchesStop(q) { return q }
          q += 1
        }
      case .previous:
        var q = (position ?? readingOrder.count) - 1
        while q >= 0 {
          if matchesStop(q) { return q }
          q -= 1
        }
      }
      return nil
    }
  }

  /// The position in ``readingOrder`` of the first stop whose node index is
  /// at least `node`.
  ///
  /// - Complexity: O(log n).
  func firstReadingPosition(atOrAfter node: Int) -> Int {
    var low = 0
    var high = readingOrder.count
    while low < high {
      let middle = (low + high) / 2
      if readingOrder[middle] < node { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// The reading position of the first stop that is the node or lies inside
  /// it.
  ///
  /// - Complexity: O(log n + d) for a tree d deep.
  func firstStopPosition(inside node: Int) -> Int? {
    let position = firstReadingPosition(atOrAfter: node)
    guard position < readingOrder.count else { return nil }
    var current: Int? = readingOrder[position]
    let depth = nodes[node].depth
    while let c = current, nodes[c].depth >= depth {
      if c == node { return position }
      current = nodes[c].parent
    }
    return nil
  }

  /// The reading position of the nearest stop that contains the node, if
  /// the node sits inside a stop such as a group.
  ///
  /// - Complexity: O(d) for a tree d deep.
  func enclosingStopPosition(of node: Int) -> Int? {
    var current = nodes[node].parent
    while let c = current {
      if let position = readingPosition(of: nodes[c].element.id), readingOrder[position] == c {
        return position
      }
      current = nodes[c].parent
    }
    return nil
  }

  /// For each node, the index just past its subtree in document order.
  ///
  /// - Complexity: O(1); the tree keeps them.
  func subtreeEnds() -> [Int] { subtreeEnd }
}
