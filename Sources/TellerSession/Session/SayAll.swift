import TellerAccessibility
import TellerBank
import TellerWording

/// Say all (`A`, `read all`): the stops from a place to the end, one line
/// each, with long lists summed up, read by a stepper so that a paced
/// session can say it over time and stop at any key.
///
/// In a list with more than ``namedItems`` items left where reading enters
/// it (``leastSummedUp`` or more beyond them), the first ``namedItems`` are
/// read, then one line counts the rest ("And 99990 more in Waiting"), and
/// reading goes on after the list. It walks the tree through its public
/// searches (the next stop, a list's children and list positions), one
/// stop at a time, so it never lists a whole list to read ten of its
/// items; and it finds each next stop when it reads it, so the screen may
/// change in between. When the stop it read last is gone, reading ends.
///
/// A data table is read as a screen reader's say all reads one: its
/// caption and size, then each row below the headers as one line, "Row
/// header: column header value, …" (``TableSnapshot/lines(in:spoken:)``),
/// then reading goes on after the table.
struct SayAll: Sendable {
  /// The items of a list read before the rest are counted.
  static let namedItems = 10
  /// The fewest items left that are counted rather than read.
  static let leastSummedUp = 3

  /// Where reading stands.
  private enum Place: Sendable {
    /// Reading starts at this stop.
    case at(ElementID)
    /// This stop was read last.
    case after(ElementID)
    /// This list was summed up last.
    case afterList(ElementID)
    /// In this table, the row below its headers to read next (-1 for the
    /// caption and size).
    case inTable(ElementID, row: Int)
    /// Everything has been read.
    case done
  }

  private var place: Place
  /// The items read so far in the list reading is in.
  private var namedInList = 0

  /// Starts reading at a stop (nil reads nothing).
  init(from start: ElementID?) { place = start.map(Place.at) ?? .done }

  /// Whether everything has been read.
  var isDone: Bool {
    if case .done = place { return true }
    return false
  }

  /// The next line, moving on past it, or nil when reading is done.
  ///
  /// - Complexity: O(d · log k) for a tree d deep with lists of k items,
  ///   as one search for the next stop.
  mutating func nextLine(
    in tree: AccessibilityTree, options: DescriptionOptions, catalog: Catalog, time: ModelTime
  ) -> OutputRecord? {
    if case .inTable(let table, let row) = place {
      return tableLine(table, row: row, in: tree, options: options, catalog: catalog, time: time)
    }
    guard let id = nextStop(in: tree) else {
      place = .done
      return nil
    }
    if tree.element(id)?.tableRole.isCell == true, let table = tree.table(containing: id) {
      return tableLine(table, row: -1, in: tree, options: options, catalog: catalog, time: time)
    }
    if let list = tree.parent(of: id), tree.element(list)?.role == .list,
      let position = tree.listPosition(of: id)
    {
      let left = position.count - position.position + 1
      if namedInList == Self.namedItems && left >= Self.leastSummedUp {
        namedInList = 0
        place = .afterList(list)
        return OutputRecord(
          kind: .description,
          text: catalog.moreInList(left, list: tree.element(list)?.label ?? ""),
          elementID: list, time: time)
      }
      namedInList += 1
    } else {
      namedInList = 0
    }
    place = .after(id)
    return OutputRecord(
      kind: .description, text: describe(id, in: tree, options: options) ?? "", elementID: id,
      time: time)
  }

  /// A table's line: its caption and size (row -1) or one of the rows
  /// below its headers; after the last, reading goes on after the table.
  private mutating func tableLine(
    _ table: ElementID, row: Int, in tree: AccessibilityTree, options: DescriptionOptions,
    catalog: Catalog, time: ModelTime
  ) -> OutputRecord? {
    guard let snapshot = tree.tableSnapshot(table) else {
      place = .done
      return nil
    }
    guard row < snapshot.rows.count else {
      let last = snapshot.rows.last?.cells.last?.id ?? snapshot.headerRows.last?.cells.last?.id
      place = last.map(Place.after) ?? .done
      return nextLine(in: tree, options: options, catalog: catalog, time: time)
    }
    place = .inTable(table, row: row + 1)
    let text =
      row < 0
      ? describe(table, in: tree, options: options) ?? ""
      : snapshot.lines(in: catalog.accessibility, spoken: true)[row]
    let id = row < 0 ? table : snapshot.rows[row].id
    let place = TablePlace(
      table: table, rowCount: snapshot.headerRows.count + snapshot.rows.count,
      columnCount: snapshot.columnCount,
      row: row < 0 ? nil : snapshot.headerRows.count + row + 1)
    return OutputRecord(
      kind: .description, text: text, elementID: id, time: time, tablePlace: place)
  }

  /// The stop to read next, found in the tree as it is now.
  private func nextStop(in tree: AccessibilityTree) -> ElementID? {
    switch place {
    case .done, .inTable:
      return nil
    case .at(let id):
      return tree.isInReadingOrder(id) ? id : nil
    case .after(let id):
      return tree.isInReadingOrder(id) ? tree.stop(from: id, .next) : nil
    case .afterList(let list):
      guard tree.contains(list) else { return nil }
      // A list emptied meanwhile is a stop of its own.
      if tree.isInReadingOrder(list) { return tree.stop(from: list, .next) }
      return tree.children(of: list).last.flatMap { tree.stop(from: $0, .next) }
    }
  }
}
