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
  private var numbers: [Int] = []
  private var types: [WorkType] = []
  private var items: [Element] = []

  /// Creates a builder with nothing to reuse yet.
  public init() {}

  /// Builds the screen of a state, in the state's language.
  public mutating func build(_ state: ScreenState) -> Element {
    let catalog = Catalog(language: state.language)
    if language != state.language {
      language = state.language
      numbers = []
      types = []
      items = []
    }
    var newNumbers: [Int] = []
    var newTypes: [WorkType] = []
    var newItems: [Element] = []
    newNumbers.reserveCapacity(state.waiting.count)
    newTypes.reserveCapacity(state.waiting.count)
    newItems.reserveCapacity(state.waiting.count)
    var j = 0
    for customer in state.waiting {
      while j < numbers.count && numbers[j] < customer.number { j += 1 }
      if j < numbers.count && numbers[j] == customer.number && types[j] == customer.workType {
        newItems.append(items[j])
      } else {
        newItems.append(BankScreen.waitingItem(customer, catalog: catalog))
      }
      newNumbers.append(customer.number)
      newTypes.append(customer.workType)
    }
    numbers = newNumbers
    types = newTypes
    items = newItems
    return BankScreen.build(state, catalog: catalog, waitingItems: newItems)
  }
}
