import TellerAccessibility
import TellerBank

extension EnglishWording {
  /// The English names of the standard table's work types.
  public static let standardWorkTypeNames = WorkTypeNames([
    .deposit: (name: "deposit", title: "Deposit", short: "Dep"),
    .loan: (name: "loan", title: "Loan", short: "Loan"),
  ])
}

extension EnglishWording {
  /// The English words of the bank's screen.
  public func text(_ message: ScreenMessage) -> String {
    switch message {
    case .appTitle: "Teller"
    case .summaryLabel: "Status"
    case .addButtonLabel(let n): n == 1 ? "Add 1 customer" : "Add \(n) customers"
    case .addButtonHint(let n): "Adds " + text(.customerCount(n)) + " to the waiting line"
    case .resetButtonLabel: "Reset"
    case .resetButtonHint: "Clears both lines and the work time"
    case .workTimeLabel: "Work time"
    case .waitingHeading: "Waiting"
    case .processingHeading: "Processing"
    case .customerCount(0): "no customers"
    case .customerCount(1): "1 customer"
    case .customerCount(let count): "\(count) customers"
    case .workTypeName(let type): workTypeNames[type].name
    case .workTypeTitle(let type): workTypeNames[type].title
    case .customerLabel(let number, let type): "Customer \(number), " + text(.workTypeName(type))
    case .customerRowLabel(let number, let type): "\(number) - " + text(.workTypeTitle(type))
    case .clerkName(let clerk): "clerk \(clerk)"
    case .noCustomersWaiting: "No customers waiting"
    case .noCustomersProcessing: "No customers being served"
    case .summary(0, 0, let time): "Bank idle, work time " + text(.duration(time))
    case .summary(let waiting, let processing, let time):
      "\(waiting) waiting, \(processing) being served, work time " + text(.duration(time))
    case .duration(let time): Self.duration(SpokenDuration(time))
    case .rotorName(let type): workTypeNames[type].title + " customers"
    case .welcomeForKeys(let help): "Teller. Press \(help) for help."
    case .welcomeForLines: "Teller. Type help for commands."
    case .verbosityName(.low): "low"
    case .verbosityName(.normal): "normal"
    case .verbosityName(.high): "high"
    case .verbosityChanged(let level): "Verbosity " + text(.verbosityName(level))
    case .clerksCaption: "Clerks"
    case .dayCaption: "The day so far"
    case .clerkColumn: "Clerk"
    case .clerkRowHeader(let type, let place): workTypeNames[type].title + " clerk \(place)"
    case .servingColumn: "Serving"
    case .serving(.some(let number)): "customer \(number)"
    case .serving(.none): "idle"
    case .servedColumn: "Served"
    case .busyColumn: "Busy"
    case .percent(let n): "\(n) percent"
    case .workTypeColumn: "Work type"
    case .allWorkTypes: "All"
    case .meanWaitColumn: "Mean wait"
    case .longestWaitColumn: "Longest wait"
    case .shortDuration(let time): SpokenDuration.shortSeconds(time) + " s"
    case .noFigure: "none"
    case .clerkColumnShort: "Clerk"
    case .clerkRowHeaderShort(let type, let place): workTypeNames[type].short + "\(place)"
    case .servingColumnShort: "Now"
    case .servedColumnShort: "Done"
    case .busyColumnShort: "Busy"
    case .workTypeColumnShort: "Type"
    case .workTypeRowHeaderShort(let type): workTypeNames[type].short
    case .allWorkTypesShort: "All"
    case .meanWaitColumnShort: "Mean"
    case .longestWaitColumnShort: "Max"
    }
  }

  private static func duration(_ span: SpokenDuration) -> String {
    var parts: [String] = []
    if span.hours > 0 { parts.append(span.hours == 1 ? "1 hour" : "\(span.hours) hours") }
    if span.minutes > 0 { parts.append(span.minutes == 1 ? "1 minute" : "\(span.minutes) minutes") }
    if span.hasSeconds {
      parts.append(span.seconds == "1" ? "1 second" : span.seconds + " seconds")
    }
    return parts.joined(separator: " ")
  }
}

