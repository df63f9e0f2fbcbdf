import TellerAccessibility
import TellerBank
import TellerWording

/// The bank screen as an element tree.
///
/// In reading order: the title (heading level 1), the status summary, the
/// add and reset buttons, the work time, then the Waiting and Processing
/// sections, each a level-2 heading whose value counts its customers,
/// followed by its list. An empty list is itself a stop, read as "Waiting,
/// empty list", so `l` and the Lists rotor reach it; a list with customers
/// is a container whose customers are the stops. Then the Clerks and The
/// day so far tables, each after its level-2 heading (`BankScreen+Tables`). When the help is showing, a modal holding the help lines and a close
/// button comes last, and navigation stays inside it.
///
/// Every element has a stable ID. The lists are compact lists
/// (``ListItems``): each customer is a small value made into its element
/// on demand (``CustomerItems``), so a million customers cost a few dozen
/// bytes each. A customer is `customer.S` in both lists, S its serial
/// number (``Bank/serial(of:)``): its number until the first reset, and
/// never the same for two customers of one session. Its label is spoken
/// ("Customer 4, deposit"), its shown label is the screen's row ("4 -
/// Deposit"), its value at a clerk names the clerk, and it carries its
/// work type as a tag (``ElementTags/customer(_:)``) for the custom rotors.
///
/// ``build(_:)`` makes the whole screen from a ``ScreenState``: the first
/// screen, and the oracle the tests hold the running screen to. A running
/// session changes the screen with the updates of
/// ``update(after:bank:in:catalog:)``, ``timeUpdate(bank:in:catalog:)`` and
/// ``helpUpdate(showing:bank:catalog:)``, which touch only what changed.
public enum BankScreen {
  /// The root of the screen.
  public static let rootID: ElementID = "screen"
  /// The level-1 heading with the app's title.
  public static let titleID: ElementID = "title"
  /// The summary element.
  public static let summaryID: ElementID = "summary"
  /// The add button.
  public static let addButtonID: ElementID = "button.add"
  /// The reset button.
  public static let resetButtonID: ElementID = "button.reset"
  /// The work time.
  public static let workTimeID: ElementID = "worktime"
  /// The Waiting heading.
  public static let waitingHeadingID: ElementID = "heading.waiting"
  /// The Waiting list.
  public static let waitingListID: ElementID = "list.waiting"
  /// The Processing heading.
  public static let processingHeadingID: ElementID = "heading.processing"
  /// The Processing list.
  public static let processingListID: ElementID = "list.processing"
  /// The help modal.
  public static let helpID: ElementID = "help"
  /// The heading at the top of the help.
  public static let helpHeadingID: ElementID = "help.heading"
  /// The heading over the key table in the help.
  public static let helpKeysHeadingID: ElementID = "help.keys"
  /// The heading over the line commands in the help.
  public static let helpCommandsHeadingID: ElementID = "help.commands"
  /// The heading over the rotor's settings in the help.
  public static let helpRotorHeadingID: ElementID = "help.rotor"
  /// The button that closes the help.
  public static let helpCloseID: ElementID = "help.close"

  /// The ID of the customer with a serial number (``Bank/serial(of:)``),
  /// the same in both lists: `customer.S`. Until the bank's first reset a
  /// customer's serial number is its number.
  public static func customerID(_ serial: Int) -> ElementID {
    ElementID(prefix: CustomerItems.prefix, key: serial)
  }

  /// The ID of a customer of a bank, in both lists.
  public static func customerID(_ customer: Customer, in bank: Bank) -> ElementID {
    customerID(bank.serial(of: customer))
  }

  /// The ID of a key line in the help.
  public static func helpKeyID(_ entry: HelpEntry) -> ElementID {
    ElementID("help.key." + entry.id)
  }

  /// The ID of a line-command line in the help.
  public static func helpCommandID(_ entry: HelpEntry) -> ElementID {
    ElementID("help.command." + entry.id)
  }

  // MARK: The whole screen

  /// Builds the whole screen of a state, worded by `catalog`.
  ///
  /// - Complexity: O(w + p) for w waiting and p processing customers.
  public static func build(_ state: ScreenState, catalog: Catalog) -> TreeNode {
    let before = state.customersBeforeReset
    let waiting = state.waiting.lazy.map { CustomerItems.item($0, serial: before + $0.number) }
    let processing = state.processing.lazy.map {
      CustomerItems.item($0.customer, serial: before + $0.customer.number, clerk: $0.clerk)
    }
    var children: [TreeNode] = [
      TreeNode(title(catalog)),
      TreeNode(
        summary(
          waiting: state.waiting.count, processing: state.processing.count,
          workTime: state.workTime, catalog: catalog)),
      TreeNode(addButton(batchSize: state.batchSize, catalog: catalog)),
      TreeNode(resetButton(catalog)),
      TreeNode(workTime(state.workTime, catalog: catalog)),
      TreeNode(waitingHeading(count: state.waiting.count, catalog: catalog)),
      TreeNode(
        waitingList(isEmpty: state.waiting.isEmpty, catalog: catalog),
        items: ListItems(template: waitingItems(catalog), items: waiting)),
      TreeNode(processingHeading(count: state.processing.count, catalog: catalog)),
      TreeNode(
        processingList(isEmpty: state.processing.isEmpty, catalog: catalog),
        items: ListItems(template: processingItems(catalog), items: processing)),
    ]
    children += tableNodes(TableFigures(state), catalog: catalog)
    if state.showingHelp { children.append(help(bank: state.configuration, catalog: catalog)) }
    return .container(id: rootID, label: catalog[.appTitle], children: children)
  }

