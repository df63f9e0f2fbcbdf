import TellerAccessibility
import TellerBank
import TellerInput
import TellerSession
import Testing

/// A session reading keys at a terminal that can show the full screen.
private func keySession(
  _ language: Language = .english, view: TerminalView? = .fullScreen
) -> Session {
  var session = Session(
    settings: SessionSettings(
      language: language, bank: BankConfiguration(seed: 1), inputIsKeys: true,
      terminalView: view))
  _ = session.start()
  return session
}

extension Session {
  /// Presses keys and returns what the last one said.
  fileprivate mutating func press(_ keys: Key...) -> [String] {
    var said: [String] = []
    for key in keys { said = handle(.key(key)).map(\.text) }
    return said
  }
}

/// The keys the full-screen issue added or fixed: headings by level, read
/// from the focus, the view switch, the screen curtain, Escape, Ctrl-L,
/// Ctrl-Z, pastes, unknown keys, empty lists, and the help as a modal.
@Suite("Session keys")
struct SessionKeysTests {
  @Test("The welcome in the full-screen view names m; in linear mode it does not")
  func welcome() {
    var full = Session(
      settings: SessionSettings(inputIsKeys: true, terminalView: .fullScreen))
    #expect(full.start().first?.text == "Teller. Question mark for help, m for screen reader mode.")
    var linear = Session(
      settings: SessionSettings(inputIsKeys: true, terminalView: .linear))
    #expect(
      linear.start().first?.text
        == "Teller. Press question mark for help.")
  }

  @Test("1 to 6 move to the next heading of that level")
  func headingLevels() {
    var s = keySession()
    #expect(s.press(.character("2")) == ["Waiting, no customers, heading level 2"])
    #expect(s.press(.character("2")) == ["Processing, no customers, heading level 2"])
    #expect(s.press(.character("2")) == ["Clerks, heading level 2"])
    #expect(s.press(.character("2")) == ["The day so far, heading level 2"])
    #expect(s.press(.character("2")) == ["No more heading level 2"])
    #expect(s.press(.character("1")) == ["No more heading level 1"])
    _ = s.press(.home)
    #expect(s.press(.character("3")) == ["No more heading level 3"])
    // In the help, level 3 headings are its sections.
    _ = s.press(.character("?"))
    #expect(s.press(.character("3")) == ["Keys, heading level 3"])
    #expect(s.press(.character("3")) == ["Line commands, heading level 3"])
  }

  @Test("A reads from the focus to the end, leaving the focus where it is")
  func readFromFocus() {
    var s = keySession()
    _ = s.press(.character("l"))
    let read = s.handle(.key(.character("A")))
    #expect(
      read.map(\.text) == [
        "Waiting, empty list", "Processing, no customers, heading level 2",
        "Processing, empty list", "Clerks, heading level 2", "Clerks, table, 4 rows, 4 columns",
        "Deposit clerk 1: Serving idle, Served 0, Busy 0 percent",
        "Deposit clerk 2: Serving idle, Served 0, Busy 0 percent",
        "Loan clerk 1: Serving idle, Served 0, Busy 0 percent",
        "The day so far, heading level 2", "The day so far, table, 4 rows, 4 columns",
        "Deposit: Served 0, Mean wait none, Longest wait none",
        "Loan: Served 0, Mean wait none, Longest wait none",
        "All: Served 0, Mean wait none, Longest wait none",
      ])
    #expect(read.allSatisfy { $0.kind == .description })
    #expect(s.navigator.focus == BankScreen.waitingListID)
  }

  @Test("l and L reach the lists while they are empty")
  func emptyLists() {
    var s = keySession()
    #expect(s.press(.character("l")) == ["Waiting, empty list"])
    #expect(s.press(.character("l")) == ["Processing, empty list"])
    #expect(s.press(.character("l")) == ["No more lists"])
    #expect(s.press(.character("L")) == ["Waiting, empty list"])
    // Customers come: focus stays in the list, on the first of them,
    // and says nothing of it: the user did not move.
    let added = s.press(.character("a"))
    #expect(added.count == 1, "only the announcement: \(added)")
    #expect(s.navigator.focus == BankScreen.customerID(3))
    #expect(s.press(.character("w")).first?.hasPrefix("Customer 3, deposit, 1 of 7") == true)
  }

  @Test("m switches between the full-screen view and linear mode, where there is a terminal")
  func switchView() {
    var s = keySession()
    var step = s.handle(.key(.character("m")))
    #expect(step.screen.terminalView == .linear)
    #expect(step.map(\.text) == ["Screen reader mode, linear", "Teller, heading level 1"])
    step = s.handle(.key(.character("m")))
    #expect(step.screen.terminalView == .fullScreen)
    #expect(step.first?.text == "Full screen view")
    var pipe = keySession(view: nil)
    step = pipe.handle(.key(.character("m")))
    #expect(step.map(\.kind) == [.error])
    #expect(step.first?.text == "The full screen view needs a terminal")
    #expect(step.screen.terminalView == nil)
  }

  @Test("c turns the screen curtain on and off, and says so")
  func curtain() {
    var s = keySession(.korean)
    var step = s.handle(.key(.character("c")))
    #expect(step.screen.screenCurtain)
    #expect(step.map(\.text) == ["화면 가리기 켬"])
    step = s.handle(.key(.tab))
    #expect(step.screen.screenCurtain, "the curtain stays while moving")
    step = s.handle(.key(.character("c")))
    #expect(!step.screen.screenCurtain)
    #expect(step.map(\.text) == ["화면 가리기 끔"])
  }

  @Test(
    "Ctrl-L and Ctrl-Z say nothing and change nothing; their steps name them for the presenters")
  func redrawAndSuspend() {
    var s = keySession()
    let before = s.navigator.focus
    var step = s.handle(.key(.control("l")))
    #expect(step.records.isEmpty && step.cause == .command(.redraw))
    step = s.handle(.key(.control("z")))
    #expect(step.records.isEmpty && step.cause == .command(.suspend))
    #expect(s.navigator.focus == before)
    #expect(!s.isFinished)
  }

  @Test("A paste is ignored with one short notice; it never runs as keys")
  func paste() {
    var s = keySession()
    let step = s.handle(.key(.paste("add\nxq")))
    #expect(step.map(\.kind) == [.error])
    #expect(step.map(\.text) == ["Pasted text ignored"])
    #expect(s.bank.waitingCount == 0 && !s.isFinished)
    #expect(s.exitCode == .success)
  }

  @Test(
    "Unknown keys are named in words, as users know them",
    arguments: [
      (Key.delete, "Delete", "Delete"), (.insert, "Insert", "Insert"), (.function(1), "F1", "F1"),
      (.control("\\"), "Control backslash", "컨트롤 역슬래시"),
      (.alt(.character("x")), "Alt x", "Alt x"), (.character("z"), "z", "z"),
      (.character("~"), "tilde", "물결표"),
    ])
  func unknownKeys(key: Key, name: String, korean koreanName: String) {
    var s = keySession()
    let step = s.handle(.key(key))
    #expect(step.map(\.kind) == [.error])
    #expect(step.map(\.text) == ["Unknown key \(name), press question mark for help"])
    #expect(s.bank.waitingCount == 0)
    var korean = keySession(.korean)
    #expect(korean.press(key) == ["알 수 없는 키 \(koreanName), 도움말은 물음표 키"])
  }

  @Test("While the help is open, bank keys do nothing; moving, Escape and q work")
  func helpIsModal() {
    var s = keySession()
    _ = s.press(.character("a"))
    let waiting = s.bank.waitingCount
    _ = s.press(.character("?"))
    for key in [Key.character("x"), .character("a"), .character("s"), .character(".")] {
      let step = s.handle(.key(key))
      #expect(step.map(\.text) == ["Not while the help is open; Escape closes it"], "\(key)")
      #expect(s.showingHelp)
    }
    #expect(s.bank.waitingCount == waiting, "x did not reset, a did not add")
    // Moving stays inside the help.
    #expect(s.press(.tab) == ["Keys, heading level 3"])
    #expect(s.press(.end).first?.hasPrefix("Close help, button") == true)
    #expect(s.press(.tab) == ["Last item"])
    #expect(s.press(.character("w")).first?.contains("in dialog Help") == true)
    // Escape closes it and stops speech.
    let closed = s.handle(.key(.escape))
    #expect(!s.showingHelp)
    #expect(closed.cause == .command(.closeHelp))
    #expect(closed.map(\.kind) == [.focus])
    // With the help open, q still quits.
    _ = s.press(.character("?"))
    _ = s.press(.character("q"))
    #expect(s.isFinished)
  }
}
