import TellerAccessibility
import TellerBank

extension Catalog {
  /// Every string of the catalog, with sample arguments, in a fixed order.
  ///
  /// A new member of the catalog belongs here too, so completeness tests
  /// see it in every language.
  public var entries: [CatalogEntry] {
    var list: [CatalogEntry] = []
    func add(_ name: String, _ text: String) { list.append(CatalogEntry(name: name, text: text)) }
    add("appTitle", appTitle)
    add("summaryLabel", summaryLabel)
    for n in [1, 10, 1000] {
      add("addButtonLabel(\(n))", addButtonLabel(batchSize: n))
      add("addButtonHint(\(n))", addButtonHint(batchSize: n))
    }
    add("resetButtonLabel", resetButtonLabel)
    add("resetButtonHint", resetButtonHint)
    add("workTimeLabel", workTimeLabel)
    add("waitingHeading", waitingHeading)
    add("processingHeading", processingHeading)
    for n in [0, 1, 7] { add("customerCount(\(n))", customerCount(n)) }
    for type in WorkType.allCases {
      add("workTypeName(\(type))", workTypeName(type))
      add("workTypeTitle(\(type))", workTypeTitle(type))
      add("waitingCustomerLabel(4, \(type))", waitingCustomerLabel(number: 4, workType: type))
      add(
        "processingCustomerLabel(1, \(type), 3)",
        processingCustomerLabel(number: 1, workType: type, clerk: 3))
      add("customerVisualText(4, \(type))", customerVisualText(number: 4, workType: type))
      add("rotorName(\(type))", rotorName(for: type))
    }
    add("noCustomersWaiting", noCustomersWaiting)
    add("noCustomersProcessing", noCustomersProcessing)
    add("summary(idle)", summary(waiting: 0, processing: 0, workTime: .zero))
    add("summary(busy)", summary(waiting: 3, processing: 3, workTime: .milliseconds(4400)))
    for ms: Int64 in [0, 1000, 4400, 62_500, 3_723_004] {
      add("spokenDuration(\(ms) ms)", spokenDuration(.milliseconds(ms)))
    }
    add("welcomeForKeys", welcomeForKeys)
    add("welcomeForLines", welcomeForLines)
    for level in Verbosity.allCases {
      add("verbosityName(\(level))", verbosityName(level))
      add("verbosityChanged(\(level))", verbosityChanged(to: level))
    }
    add("helpTitle", helpTitle)
    add("helpKeysHeading", helpKeysHeading)
    add("helpCommandsHeading", helpCommandsHeading)
    add("closeHelpLabel", closeHelpLabel)
    add("closeHelpHint", closeHelpHint)
    for entry in helpKeys { add("helpKeys[\(entry.id)]", entry.action) }
    for entry in helpCommands { add("helpCommands[\(entry.id)]", entry.action) }
    for numbers in [[3], [1, 2], [1, 2, 3], Array(1...12)] {
      add("customersStarted(\(numbers.count))", customersStarted(numbers, maxNamed: 4))
      add("customersFinished(\(numbers.count))", customersFinished(numbers, maxNamed: 4))
    }
    add("waitingTally(0)", waitingTally(0))
    add("waitingTally(7)", waitingTally(7))
    add("customersAdded(counted)", customersAdded(count: 10, numbers: nil, waiting: 7))
    add("customersAdded(named 1)", customersAdded(count: 1, numbers: 11...11, waiting: 1))
    add("customersAdded(named)", customersAdded(count: 10, numbers: 11...20, waiting: 17))
    add(
      "allServed",
      allServed(
        BankSummary(
          customersServed: 10, depositCustomers: 6, loanCustomers: 4,
          workTime: .milliseconds(5500))))
    add("resetConfirmation", resetConfirmation)
    add("unknownCommand(line)", unknownCommand("xyz", line: 3))
    add("unknownCommand", unknownCommand("xyz", line: nil))
    add("missingArgument(line)", missingArgument(command: "wait", line: 4))
    add("invalidValue(line)", invalidValue("abc", command: "wait", line: 5))
    add("unknownKey", unknownKey("x"))
    add("noAnnouncements", noAnnouncements)
    add("noOlderAnnouncement", noOlderAnnouncement)
    add("noNewerAnnouncement", noNewerAnnouncement)
    for trait in AccessibilityTraits.allCases where !brailleMark(for: trait).isEmpty {
      add("brailleMark(\(trait.rawValue))", brailleMark(for: trait))
    }
    for level in [1, 2, 6] { add("brailleHeadingMark(\(level))", brailleHeadingMark(level: level)) }
    for role in [ContainerRole.list, .modal] {
      add("brailleRoleMark(\(role))", brailleRoleMark(role))
    }
    return list
  }
}