  /// Builds the whole screen of a bank as it is now.
  ///
  /// - Complexity: O(w + p log p) for w waiting and p processing customers.
  public static func build(
    bank: Bank, batchSize: Int? = nil, showingHelp: Bool = false, catalog: Catalog
  ) -> TreeNode {
    build(
      ScreenState(
        bank: bank, batchSize: batchSize, showingHelp: showingHelp, language: catalog.language),
      catalog: catalog)
  }

  // MARK: Elements, one function each, shared by the build and the updates

  static func title(_ catalog: Catalog) -> Element {
    Element(id: titleID, label: catalog[.appTitle], traits: .header, headingLevel: 1)
  }

  static func summary(
    waiting: Int, processing: Int, workTime: ModelTime, catalog: Catalog
  ) -> Element {
    Element(
      id: summaryID, label: catalog[.summaryLabel],
      value: catalog[
        ScreenMessage.summary(waiting: waiting, processing: processing, workTime: workTime)],
      traits: .summaryElement)
  }

  static func addButton(batchSize: Int, catalog: Catalog) -> Element {
    Element(
      id: addButtonID, label: catalog[.addButtonLabel(batchSize: batchSize)],
      hint: catalog[.addButtonHint(batchSize: batchSize)], traits: .button)
  }

  static func resetButton(_ catalog: Catalog) -> Element {
    Element(
      id: resetButtonID, label: catalog[.resetButtonLabel], hint: catalog[.resetButtonHint],
      traits: .button)
  }

  static func workTime(_ time: ModelTime, catalog: Catalog) -> Element {
    Element(
      id: workTimeID, label: catalog[.workTimeLabel], value: formatWorkTime(time),
      traits: [.staticText, .updatesFrequently], spokenValue: catalog[.duration(time)])
  }

  static func waitingHeading(count: Int, catalog: Catalog) -> Element {
    Element(
      id: waitingHeadingID, label: catalog[.waitingHeading], value: catalog[.customerCount(count)],
      traits: .header, headingLevel: 2)
  }

  /// The Waiting list: a stop of its own while it is empty.
  static func waitingList(isEmpty: Bool, catalog: Catalog) -> Element {
    list(id: waitingListID, label: catalog[.waitingHeading], isEmpty: isEmpty)
  }

  static func processingHeading(count: Int, catalog: Catalog) -> Element {
    Element(
      id: processingHeadingID, label: catalog[.processingHeading],
      value: catalog[.customerCount(count)], traits: .header, headingLevel: 2)
  }

  /// The Processing list: a stop of its own while it is empty.
  static func processingList(isEmpty: Bool, catalog: Catalog) -> Element {
    list(id: processingListID, label: catalog[.processingHeading], isEmpty: isEmpty)
  }

  /// A list that is a stop while it is empty ("Waiting, empty list"), and
  /// a container of stops otherwise.
  private static func list(id: ElementID, label: String, isEmpty: Bool) -> Element {
    Element(id: id, label: label, isAccessibilityElement: isEmpty, role: .list)
  }

  /// What makes the Waiting list's customers into elements.
  static func waitingItems(_ catalog: Catalog) -> CustomerItems {
    CustomerItems(catalog: catalog, showsClerk: false)
  }

  /// What makes the Processing list's customers into elements, each with
  /// its clerk.
  static func processingItems(_ catalog: Catalog) -> CustomerItems {
    CustomerItems(catalog: catalog, showsClerk: true)
  }

  /// The element of a waiting customer, as the Waiting list makes it.
  static func waitingItem(_ customer: Customer, serial: Int, catalog: Catalog) -> Element {
    waitingItems(catalog).element(
      for: CustomerItems.item(customer, serial: serial), id: customerID(serial))
  }

  /// The element of a customer at a clerk, as the Processing list makes it.
  static func processingItem(
    _ customer: Customer, serial: Int, clerk: Int, catalog: Catalog
  ) -> Element {
    processingItems(catalog).element(
      for: CustomerItems.item(customer, serial: serial, clerk: clerk), id: customerID(serial))
  }

  /// The help modal, with its lines and the close button.
  static func help(bank: BankConfiguration, catalog: Catalog) -> TreeNode {
    func heading(_ id: ElementID, _ label: String, level: Int) -> TreeNode {
      TreeNode(Element(id: id, label: label, traits: .header, headingLevel: level))
    }
    func lines(_ entries: [HelpEntry], id: (HelpEntry) -> ElementID) -> [TreeNode] {
      entries.map { TreeNode(Element(id: id($0), label: $0.text, traits: .staticText)) }
    }
    var items = [heading(helpHeadingID, catalog[.title], level: 2)]
    items.append(heading(helpKeysHeadingID, catalog[.keysHeading], level: 3))
    items += lines(catalog.helpKeys + [catalog.helpRefusedKeys], id: helpKeyID)
    items.append(heading(helpCommandsHeadingID, catalog[KeyHelpMessage.commandsHeading], level: 3))
    items += lines(catalog.helpCommands, id: helpCommandID)
    items.append(heading(helpRotorHeadingID, catalog[.rotorHeading], level: 3))
    items += lines(catalog.helpRotorSettings(bank)) { ElementID("help.rotor." + $0.id) }
    items.append(
      TreeNode(
        Element(
          id: helpCloseID, label: catalog[.closeLabel], hint: catalog[.closeHint],
          traits: .button)))
    return .container(id: helpID, label: catalog[.title], role: .modal, children: items)
  }
}
