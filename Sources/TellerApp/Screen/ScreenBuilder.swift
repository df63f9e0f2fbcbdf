import TellerAccessibility
import TellerBank

/// Builds bank screens one update after another, reusing the items of
/// customers who are still waiting.
///
/// The result is always equal to ``BankScreen/build(_:)``; keeping a
/// builder only saves work. Between two updates most waiting customers stay,
/// so their items (and label strings) are shared instead of built again.
/// The waiting list is in arrival order, which is number order, so reuse is
/// found by one merge-like walk, and the builder holds no more than the last
/// waiting list.
///
/// - Complexity: O(w + w′ + p) for w waiting customers now, w′ before and
///   p being served.
public struct ScreenBuilder: Sendable {
  private var language: Language?
  private var customers: [Customer] = []
  private var items: [Element] = []

  /// Creates a builder with nothing to reuse yet.
  public init() {}

  /// Builds the screen of a state, in the state's language.
  public mutating func build(_ state: ScreenState) -> Element {
    let catalog = Catalog(language: state.language)
    if language != state.language {
      language = state.language
      customers = []
      items = []
    }
    // Most updates leave the waiting list as it was: keep its items.
    if state.waiting != customers {
      items = reusedItems(for: state.waiting, catalog: catalog)
      customers = state.waiting
    }
    return BankScreen.build(state, catalog: catalog, waitingItems: items)
  }

  /// The items of a new waiting list: those of customers still waiting are
  /// taken from the last list a run at a time, the others are built.
  private func reusedItems(for waiting: [Customer], catalog: Catalog) -> [Element] {
    var newItems: [Element] = []
    newItems.reserveCapacity(waiting.count)
    var run = 0..<0  // old items to copy next, as one block
    var j = 0
    for customer in waiting {
      while j < customers.count && customers[j].number < customer.number { j += 1 }
      if j < customers.count && customers[j].number == customer.number
        && customers[j].workType == customer.workType
      {
        if run.isEmpty || run.upperBound != j {
          newItems.append(contentsOf: items[run])
          run = j..<j
        }
        run = run.lowerBound..<(j + 1)
      } else {
        newItems.append(contentsOf: items[run])
        run = 0..<0
        newItems.append(BankScreen.waitingItem(customer, catalog: catalog))
      }
    }
    newItems.append(contentsOf: items[run])
    return newItems
  }
}
