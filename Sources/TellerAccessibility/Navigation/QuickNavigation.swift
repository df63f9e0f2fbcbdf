/// Quick navigation: moving to the next or previous element of a kind
/// without turning the rotor, like VoiceOver's single-letter keys.
extension Navigator {
  /// Moves to the next or previous match of a setting from the focus.
  ///
  /// Matches are stops in scope, except for Lists and Tables: a list or a
  /// table matches when a stop lies inside it, and moving to it focuses
  /// that first stop. With
  /// Adjust value this moves between adjustable elements; it never adjusts.
  /// A custom setting asks the registered rotor with that name.
  ///
  /// - Returns: ``NavigationOutcome/moved(_:)``, or
  ///   ``NavigationOutcome/noMore(_:)`` when there is no match in that
  ///   direction; focus then stays and the search never wraps around.
  /// - Complexity: a search through the tree's structure, which skips the
  ///   subtrees with nothing to find, plus the search of a custom rotor.
  public mutating func move(_ direction: Direction, by setting: RotorSetting) -> NavigationOutcome {
    guard tree.stopCount > 0 else { return .nothingToFocus }
    let from = focus.flatMap { tree.isInReadingOrder($0) ? $0 : nil }
    let target: ElementID?
    switch setting {
    case .lists:
      target = tree.listStart(from: from, direction)
    case .tables:
      target = tree.tableStart(from: from, direction)
    case .custom(let name):
      target = customRotorTarget(named: name, direction)
    case .headings, .headingLevel, .buttons, .updates, .adjustValue:
      target = SearchTarget(setting).flatMap { tree.search(from: from, direction, $0) }
        .map(tree.id(at:))
    }
    guard let target else { return .noMore(setting) }
    return moveFocus(toStop: target)
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
  /// Moves to the first stop of the next data table.
  public mutating func nextTable() -> NavigationOutcome { move(.next, by: .tables) }
  /// Moves to the first stop of the previous data table.
  public mutating func previousTable() -> NavigationOutcome { move(.previous, by: .tables) }
}