extension EnglishWording {
  /// The English words of announcements.
  public func text(_ message: AnnouncementMessage) -> String {
    switch message {
    case .numberList(let numbers):
      guard let last = numbers.last else { return "" }
      guard numbers.count > 1 else { return String(last) }
      return numbers.dropLast().map(String.init).joined(separator: ", ") + " and \(last)"
    case .customerGroup(let numbers, let maxNamed):
      if let maxNamed, numbers.count > maxNamed {
        return numbers.count == 1 ? "1 customer" : "\(numbers.count) customers"
      }
      return (numbers.count == 1 ? "customer " : "customers ")
        + text(.numberList(numbers.sorted()))
    case .customersStarted(let numbers, let maxNamed):
      return text(.customerGroup(numbers, maxNamed: maxNamed)) + " started"
    case .customersFinished(let numbers, let maxNamed):
      return text(.customerGroup(numbers, maxNamed: maxNamed)) + " finished"
    case .customersServed(let numbers, let maxNamed):
      return text(.customerGroup(numbers, maxNamed: maxNamed)) + " started and finished"
    case .customersMoved(let finished, let started):
      let parts = [
        finished > 0 ? "\(finished) finished" : nil, started > 0 ? "\(started) started" : nil,
      ]
      return parts.compactMap { $0 }.joined(separator: ", ")
    case .waitingTally(let waiting):
      return waiting == 0 ? "none waiting" : "\(waiting) waiting"
    case .customersAdded(let count, let numbers, let waiting):
      let who =
        if let numbers {
          numbers.count == 1
            ? "customer \(numbers.lowerBound)"
            : "customers \(numbers.lowerBound) to \(numbers.upperBound)"
        } else {
          count == 1 ? "1 customer" : "\(count) customers"
        }
      return who + " added, " + text(.waitingTally(waiting))
    case .allServed(let summary):
      return "all customers served: " + text(.customerCount(summary.customersServed)) + " in "
        + text(.duration(summary.workTime))
    case .resetConfirmation:
      return "Reset. Both lines are empty."
    case .sentence(let parts):
      let sentence = parts.joined(separator: "; ")
      guard let first = sentence.first else { return sentence }
      return first.uppercased() + sentence.dropFirst()
    case .moreInList(let count, let list):
      return "And \(count) more in \(list)"
    case .readingStopped:
      return "Reading stopped"
    }
  }
}

extension EnglishWording {
  /// The English words of the views and of switching between them.
  public func text(_ message: ViewMessage) -> String {
    switch message {
    case .welcomeForFullScreen(let help, let view):
      "Teller. \(help.prefix(1).uppercased() + help.dropFirst()) for help, \(view) for screen"
        + " reader mode."
    case .viewName(.fullScreen): "Full screen view"
    case .viewName(.linear): "Screen reader mode, linear"
    case .screenCurtain(true): "Screen curtain on"
    case .screenCurtain(false): "Screen curtain off"
    case .pasteIgnored: "Pasted text ignored"
    case .helpIsOpen(let escape): "Not while the help is open; \(escape) closes it"
    case .fullScreenUnavailable: "The full screen view needs a terminal"
    case .viewSwitchRefused(.linearKept(let setting)):
      "Linear mode stays, as \(setting) asks; start with --ui tui for the full screen view"
    case .viewSwitchRefused(.jsonOutput): "JSON output has no full screen view"
    case .viewSwitchRefused(.dumbTerminal): "TERM is dumb, so the full screen view cannot be drawn"
    case .viewSwitchRefused(.notATerminal): text(.fullScreenUnavailable)
    case .screenReaderKeepsLinear(let name, let key):
      "\(name) is running. Screen reader mode, \(key) for the full screen."
    case .screenReaderReducesMotion(let name): "\(name) is running. Full screen motion is reduced."
    case .detectionOverrides(let settings):
      "Start with \(Self.list(settings, or: "or")) to change this."
    case .fullScreenNeedsTerminal:
      "the full screen view needs a terminal on standard input and output, and TERM other"
        + " than dumb; using linear output."
    case .virtualClockWithKeys: "Virtual clock. Time moves only on the wait line command"
    case .writesUTF8(let locale):
      "the locale \(locale) is not UTF-8; Teller writes UTF-8, so some characters may "
        + "show wrongly. Choose a UTF-8 locale, such as LANG=C.UTF-8."
    case .statusRotor(let name): "Rotor: " + name
    case .messageTitle: "Message"
    case .hint(.help): "help"
    case .hint(.switchView): "screen-reader mode"
    case .hint(.quit): "quit"
    case .hiddenRows(let count): "\(count) more"
    case .terminalTooSmall(let needed, let actual):
      "The terminal is \(actual); Teller needs at least \(needed)."
    }
  }
}

