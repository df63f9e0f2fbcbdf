import TellerAccessibility
import TellerBank

extension BankScreen {
  /// The update that brings the screen in line with bank events: each
  /// customer who arrived is added at the end of Waiting, each who started
  /// moves (keeping its ID) to the end of Processing with its clerk, each
  /// who finished goes; a reset empties both lists. Then the two headings,
  /// the lists (a stop of their own while empty), the status and the work
  /// time follow the bank.
  ///
  /// Nothing else is touched, so the update's size follows the events, not
  /// the number of customers on the screen (a reset removes every customer
  /// by nature).
  ///
  /// - Parameters:
  ///   - events: the bank's events since the last update, in order. A
  ///     reset must be the last of them: events after a reset reuse
  ///     customer numbers, so they belong in a later update.
  ///   - bank: the bank after the events.
  ///   - tree: the screen before the update, to find what a reset removes.
  ///   - catalog: the screen's wording.
  /// - Complexity: O(e) for e events, or O(w + p) for a reset of w waiting
  ///   and p processing customers.
  public static func update(
    after events: [BankEvent], bank: Bank, in tree: AccessibilityTree, catalog: Catalog
  ) -> TreeUpdate {
    var update = TreeUpdate()
    if let reset = events.lastIndex(where: { $0.kind == .reset }) {
      precondition(reset == events.count - 1, "screen update given events after a reset")
      // From the last: each removal shifts only the items after it.
      for list in [waitingListID, processingListID] {
        for id in tree.children(of: list).reversed() { update.remove(id) }
      }
    } else {
      addCustomerChanges(of: events, to: &update, catalog: catalog)
    }
    let waiting = bank.waitingCount
    let processing = bank.processingCount
    update.change(waitingHeading(count: waiting, catalog: catalog))
    update.change(processingHeading(count: processing, catalog: catalog))
    follow(waitingList(isEmpty: waiting == 0, catalog: catalog), in: tree, &update)
    follow(processingList(isEmpty: processing == 0, catalog: catalog), in: tree, &update)
    update.append(contentsOf: timeUpdate(bank: bank, catalog: catalog))
    return update
  }

  /// The update as model time passes without events: the status and the
  /// work time.
  ///
  /// - Complexity: O(1).
  public static func timeUpdate(bank: Bank, catalog: Catalog) -> TreeUpdate {
    var update = TreeUpdate()
    update.change(
      summary(
        waiting: bank.waitingCount, processing: bank.processingCount, workTime: bank.workTime,
        catalog: catalog))
    update.change(workTime(bank.workTime, catalog: catalog))
    return update
  }

  /// The update that opens the help over the bank, or closes it.
  ///
  /// - Complexity: O(h) for the h lines of the help.
  public static func helpUpdate(showing: Bool, catalog: Catalog) -> TreeUpdate {
    var update = TreeUpdate()
    if showing {
      update.insert(help(catalog: catalog), at: .last(in: rootID))
    } else {
      update.remove(helpID)
    }
    return update
  }

  /// Adds, moves and removes customers' items as the events say, each
  /// customer once, where it ends up: a customer who arrived and started
  /// among these events goes straight to Processing, one who arrived and
  /// finished is never added.
  private static func addCustomerChanges(
    of events: [BankEvent], to update: inout TreeUpdate, catalog: Catalog
  ) {
    var arrivals: [Customer] = []
    var starts: [(customer: Customer, clerk: Int)] = []
    var arrived: Set<Int> = []
    var started: Set<Int> = []
    var finished: [Int] = []
    for event in events {
      switch event.kind {
      case .arrived(let customer):
        arrivals.append(customer)
        arrived.insert(customer.number)
      case .started(let customer, let clerk):
        starts.append((customer, clerk))
        started.insert(customer.number)
      case .finished(let customer, _):
        finished.append(customer.number)
      case .allServed, .reset:
        break
      }
    }
    let gone = Set(finished)
    for number in finished where !arrived.contains(number) {
      update.remove(customerID(number))
    }
    for customer in arrivals where !started.contains(customer.number) {
      update.insert(waitingItem(customer, catalog: catalog), at: .last(in: waitingListID))
    }
    for start in starts where !gone.contains(start.customer.number) {
      update.insert(
        processingItem(start.customer, clerk: start.clerk, catalog: catalog),
        at: .last(in: processingListID))
    }
  }

  /// Changes a list when it becomes empty or stops being empty, and only
  /// then.
  private static func follow(
    _ list: Element, in tree: AccessibilityTree, _ update: inout TreeUpdate
  ) {
    guard tree.element(list.id) != list else { return }
    update.change(list)
  }
}
