/// VoiceOver-style navigation over an accessibility tree: a value that holds
/// the tree, the focused element, the rotor and the app's custom rotors.
///
/// Every command returns a ``NavigationOutcome``; the app turns it into words
/// with its catalog. Moves follow the tree's reading order and never wrap
/// around: at an end they report a boundary and leave focus where it is.
/// While a modal is present, navigation stays inside it.
///
/// Focus is nil only when the tree has no stop. The navigator owns the
/// tree: change it with ``apply(_:)``, so focus follows its element.
///
/// - Complexity: Moves search the tree's structure (see ``AccessibilityTree``):
///   O(d · log k) in a tree d deep with lists of k items, plus the
///   siblings passed that hold nothing to find.
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
    self.focus = tree.firstStop
    self.rotor = Rotor()
    self.customRotors = []
    self.modalMemory = []
    for custom in customRotors { register(custom) }
  }

  /// The focused element.
  ///
  /// - Complexity: O(1) on average.
  public var focusedElement: Element? { focus.flatMap { tree.element($0) } }

  // MARK: Moving

  /// Moves to the next stop, or reports the end.
  public mutating func next() -> NavigationOutcome { step(.next) }

  /// Moves to the previous stop, or reports the start.
  public mutating func previous() -> NavigationOutcome { step(.previous) }

  /// Moves to the first stop.
  public mutating func first() -> NavigationOutcome {
    guard let first = tree.firstStop else { return .nothingToFocus }
    return moveFocus(toStop: first)
  }

  /// Moves to the last stop.
  public mutating func last() -> NavigationOutcome {
    guard let last = tree.lastStop else { return .nothingToFocus }
    return moveFocus(toStop: last)
  }

  /// Moves focus to an element, such as one the app wants to point at.
  ///
  /// - Returns: ``NavigationOutcome/moved(_:)``, or
  ///   ``NavigationOutcome/notFocusable(_:)`` when the element is not a
  ///   stop in scope.
  /// - Complexity: O(d) for an element d deep.
  public mutating func moveFocus(to id: ElementID) -> NavigationOutcome {
    guard tree.isInReadingOrder(id) else { return .notFocusable(id) }
    return moveFocus(toStop: id)
  }

  private mutating func step(_ direction: Direction) -> NavigationOutcome {
    guard tree.stopCount > 0 else { return .nothingToFocus }
    guard let focus, tree.isInReadingOrder(focus) else {
      return direction == .next ? first() : last()
    }
    guard let target = tree.stop(from: focus, direction) else {
      return .boundary(direction == .next ? .end : .start)
    }
    return moveFocus(toStop: target)
  }

  /// Focuses a stop in scope.
  mutating func moveFocus(toStop id: ElementID) -> NavigationOutcome {
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
  /// - Complexity: O(1) on average.
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
