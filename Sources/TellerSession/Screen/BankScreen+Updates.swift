import TellerAccessibility
import TellerBank
import TellerWording

extension BankScreen {
  /// The update that brings the screen in line with bank events: each
  /// customer who arrived is added at the end of Waiting, each who started
  /// leaves Waiting and joins the end of Processing with its clerk (keeping
  /// its ID), each who finished goes; a reset empties both lists. Then the
  /// two headings, the lists (a stop of their own while empty), the status,
  /// the work time and the tables' cells follow the bank.
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
  ///   - tree: the screen before the update, to see which lists change.
  ///   - catalog: the screen's wording.
  /// - Complexity: O(e) for e events; a reset is O(1), however many
  ///   customers it sends away.
  public static func update(
    after events: [BankEvent], bank: Bank, in tree: AccessibilityTree, catalog: Catalog
  ) -> TreeUpdate {
    var update = TreeUpdate()
    if let reset = events.lastIndex(where: { $0.kind == .reset }) {
      precondition(reset == events.count - 1, "screen update given events after a reset")
      for list in [waitingListID, processingListID] where !(tree.items(of: list)?.isEmpty ?? true) {
        update.removeAllItems(from: list)
      }
    } else {
      addCustomerChanges(of: events, to: &update, bank: bank)
    }
    let waiting = bank.waitingCount
    let processing = bank.processingCount
    update.change(waitingHeading(count: waiting, catalog: catalog))
    update.change(processingHeading(count: processing, catalog: catalog))
    follow(waitingList(isEmpty: waiting == 0, catalog: catalog), in: tree, &update)
    follow(processingList(isEmpty: processing == 0, catalog: catalog), in: tree, &update)
    update.append(contentsOf: statusUpdate(bank: bank, catalog: catalog))
    update.append(contentsOf: tablesUpdate(after: events, bank: bank, in: tree, catalog: catalog))
    return update
  }

  /// The update as model time passes without events: the status, the
  /// work time and the clerks' busy shares (given the screen as it is,
  /// only the shares whose shown figure changed).
  ///
  /// - Complexity: O(c) for c clerks.
  public static func timeUpdate(
    bank: Bank, in tree: AccessibilityTree? = nil, catalog: Catalog
  ) -> TreeUpdate {
    var update = statusUpdate(bank: bank, catalog: catalog)
    update.append(
      contentsOf: busyUpdate(
        clerks: bank.clerks, workTime: bank.workTime, in: tree, catalog: catalog))
    return update
  }

  /// The status and the work time.
  private static func statusUpdate(bank: Bank, catalog: Catalog) -> TreeUpdate {
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
  public static func helpUpdate(
    showing: Bool, bank: BankConfiguration, catalog: Catalog
  ) -> TreeUpdate {
    var update = TreeUpdate()
    if showing {
      update.insert(help(bank: bank, catalog: catalog), at: .last(in: rootID))
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
    of events: [BankEvent], to update: inout TreeUpdate, bank: Bank
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
    let offset = bank.customersBeforeReset
    // Who leaves Waiting: those who started, unless they only now arrived.
    update.removeItems(
      keys: starts.lazy.filter { !arrived.contains($0.customer.number) }
        .map { offset + $0.customer.number },
      from: waitingListID)
    // Who leaves Processing: those who finished, having started before.
    update.removeItems(
      keys: finished.filter { !started.contains($0) }.map { offset + $0 },
      from: processingListID)
    update.appendItems(
      arrivals.lazy.filter { !started.contains($0.number) }
        .map { CustomerItems.item($0, serial: offset + $0.number) },
      to: waitingListID)
    update.appendItems(
      starts.lazy.filter { !gone.contains($0.customer.number) }
        .map {
          CustomerItems.item($0.customer, serial: offset + $0.customer.number, clerk: $0.clerk)
        },
      to: processingListID)
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
