import TellerAccessibility
import TellerBank
import TellerInput
import TellerSession
import TellerSpeechModel
import TellerWording
import Testing

/// A started session on seed 1, reading lines unless `keys`.
private func session(
  _ language: Language = .english, keys: Bool = false, hints: Bool = true
) -> Session {
  var session = Session(
    settings: SessionSettings(
      language: language, hintsEnabled: hints, bank: BankConfiguration(seed: 1),
      inputIsKeys: keys))
  _ = session.start()
  return session
}

extension Session {
  /// Runs one line and returns what it said.
  fileprivate mutating func line(_ text: String) -> [String] {
    handle(.line(text, number: 1)).map(\.text)
  }

  /// Presses one key and returns what it said.
  fileprivate mutating func press(_ key: Key) -> [String] {
    handle(.key(key)).map(\.text)
  }

  /// The focused element's ID.
  fileprivate var focusID: ElementID? { navigator.focus }
}

@Suite("Session commands")
struct SessionCommandsTests {
  // MARK: Start

  @Test("Start says one welcome line that tells how to get help, then the focus")
  func start() {
    for (keys, welcome) in [
      (false, "Teller. Type help for commands."),
      (true, "Teller. Press question mark for help."),
    ] {
      var s = Session(settings: SessionSettings(inputIsKeys: keys))
      let records = s.start()
      #expect(records.map(\.kind) == [.welcome, .focus])
      #expect(records.map(\.text) == [welcome, "Teller, heading level 1"])
      #expect(records[1].elementID == BankScreen.titleID)
    }
    var korean = Session(settings: SessionSettings(language: .korean, inputIsKeys: true))
    #expect(korean.start().first?.text == "Teller. 도움말은 물음표 키를 누르세요.")
  }

  // MARK: The bank

  @Test("add, then add again: numbering continues and the announcement is polite")
  func addTwice() throws {
    var s = session()
    let first = s.handle(.line("add", number: 1))
    let announcement = try #require(first.first { $0.kind == .announcement })
    #expect(announcement.priority == .polite)
    #expect(announcement.text.hasPrefix("10 customers added, 7 waiting"))
    #expect(s.bank.nextCustomerNumber == 11)
    _ = s.line("add customers")
    #expect(s.bank.nextCustomerNumber == 21)
    #expect(s.bank.waitingCount + s.bank.processingCount == 20)
  }

  @Test("reset empties the bank with an assertive confirmation, idle or busy")
  func reset() throws {
    for script in ["", "add", "add\nadd"] {
      var s = session()
      for line in script.split(separator: "\n") { _ = s.line(String(line)) }
      let records = s.handle(.line("reset", number: 9))
      let confirmation = try #require(records.first { $0.kind == .announcement })
      #expect(confirmation.text == "Reset. Both lines are empty.")
      #expect(confirmation.priority == .assertive)
      #expect(s.bank.isIdle)
      #expect(s.bank.workTime == .zero)
      #expect(s.bank.nextCustomerNumber == 1)
    }
  }

  @Test(
    "An add's and a reset's announcements confirm their command, said at once; news does not")
  func confirmations() throws {
    var s = session()
    let added = s.handle(.line("add", number: 1)).filter { $0.kind == .announcement }
    #expect(added.map(\.confirmsCommand) == [true])
    // Another add inside the polite window is not held for its end: it
    // answers its own key, at once.
    let again = s.handle(.line("add", number: 2)).filter { $0.kind == .announcement }
    #expect(again.map(\.text) == ["10 customers added, 17 waiting"])
    #expect(again.map(\.confirmsCommand) == [true])
    // What time brings is news.
    let news = s.handle(.line("wait 2s", number: 3)).filter { $0.kind == .announcement }
    #expect(!news.isEmpty && news.allSatisfy { !$0.confirmsCommand })
    let reset = s.handle(.line("reset", number: 4)).filter { $0.kind == .announcement }
    #expect(reset.map(\.confirmsCommand) == [true])
    #expect(reset.map(\.priority) == [.assertive])
  }

