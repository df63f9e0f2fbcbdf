import TellerAccessibility
import TellerBank

/// The bank screen as an element tree: a pure function of ``ScreenState``.
///
/// In reading order: the title (heading level 1), the status summary, the
/// add and reset buttons, the work time, then the Waiting and Processing
/// sections, each a level-2 heading whose value counts its customers,
/// followed by its list. An empty list holds one placeholder item so it can
/// still be reached. When the help is showing, a modal holding the help
/// lines and a close button comes last, and navigation stays inside it.
///
/// Every element has a stable ID. A customer is `customer.N` in both lists,
/// so focus can follow them from Waiting to Processing.
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
  /// The placeholder item of an empty Waiting list.
  public static let waitingEmptyID: ElementID = "waiting.empty"
  /// The Processing heading.
  public static let processingHeadingID: ElementID = "heading.processing"
  /// The Processing list.
  public static let processingListID: ElementID = "list.processing"
  /// The placeholder item of an empty Processing list.
  public static let processingEmptyID: ElementID = "processing.empty"
  /// The help modal.
  public static let helpID: ElementID = "help"
  /// The heading at the top of the help.
  public static let helpHeadingID: ElementID = "help.heading"
  /// The heading over the key table in the help.
  public static let helpKeysHeadingID: ElementID = "help.keys"
  /// The heading over the line commands in the help.
  public static let helpCommandsHeadingID: ElementID = "help.commands"
  /// The button that closes the help.
  public static let helpCloseID: ElementID = "help.close"

  static let customerPrefix = "customer."

  /// The ID of a customer's item, the same in both lists: `customer.N`.
  public static func customerID(_ number: Int) -> ElementID {
    ElementID(numberedText(customerPrefix, number))
  }

  /// The customer number in a customer item's ID, or nil for other IDs.
  public static func customerNumber(of id: ElementID) -> Int? {
    let raw = id.rawValue
    guard raw.hasPrefix(customerPrefix) else { return nil }
    return Int(raw.dropFirst(customerPrefix.count))
  }

  /// The ID of a key line in the help.
  public static func helpKeyID(_ entry: HelpEntry) -> ElementID {
    ElementID("help.key." + entry.id)
  }

  /// The ID of a line-command line in the help.
  public static func helpCommandID(_ entry: HelpEntry) -> ElementID {
    ElementID("help.command." + entry.id)
  }

  /// Builds the screen of a state, in the state's language.
  ///
  /// - Complexity: O(w + p) for w waiting and p processing customers, with
  ///   one short string built per customer. A ``ScreenBuilder`` kept across
  ///   updates reuses the items of customers still waiting.
  public static func build(_ state: ScreenState) -> Element {
    var builder = ScreenBuilder()
    return builder.build(state)
  }

  /// Builds the screen of a bank as it is now.
  ///
  /// - Complexity: O(w + p log p) for w waiting and p processing customers.
  public static func build(
    bank: Bank, batchSize: Int? = nil, showingHelp: Bool = false, catalog: Catalog
  ) -> Element {
    build(
      ScreenState(
        bank: bank, batchSize: batchSize, showingHelp: showingHelp, language: catalog.language))
  }

  /// The item of a waiting customer.
  static func waitingItem(_ customer: Customer, catalog: Catalog) -> Element {
    Element(
      id: customerID(customer.number),
      label: catalog.waitingCustomerLabel(number: customer.number, workType: customer.workType),
      traits: .staticText)
  }

  /// Builds the screen around the items of the waiting list, made by the
  /// caller (an empty array for an empty list).
  static func build(_ state: ScreenState, catalog: Catalog, waitingItems: [Element]) -> Element {
    var children: [Element] = []
    children.reserveCapacity(10)
    children.append(
      Element(
        id: titleID, label: catalog.appTitle, traits: .header, headingLevel: 1))
    children.append(
      Element(
        id: summaryID, label: catalog.summaryLabel,
        value: catalog.summary(
          waiting: state.waiting.count, processing: state.processing.count,
          workTime: state.workTime),
        traits: .summaryElement))
    children.append(
      Element(
        id: addButtonID, label: catalog.addButtonLabel(batchSize: state.batchSize),
        hint: catalog.addButtonHint(batchSize: state.batchSize), traits: .button))
    children.append(
      Element(
        id: resetButtonID, label: catalog.resetButtonLabel, hint: catalog.resetButtonHint,
        traits: .button))
    children.append(
      Element(
        id: workTimeID, label: catalog.workTimeLabel, value: formatWorkTime(state.workTime),
        traits: [.staticText, .updatesFrequently],
        spokenValue: catalog.spokenDuration(state.workTime)))
    children.append(
      Element(
        id: waitingHeadingID, label: catalog.waitingHeading,
        value: catalog.customerCount(state.waiting.count), traits: .header, headingLevel: 2))
    // An empty list holds no items; a note after it says so, so it is never
    // read as "1 of 1".
    children.append(
      .container(
        id: waitingListID, label: catalog.waitingHeading, role: .list, children: waitingItems))
    if waitingItems.isEmpty {
      children.append(
        Element(id: waitingEmptyID, label: catalog.noCustomersWaiting, traits: .staticText))
    }
    children.append(
      Element(
        id: processingHeadingID, label: catalog.processingHeading,
        value: catalog.customerCount(state.processing.count), traits: .header, headingLevel: 2))
    children.append(processingList(state.processing, catalog: catalog))
    if state.processing.isEmpty {
      children.append(
        Element(id: processingEmptyID, label: catalog.noCustomersProcessing, traits: .staticText))
    }
    if state.showingHelp { children.append(help(catalog: catalog)) }
    return .container(id: rootID, label: catalog.appTitle, children: children)
  }

  private static func processingList(_ services: [Bank.Service], catalog: Catalog) -> Element {
    var items: [Element] = []
    items.reserveCapacity(services.count)
    for service in services {
      items.append(
        Element(
          id: customerID(service.customer.number),
          label: catalog.processingCustomerLabel(
            number: service.customer.number, workType: service.customer.workType,
            clerk: service.clerk),
          traits: .staticText))
    }
    return .container(
      id: processingListID, label: catalog.processingHeading, role: .list, children: items)
  }

  private static func help(catalog: Catalog) -> Element {
    var items: [Element] = [
      Element(id: helpHeadingID, label: catalog.helpTitle, traits: .header, headingLevel: 2),
      Element(
        id: helpKeysHeadingID, label: catalog.helpKeysHeading, traits: .header, headingLevel: 3),
    ]
    for entry in catalog.helpKeys {
      items.append(Element(id: helpKeyID(entry), label: entry.text, traits: .staticText))
    }
    items.append(
      Element(
        id: helpCommandsHeadingID, label: catalog.helpCommandsHeading, traits: .header,
        headingLevel: 3))
    for entry in catalog.helpCommands {
      items.append(Element(id: helpCommandID(entry), label: entry.text, traits: .staticText))
    }
    items.append(
      Element(
        id: helpCloseID, label: catalog.closeHelpLabel, hint: catalog.closeHelpHint,
        traits: .button))
    return .container(id: helpID, label: catalog.helpTitle, role: .modal, children: items)
  }
}
