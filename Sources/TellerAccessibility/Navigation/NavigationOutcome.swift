/// What a navigation command did, as data: the app turns it into words with
/// its catalog.
///
/// Commands never fail silently. A move that cannot happen reports why and
/// leaves focus where it is.
public enum NavigationOutcome: Hashable, Sendable {
  /// An end of the reading order.
  public enum Boundary: Hashable, Sendable {
    /// The first stop: there is nothing before it.
    case start
    /// The last stop: there is nothing after it.
    case end
  }

  /// An edge of a table that a move within it would cross.
  public enum TableEdge: Hashable, Sendable, CaseIterable {
    /// The row's first cell: there is nothing to its left.
    case startOfRow
    /// The row's last cell: there is nothing to its right.
    case endOfRow
    /// The column's top cell: there is nothing above it.
    case topOfColumn
    /// The column's bottom cell: there is nothing below it.
    case bottomOfColumn
  }

  /// Focus moved to the element.
  case moved(ElementID)
  /// Focus is at an end of the reading order and did not move.
  case boundary(Boundary)
  /// No element of the setting's kind lies in that direction; focus did not
  /// move.
  case noMore(RotorSetting)
  /// The rotor turned to the setting.
  case rotorChanged(RotorSetting)
  /// The app must run the action.
  case perform(ElementAction)
  /// The element cannot be activated: it is no button, link, toggle or key,
  /// offers no custom action, or is dimmed.
  case notActionable(ElementID)
  /// The element's value cannot be adjusted, or it is dimmed.
  case notAdjustable(ElementID)
  /// The element offers no custom action with the name.
  case noSuchAction(ElementID, name: String)
  /// The element is not a navigation stop in scope, so focus did not move.
  case notFocusable(ElementID)
  /// The tree has no navigation stop at all.
  case nothingToFocus
  /// A move within a list, asked for where focus is in no list.
  case notInList
  /// A move within a table went no further: focus is at an edge of the
  /// table and stays.
  case tableEdge(TableEdge)
  /// A move within a table, asked for where focus is in no table.
  case notInTable
}
