/// Quick navigation: moving to the next or previous element of a kind
/// without turning the rotor, like VoiceOver's single-letter keys.
extension Navigator {
  /// Moves to the next or previous match of a setting from the focus.
  ///
  /// Matches are stops in scope, except for Lists: a list matches when a
  /// stop lies inside it, and moving to it focuses that first stop. With
  /// Adjust value this moves between adjustable elements; it never adjusts.
  /// A custom setting asks the registered rotor with that name.
  ///
  /// - Returns: ``NavigationOutcome/moved(_:)``, or
  ///   ``NavigationOutcome/noMore(_:)`` when there is no match in that
  ///   direction; focus then stays and the search never wraps around.
  /// - Complexity: O(n), plus the search of a custom rotor.
  public mutating func move(_ direction: Direction, by setting: RotorSetting) -> NavigationOutcome {
    guard !tree.readingOrder.isEmpty else { return .nothingToFocus }
    let target: Int?
    switch setting {
    case .lists:
      target = listPosition(direction)
    case .custom(let name):
      target = customRotorPosition(named: name, direction)
    case .headings, .headingLevel, .buttons, .updates, .adjustValue:
      target = tree.stopPosition(from: focusPosition, direction) { Rotor.matches($0, setting) }
    }
    guard let target else { return .noMore(setting) }
    return moveFocus(toPosition: target)
  }

  /// Moves to the next heading.
  public mutating func nextHeading() -> NavigationOutcome { move(.next, by: .headings) }
  /// Moves to the previous heading.
  public mutating func previousHeading() -> NavigationOutcome { move(.previous, by: .headings) }
  /// Moves to the next heading of a level, 1 to 6.
  public mutating func nextHeading(level: Int) -> NavigationOutcome {
    move(.next, by: .headingLevel(level))
  }
  /// Moves to the previous heading of a level, 1 to 6.
  public mutating func previousHeading(level: Int) -> NavigationOutcome {
    move(.previous, by: .headingLevel(level))
  }
  /// Moves to the next button.
  public mutating func nextButton() -> NavigationOutcome { move(.next, by: .buttons) }
  /// Moves to the previous button.
  public mutating func previousButton() -> NavigationOutcome { move(.previous, by: .buttons) }
  /// Moves to the first stop of the next list.
  public mutating func nextList() -> NavigationOutcome { move(.next, by: .lists) }
  /// Moves to the first stop of the previous list.
  public mutating func previousList() -> NavigationOutcome { move(.previous, by: .lists) }

  /// The reading position of the first stop of the next or previous list.
  ///
  /// A list stands at the position of its first stop, so Previous from
  /// inside a list goes to the list's start first. Lists with no stop in
  /// scope are skipped.
  ///
  /// - Complexity: O(n).
  private func listPosition(_ direction: Direction) -> Int? {
    let order = tree.readingOrder
    let ends = tree.subtreeEnds()
    let here = focusPosition
    var found: Int?
    var q = 0
    for list in tree.nodes.indices where tree.nodes[list].element.role == .list {
      while q < order.count && order[q] < list { q += 1 }
      guard q < order.count else { break }
      guard order[q] < ends[list] else { continue }
      // Lists in document order start at non-decreasing positions.
      switch direction {
      case .next:
        if q > (here ?? -1) { return q }
      case .previous:
        guard q < (here ?? order.count) else { return found }
        found = q
      }
    }
    return found
  }
}
