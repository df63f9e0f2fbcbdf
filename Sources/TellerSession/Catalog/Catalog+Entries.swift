import TellerAccessibility
import TellerArguments
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
      add("customerRowLabel(4, \(type))", customerRowLabel(number: 4, workType: type))
      add("rotorName(\(type))", rotorName(for: type))
    }
    add("clerkName(3)", clerkName(3))
    add("noCustomersWaiting", noCustomersWaiting)
    add("noCustomersProcessing", noCustomersProcessing)
    add("summary(idle)", summary(waiting: 0, processing: 0, workTime: .zero))
    add("summary(busy)", summary(waiting: 3, processing: 3, workTime: .milliseconds(4400)))
    for ms: Int64 in [0, 1000, 4400, 62_500, 3_723_004] {
      add("spokenDuration(\(ms) ms)", spokenDuration(.milliseconds(ms)))
    }
    add("welcomeForKeys", welcomeForKeys)
    add("welcomeForLines", welcomeForLines)
    add("welcomeForFullScreen", welcomeForFullScreen)
    for view in TerminalView.allCases { add("viewName(\(view))", viewName(view)) }
    add("screenCurtain(on)", screenCurtain(on: true))
    add("screenCurtain(off)", screenCurtain(on: false))
    add("pasteIgnored", pasteIgnored)
    add("helpIsOpen", helpIsOpen)
    add("fullScreenUnavailable", fullScreenUnavailable)
    for reader in ScreenReader.allCases {
      add("screenReaderKeepsLinear(\(reader))", screenReaderKeepsLinear(reader))
    }
    add("fullScreenNeedsTerminal", fullScreenNeedsTerminal)
    add("statusRotor", statusRotor("X"))
    for command in [SessionCommand.help, .switchView, .quit] {
      add("hintAction(\(command))", hintAction(command) ?? "")
    }
    add("hiddenRows(12)", hiddenRows(12))
    add("terminalTooSmall", terminalTooSmall(needed: "40×12", actual: "30×8"))
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
      add("customersServed(\(numbers.count))", customersServed(numbers, maxNamed: 4))
    }
    add("customersMoved(8, 2)", customersMoved(finished: 8, started: 2))
    add("moreInList", moreInList(99990, list: waitingHeading))
    add("readingStopped", readingStopped)
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
    add("keysText(Down, Up)", keysText([.down, .up]))
    add("keysText([, ])", keysText([.character("["), .character("]")]))
    add("keyName(R)", keyName(.character("R")))
    for (name, problem) in Self.sampleUsageProblems {
      add("usage(\(name))", message(for: UsageError(problem, command: "teller simulate")))
    }
    add("usageHint", usageHint(for: UsageError(.unknownOption("x"))))
    for trait in AccessibilityTraits.allCases where !brailleMark(for: trait).isEmpty {
      add("brailleMark(\(trait.rawValue))", brailleMark(for: trait))
    }
    for level in [1, 2, 6] { add("brailleHeadingMark(\(level))", brailleHeadingMark(level: level)) }
    list += inputEntries
    for role in [ContainerRole.list, .modal] {
      add("brailleRoleMark(\(role))", brailleRoleMark(role))
    }
    list += listEntries
    for symbol: Character in ["?", "#", "<"] {
      add("spokenSymbolName(\(symbol))", spokenSymbolName(symbol) ?? "")
    }
    add("spokenPercent", spokenPercent)
    add("spokenDecimalPoint", spokenDecimalPoint)
    list += soundEntries
    return list
  }

  /// One command-line mistake of each kind, with sample values.
  static let sampleUsageProblems: [(String, UsageError.Problem)] =
    sampleParserProblems + sampleBankProblems.map { ($0, .program(ProgramProblem($1))) }

  /// One mistake of each kind the parser and the option readers find.
  static let sampleParserProblems: [(String, UsageError.Problem)] = [
    ("unknownOption", .unknownOption("frob")),
    ("notLongOption", .notLongOption("-x")),
    ("unexpectedArgument", .unexpectedArgument("extra")),
    ("noSuchSubcommand", .noSuchSubcommand("walk", choices: ["console", "simulate"])),
    ("missingValue", .missingValue(option: "batch", placeholder: "N")),
    ("unexpectedValue", .unexpectedValue(option: "json", value: "yes")),
    ("notAChoice", .notAChoice(option: "ui", choices: ["auto", "linear"], value: "tui")),
    ("notAWholeNumber", .notAWholeNumber(option: "batch", range: 1...1000, value: "0")),
    ("notAnUnsignedNumber", .notAnUnsignedNumber(option: "seed", value: "-1")),
    (
      "notANumber(from to)",
      .notANumber(
        option: "debounce", range: .init(lower: 0, includesLower: true, upper: 60), value: "99")
    ),
    (
      "notANumber(greater than)",
      .notANumber(
        option: "rate", range: .init(lower: 0, includesLower: false, upper: nil), value: "0")
    ),
    (
      "environmentNotAChoice",
      .environmentNotAChoice(variable: "TELLER_UI", choices: ["auto", "json"], value: "x")
    ),
    ("emptyName", .emptyName(option: "voice", examples: ["en", "ko"])),
    ("emptyFileName", .emptyFileName(option: "speech-wav")),
    ("unknownVoice", .unknownVoice(option: "voice", voice: "zz", engine: "eSpeak NG")),
  ]

  /// One bank option problem of each kind, with sample values.
  static let sampleBankProblems: [(String, BankUsageProblem)] = [
    (
      "serviceTimeTooShort",
      .serviceTimeTooShort(option: "loan-time", upperSeconds: 3600, value: "1e-12")
    ),
    ("clerksNeeded(loans)", .clerksNeeded(forLoans: true, upper: 100)),
    ("clerksNeeded(deposits)", .clerksNeeded(forLoans: false, upper: 100)),
    ("tooManyBatchCustomers", .tooManyBatchCustomers(limit: 1_000_000, value: 2_000_000)),
    ("runTooLong", .runTooLong(customers: 5, limitSeconds: 4_000_000_000)),
  ]
}