extension EnglishWording {
  /// The English words of long lists.
  public func text(_ message: ListMessage) -> String {
    switch message {
    case .notInList: "Not in a list"
    case .customerPrompt: "Go to customer: type the number, then Enter. Escape cancels"
    case .customerPromptEmpty: "Go to customer"
    case .customerPromptCancelled: "Go to customer cancelled"
    case .customerPromptReminder: "Type a customer's number, then Enter. Escape cancels"
    case .customerPromptFull(let digits, let limit): "At most \(limit) digits. \(digits)"
    case .customerNotInLists(let number): "No customer \(number) in the lists"
    }
  }
}

extension EnglishWording {
  /// The English names of symbols.
  public func text(_ message: SymbolMessage) -> String {
    switch message {
    case .keyName(let symbol): Self.keySymbols[symbol] ?? ""
    case .spokenName(let symbol): Self.spokenSymbols[symbol] ?? ""
    case .percent: "percent"
    case .decimalPoint: "point"
    }
  }

  private static let keySymbols: [Character: String] = [
    ".": "period", "?": "question mark", "[": "left bracket", "]": "right bracket",
    ",": "comma", ";": "semicolon", ":": "colon", "/": "slash", "\\": "backslash",
    "'": "apostrophe", "\"": "quotation mark", "`": "grave accent", "~": "tilde",
    "!": "exclamation mark", "@": "at sign", "#": "number sign", "$": "dollar sign",
    "%": "percent sign", "^": "caret", "&": "ampersand", "*": "asterisk",
    "(": "left parenthesis", ")": "right parenthesis", "-": "minus", "_": "underscore",
    "=": "equals sign", "+": "plus sign", "{": "left brace", "}": "right brace",
    "<": "less-than sign", ">": "greater-than sign", "|": "vertical bar",
  ]

  private static let spokenSymbols: [Character: String] = [
    "?": "question mark", "!": "exclamation mark", ".": "period", ",": "comma",
    ":": "colon", ";": "semicolon", "'": "apostrophe", "\"": "quotation mark",
    "(": "left parenthesis", ")": "right parenthesis", "[": "left bracket",
    "]": "right bracket", "{": "left brace", "}": "right brace", "<": "less than",
    ">": "greater than", "#": "number sign", "%": "percent", "&": "ampersand",
    "*": "asterisk", "+": "plus", "/": "slash", "\\": "backslash", "=": "equals",
    "@": "at sign", "^": "caret", "_": "underscore", "|": "vertical bar", "~": "tilde",
    "`": "grave accent", "$": "dollar",
  ]
}

extension EnglishWording {
  /// English lines go to BRLTTY as they are, in computer braille.
  public var brailleTable: String? { nil }

  /// The English words of braille lines and notices.
  public func text(_ message: BrailleMessage) -> String {
    let install = Catalog.liblouisInstallCommand
    switch message {
    case .traitMark(let trait): return Self.mark(trait) ?? text(.heading(level: nil))
    case .heading(let level?) where (1...6).contains(level): return "h\(level)"
    case .heading: return "hd"
    case .roleMark(.list): return "lst"
    case .roleMark(.modal): return "dlg"
    case .roleMark(.none), .roleMark(.group): return ""
    case .needsLiblouis(let table, let library, let showsNotice):
      return "braille table \(table) needs liblouis, and \(library) was not found; "
        + "install it (\(install)). "
        + (showsNotice
          ? "Until then the display says so." : "Until then the display shows computer braille.")
    case .tableFailed(let table, let reason, let showsNotice):
      return "liblouis could not load the braille table \(table)"
        + (reason.isEmpty ? "" : " (\(reason))") + "; "
        + (showsNotice ? "the display says so." : "the display shows computer braille.")
    case .needsLiblouisNotice: return "Korean braille needs liblouis20"
    }
  }

  /// The mark of a trait other than the header; nil for the header.
  private static func mark(_ trait: AccessibilityTraits) -> String? {
    switch trait {
    case .header: nil
    case .button: "btn"
    case .toggleButton: "tgl"
    case .link: "lnk"
    case .searchField: "srch"
    case .image: "img"
    case .selected: "sel"
    case .keyboardKey: "key"
    case .notEnabled: "dim"
    case .adjustable: "adj"
    case .tabBar: "tab"
    default: ""
    }
  }
}

extension EnglishWording {
  /// The accessibility layer's English words.
  public func text(_ message: AccessibilityMessage) -> String {
    EnglishAccessibilityWording().text(message)
  }

  /// An audit finding's sentence, as the accessibility layer's English words it.
  public func text(_ message: AuditMessage) -> String {
    EnglishAccessibilityWording().text(message)
  }

  /// The words the audit looks for, as the accessibility layer's English lists them.
  public func auditWords(_ list: AuditWords) -> [String] {
    EnglishAccessibilityWording().auditWords(list)
  }
}