  @Test("activate presses the focused button: add, then reset")
  func activate() {
    var s = session()
    #expect(
      s.line("next button") == ["Add 10 customers, button, Adds 10 customers to the waiting line"])
    let added = s.line("activate")
    #expect(added.first?.hasPrefix("10 customers added") == true)
    #expect(s.line("next button") == ["Reset, button, Clears both lines and the work time"])
    #expect(s.line("activate") == ["Reset. Both lines are empty."])
    #expect(s.bank.isIdle)
    _ = s.line("first")
    #expect(s.line("activate") == ["Not available"])
  }

  // MARK: Moving

  @Test("first, next, previous and last walk the reading order and stop at its ends")
  func readingOrder() {
    var s = session()
    let order = s.tree.readingOrder
    #expect(s.line("previous") == ["First item"])
    #expect(s.focusID == order.first)
    for id in order.dropFirst() {
      _ = s.line("next")
      #expect(s.focusID == id)
    }
    #expect(s.line("next") == ["Last item"])
    _ = s.line("first")
    #expect(s.focusID == order.first)
    _ = s.line("last")
    #expect(s.focusID == order.last)
    _ = s.line("previous")
    #expect(s.focusID == order[order.count - 2])
  }

  @Test("A command given directly (a braille key) is handled as its key is, and named as the cause")
  func directCommand() {
    var byKey = session(keys: true)
    var direct = session(keys: true)
    for (key, command) in [(Key.right, SessionCommand.next), (.end, .last), (.left, .previous)] {
      let keyed = byKey.handle(.key(key))
      let given = direct.handle(.command(command))
      #expect(given.records == keyed.records)
      #expect(given.cause == .command(command))
      #expect(direct.focusID == byKey.focusID)
    }
  }

  @Test("focus moves to an element by ID: a customer, a button, back to the title")
  func focusByID() throws {
    var s = session()
    _ = s.line("add")
    let customer = try #require(s.bank.waiting.last).number
    let id = BankScreen.customerID(customer)
    let step = s.handle(.command(.focus(id)))
    #expect(step.cause == .command(.focus(id)))
    #expect(step.map(\.kind) == [.focus])
    #expect(step.first?.elementID == id)
    #expect(s.focusID == id)
    #expect(
      s.handle(.command(.focus(BankScreen.resetButtonID))).map(\.text) == [
        "Reset, button, Clears both lines and the work time"
      ])
    #expect(s.focusID == BankScreen.resetButtonID)
    // Focusing the focused element says it again.
    #expect(s.handle(.command(.focus(BankScreen.resetButtonID))).map(\.kind) == [.focus])
    _ = s.handle(.command(.focus(BankScreen.titleID)))
    #expect(s.focusID == BankScreen.titleID)
  }

  @Test("focus on an element that is gone, not a stop, or outside the open help is not available")
  func focusNotAvailable() throws {
    var s = session(keys: true)
    _ = s.line("add")
    let gone = BankScreen.customerID(999)
    let notStops = [gone, BankScreen.waitingListID, BankScreen.rootID, "no.such.element"]
    for id in notStops {
      let step = s.handle(.command(.focus(id)))
      #expect(step.map(\.text) == ["Not available"], "\(id)")
      #expect(step.map(\.kind) == [.description])
      #expect(s.focusID == BankScreen.titleID, "\(id)")
    }
    _ = s.press(.character("?"))
    let inHelp = try #require(s.focusID)
    #expect(s.handle(.command(.focus(BankScreen.addButtonID))).map(\.text) == ["Not available"])
    #expect(s.focusID == inHelp)
    #expect(
      s.handle(.command(.focus(BankScreen.helpCloseID))).first?.elementID == BankScreen.helpCloseID)
  }

  @Test("rotor headings, then down and up move heading by heading")
  func upDownByHeadings() {
    var s = session()
    _ = s.line("add")
    #expect(s.line("rotor headings") == ["Headings"])
    #expect(s.line("down") == ["Waiting, 7 customers, heading level 2"])
    #expect(s.line("down") == ["Processing, 3 customers, heading level 2"])
    #expect(s.line("down") == ["Clerks, heading level 2"])
    #expect(s.line("down") == ["The day so far, heading level 2"])
    #expect(s.line("down") == ["No more headings"])
    #expect(s.line("up") == ["Clerks, heading level 2"])
    #expect(s.line("up") == ["Processing, 3 customers, heading level 2"])
    #expect(s.line("up") == ["Waiting, 7 customers, heading level 2"])
    #expect(s.line("up") == ["Teller, heading level 1"])
    #expect(s.line("up") == ["No more headings"])
  }

  @Test("rotor next and previous turn through every setting and come back")
  func rotorTurns() {
    var s = session()
    let settings = s.navigator.rotorSettings
    #expect(settings.count >= 6)
    var heard: [String] = []
    for _ in settings { heard += s.line("rotor next") }
    #expect(heard.count == settings.count)
    #expect(Set(heard).count == settings.count)
    #expect(s.navigator.rotor.setting == .headings)
    #expect(s.line("rotor previous") == [heard[heard.count - 2]])
  }

  @Test(
    "rotor by name: buttons, heading levels and the loan customers rotor",
    arguments: [Language.english, .korean])
  func rotorByName(_ language: Language) {
    var s = session(language)
    _ = s.line("add")
    _ = s.line("rotor buttons")
    #expect(s.navigator.rotor.setting == .buttons)
    _ = s.line("rotor heading 2")
    #expect(s.navigator.rotor.setting == .headingLevel(2))
    let loan = s.line("rotor loan customers")
    #expect(loan == [language == .english ? "Loan customers" : "대출 고객"])
    _ = s.line("down")
    let firstLoan = s.bank.waiting.first { $0.workType == .loan }?.number
    #expect(firstLoan != nil)
    #expect(s.focusID == firstLoan.map(BankScreen.customerID))
    _ = s.line("rotor deposit customers")
    #expect(s.badLines == 0)
  }

  @Test("Korean sessions also accept the Korean rotor name")
  func koreanRotorName() {
    var s = session(.korean)
    #expect(s.line("rotor 대출 고객") == ["대출 고객"])
    #expect(s.badLines == 0)
  }

  @Test("next and previous heading and button jump by kind")
  func quickNavigation() {
    var s = session()
    #expect(s.line("next heading") == ["Waiting, no customers, heading level 2"])
    #expect(s.line("previous button").first?.hasPrefix("Reset, button") == true)
    #expect(s.line("previous button").first?.hasPrefix("Add 10 customers, button") == true)
    #expect(s.line("previous button") == ["No more buttons"])
    #expect(s.line("previous heading") == ["Teller, heading level 1"])
    #expect(s.line("previous heading") == ["No more headings"])
  }

  // MARK: Reading

  @Test("where says the element, its list and the rotor; a list's name is said once")
  func whereAmI() {
    var s = session()
    #expect(s.line("where") == ["Teller, heading level 1, rotor: Headings"])
    _ = s.line("add")
    _ = s.line("rotor loan customers")
    _ = s.line("down")
    // Seed 1: customers 3, 5, … wait; 5 is the first loan customer.
    #expect(s.focusID == BankScreen.customerID(5))
    #expect(s.line("where") == ["Customer 5, loan, 2 of 7, in list Waiting, rotor: Loan customers"])
  }

  @Test("summary says the bank's state: idle, busy, idle again")
  func summary() throws {
    var s = session()
    #expect(s.line("summary") == ["Bank idle, work time 0 seconds"])
    _ = s.line("add")
    _ = s.line("wait 1s")
    let busy = try #require(s.handle(.line("summary", number: 3)).first)
    #expect(busy.kind == .summary)
    #expect(busy.elementID == BankScreen.summaryID)
    #expect(busy.text == "5 waiting, 3 being served, work time 1 second")
    _ = s.line("wait idle")
    #expect(s.line("summary") == ["Bank idle, work time 3.3 seconds"])
  }

  @Test("repeat and history: empty, one, many; step back and forward stop at the ends")
  func history() {
    var s = session()
    #expect(s.line("repeat") == ["No announcements yet"])
    #expect(s.line("history") == ["No announcements yet"])
    #expect(s.line("history back") == ["No older announcements"])
    _ = s.line("reset")
    #expect(s.line("repeat") == ["Reset. Both lines are empty."])
    #expect(s.line("history") == ["Reset. Both lines are empty."])
    #expect(s.line("history back") == ["No older announcements"])
    #expect(s.line("history forward") == ["No newer announcements"])
    let added = s.line("add")
    #expect(s.line("history") == ["Reset. Both lines are empty."] + added)
    #expect(s.line("history back") == ["Reset. Both lines are empty."])
    #expect(s.line("history forward") == added)
    #expect(s.line("history forward") == ["No newer announcements"])
    #expect(s.line("repeat") == added)
  }

  @Test("History keeps the last 100 announcements")
  func historyCapacity() {
    var s = session()
    for _ in 0..<60 {
      _ = s.line("add")
      _ = s.line("reset")
    }
    #expect(s.history.count == 100)
    let all = s.line("history")
    #expect(all.count == 100)
    #expect(all.last == "Reset. Both lines are empty.")
  }

  // MARK: Settings

  @Test("verbosity low, normal and high are confirmed and change what is said")
  func verbosity() {
    var s = session()
    #expect(s.line("verbosity low") == ["Verbosity low"])
    // Low keeps the roles, which make a control usable.
    #expect(s.line("where") == ["Teller, heading level 1, rotor: Headings"])
    #expect(s.line("next button") == ["Add 10 customers, button"])
    #expect(s.line("first") == ["Teller, heading level 1"])
    #expect(s.line("add") == ["10 customers added, 7 waiting"])
    #expect(s.line("wait 1s").isEmpty, "no starts or finishes at low verbosity")
    #expect(s.line("reset") == ["Reset. Both lines are empty."])
    #expect(s.line("verbosity high") == ["Verbosity high"])
    #expect(s.settings.verbosity == .high)
    #expect(s.line("verbosity normal") == ["Verbosity normal"])
    #expect(s.line("where") == ["Teller, heading level 1, rotor: Headings"])
  }

  @Test("hints off leaves hints out; hints on brings them back")
  func hints() {
    var s = session()
    let withHint = s.line("next button")
    #expect(withHint == ["Add 10 customers, button, Adds 10 customers to the waiting line"])
    #expect(s.line("hints off") == ["Hints off"])
    _ = s.line("first")
    #expect(s.line("next button") == ["Add 10 customers, button"])
    #expect(s.line("hints on") == ["Hints on"])
    _ = s.line("first")
    #expect(s.line("next button") == withHint)
  }

  // MARK: Time

  @Test("wait moves model time by exactly the span; wait 0s and wait idle when idle say nothing")
  func wait() {
    var s = session()
    #expect(s.line("wait 0s").isEmpty)
    #expect(s.now == .zero)
    #expect(s.line("wait idle").isEmpty)
    #expect(s.now == .zero)
    _ = s.line("wait 500ms")
    #expect(s.now == .milliseconds(500))
    _ = s.line("wait 2s")
    #expect(s.now == .milliseconds(2500))
    _ = s.line("add")
    _ = s.line("wait idle")
    #expect(s.bank.isIdle)
    #expect(s.nextWakeTime == nil)
    #expect(s.bank.workTime == .milliseconds(3300))
  }

  // MARK: Help and quit

  @Test("help as a line lists every line command", arguments: [Language.english, .korean])
  func helpLine(_ language: Language) {
    var s = session(language)
    let catalog = Catalog(language: language)
    let said = s.line("help")
    #expect(
      said == [catalog[KeyHelpMessage.commandsHeading]] + catalog.helpCommands.map(\.text)
        + [catalog[.rotorHeading]] + catalog.helpRotorSettings(BankConfiguration()).map(\.text))
    for command in ["add", "reset", "rotor", "where", "read all", "wait", "verbosity", "quit"] {
      #expect(said.contains { $0.contains(command) }, "\(command)")
    }
    #expect(!s.showingHelp)
  }

  @Test("quit finishes; later input is ignored")
  func quit() {
    var s = session()
    #expect(s.line("quit").isEmpty)
    #expect(s.isFinished)
    #expect(s.line("add").isEmpty)
    #expect(s.bank.isIdle)
  }

  // MARK: Keys

  @Test("Keys give the same commands as lines")
  func keys() {
    var s = session(keys: true)
    #expect(s.press(.right) == ["Status, Bank idle, work time 0 seconds"])
    #expect(s.press(.tab).first?.hasPrefix("Add 10 customers, button") == true)
    #expect(s.press(.left) == ["Status, Bank idle, work time 0 seconds"])
    #expect(s.press(.backTab) == ["Teller, heading level 1"])
    #expect(s.press(.character("b")).first?.hasPrefix("Add 10 customers") == true)
    #expect(s.press(.enter).first?.hasPrefix("10 customers added") == true)
    #expect(s.bank.waitingCount == 7)
    // A second add within the debounce window is said at once: it answers its key.
    #expect(s.press(.character("a")) == ["10 customers added, 17 waiting"])
    #expect(s.bank.waitingCount == 17)
    #expect(s.nextWakeTime == .milliseconds(700), "nothing is held for the window's end")
    #expect(s.press(.character("h")) == ["Waiting, 17 customers, heading level 2"])
    #expect(s.press(.down) == ["Processing, 3 customers, heading level 2"])
    #expect(s.press(.up) == ["Waiting, 17 customers, heading level 2"])
    #expect(s.press(.character("r")) == ["Heading level 1"])
    #expect(s.press(.character("R")) == ["Headings"])
    #expect(s.press(.character("w")) == ["Waiting, 17 customers, heading level 2, rotor: Headings"])
    #expect(s.press(.character("s")) == ["17 waiting, 3 being served, work time 0 seconds"])
    #expect(s.press(.character(".")).first?.hasPrefix("10 customers added") == true)
    #expect(s.press(.character("x")) == ["Reset. Both lines are empty."])
    #expect(s.press(.character("B")).first?.hasPrefix("Reset, button") == true)
    #expect(s.press(.space) == ["Reset. Both lines are empty."])
    #expect(s.press(.character("q")).isEmpty)
    #expect(s.isFinished)
  }

  @Test("Ctrl-C quits with status 130; Ctrl-D quits as the end of input does")
  func controlCAndD() {
    var s = session(keys: true)
    #expect(s.press(.control("c")).isEmpty)
    #expect(s.isFinished)
    #expect(s.exitCode == .interrupted)
    #expect(s.exitCode.rawValue == 130)
    var d = session(keys: true)
    _ = d.press(.character("a"))
    var end = session(keys: true)
    _ = end.press(.character("a"))
    let byKey = d.handle(.key(.control("d")))
    let byEnd = end.handle(.endOfInput)
    #expect(byKey.records == byEnd.records)
    #expect(d.isFinished)
    #expect(d.exitCode == .success)
  }

  @Test("? opens help with focus in it; Escape or ? closes it and focus comes back")
  func helpKey() throws {
    for closer in [Key.escape, .character("?")] {
      var s = session(keys: true)
      _ = s.press(.character("h"))
      let before = s.focusID
      let opened = s.handle(.key(.character("?")))
      #expect(s.showingHelp)
      #expect(opened.map(\.kind) == [.focus])
      #expect(opened.first?.text == "Help, heading level 2")
      let inside = try #require(s.focusID)
      #expect(s.tree.modalID == BankScreen.helpID)
      #expect(s.tree.isInReadingOrder(inside))
      let closed = s.handle(.key(closer))
      #expect(!s.showingHelp)
      #expect(closed.map(\.kind) == [.focus])
      #expect(s.focusID == before)
    }
  }

  @Test("Escape outside help says nothing: its step carries closeHelp, which silences speech")
  func escapeOutsideHelp() {
    var s = session(keys: true)
    let before = s.focusID
    let step = s.handle(.key(.escape))
    #expect(step.isEmpty)
    #expect(step.cause == .command(.closeHelp))
    #expect(SpeechPolicy.silences(step.cause))
    #expect(!s.showingHelp)
    #expect(s.focusID == before)
    #expect(!s.isFinished)
    #expect(s.exitCode == .success)
  }

  @Test("Escape in help closes it by the same command, and its step silences speech too")
  func escapeInHelp() {
    var s = session(keys: true)
    _ = s.handle(.key(.character("?")))
    let step = s.handle(.key(.escape))
    #expect(step.cause == .command(.closeHelp))
    #expect(step.map(\.kind) == [.focus])
    #expect(step.screen.overlay == nil)
    #expect(!s.showingHelp)
  }

  @Test("Each step says what caused it: start, commands by key and line, none, end of input")
  func stepCauses() {
    var s = Session(settings: SessionSettings(inputIsKeys: true))
    #expect(s.start().cause == .start)
    #expect(s.handle(.key(.right)).cause == .command(.next))
    #expect(s.handle(.key(.character("~"))).cause == .noCommand)
    #expect(s.handle(.line("wait 1s", number: 1)).cause == .command(.wait(.seconds(1))))
    #expect(s.handle(.line("", number: 2)).cause == .noCommand)
    #expect(s.handle(.line("no-such-command", number: 3)).cause == .noCommand)
    #expect(s.advance(to: s.now + .seconds(1)).cause == .timePassing)
    #expect(s.handle(.endOfInput).cause == .endOfInput)
    #expect(s.handle(.key(.right)).cause == .noCommand, "input after the end gives no command")
  }
}
