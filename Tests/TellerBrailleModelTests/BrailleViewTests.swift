import TellerAccessibility
import TellerBank
import TellerBrailleModel
import TellerSession
import TellerWording
import Testing

@Suite("Braille: the display's state")
struct BrailleViewTests {
  static let catalog = Catalog.english
  /// A narrow display: 20 cells of text, and the status cell.
  static let narrow = 21
  static func at(_ ms: Int64) -> ModelTime { .milliseconds(ms) }

  static func line(_ label: String, _ id: ElementID, traits: AccessibilityTraits = [])
    -> BrailleLine
  {
    BrailleLine(BrailleItem(label: label, traits: traits), id: id, catalog: catalog)
  }

  static let add = line("Add 10 customers", "button.add", traits: .button)
  static let summary = BrailleLine(
    BrailleItem(
      label: "Status", value: "3 waiting, 3 being served, work time 4.4 seconds",
      traits: .summaryElement), id: "summary", catalog: catalog)

  @Test("A new view shows nothing; the focus line shows from its start")
  func focus() {
    var view = BrailleView(width: 40, flashDuration: .seconds(3))
    #expect(view.text == "")
    view.showFocus(Self.add, id: "button.add")
    #expect(view.text == "Add 10 customers btn")
    #expect(view.focus == "button.add")
    #expect(view.nextDeadline == nil)
  }

  @Test("Panning moves through windows; past either end it moves focus")
  func panning() {
    var view = BrailleView(width: Self.narrow, flashDuration: .seconds(3))
    view.showFocus(Self.summary, id: "summary")
    #expect(view.text == "Status 3 waiting, 3")
    #expect(view.handle(.panForward, at: .zero) == nil)
    #expect(view.text == "being served, work")
    #expect(view.handle(.panForward, at: .zero) == nil)
    #expect(view.text == "time 4.4 seconds")
    #expect(view.handle(.panForward, at: .zero) == .command(.next))
    #expect(view.text == "time 4.4 seconds")
    #expect(view.handle(.panBack, at: .zero) == nil)
    #expect(view.handle(.panBack, at: .zero) == nil)
    #expect(view.text == "Status 3 waiting, 3")
    #expect(view.handle(.panBack, at: .zero) == .command(.previous))
  }

  @Test("A new line for the same element keeps the window; another element starts over")
  func updates() {
    var view = BrailleView(width: Self.narrow, flashDuration: .seconds(3))
    view.showFocus(Self.summary, id: "summary")
    _ = view.handle(.panForward, at: .zero)
    _ = view.handle(.panForward, at: .zero)
    let shorter = BrailleLine(
      BrailleItem(label: "Status", value: "Bank idle, work time 9 seconds"), id: "summary",
      catalog: Self.catalog)
    view.showFocus(shorter, id: "summary")
    #expect(view.windowIndex == 1, "clamped to the new line's last window")
    #expect(view.text == "work time 9 seconds")
    view.showFocus(Self.add, id: "button.add")
    #expect(view.windowIndex == 0)
    #expect(view.text == "Add 10 customers btn")
  }

  @Test("An announcement flashes, then the focus returns when its time is up")
  func flashThenFocus() {
    var view = BrailleView(width: 40, flashDuration: .seconds(3))
    view.showFocus(Self.add, id: "button.add")
    view.flash("Added customers 1 to 10", at: Self.at(1000))
    #expect(view.text == "Added customers 1 to 10")
    #expect(view.nextDeadline == Self.at(4000))
    view.advance(to: Self.at(3999))
    #expect(view.text == "Added customers 1 to 10")
    view.advance(to: Self.at(4000))
    #expect(view.text == "Add 10 customers btn")
    #expect(view.nextDeadline == nil)
  }

  @Test("While a flash shows, a focus line for the same element waits behind it")
  func updateBehindFlash() {
    var view = BrailleView(width: 40, flashDuration: .seconds(3))
    view.showFocus(Self.line("Work time 00:01:000", "worktime"), id: "worktime")
    view.flash("Customer 1 finished", at: .zero)
    view.showFocus(Self.line("Work time 00:02:000", "worktime"), id: "worktime")
    #expect(view.text == "Customer 1 finished")
    view.advance(to: Self.at(3000))
    #expect(view.text == "Work time 00:02:000")
  }

  @Test("A focus move ends a flash at once")
  func focusMoveEndsFlash() {
    var view = BrailleView(width: 40, flashDuration: .zero)
    view.showFocus(Self.add, id: "button.add")
    view.flash("Reset done", at: .zero)
    view.showFocus(Self.line("Reset", "button.reset", traits: .button), id: "button.reset")
    #expect(view.text == "Reset btn")
    #expect(!view.flash.isShowing)
  }

  @Test("Flash time 0 keeps the flash until a key; a key ends it and still goes through")
  func untilNextKey() {
    var view = BrailleView(width: 40, flashDuration: .zero)
    view.showFocus(Self.add, id: "button.add")
    view.flash("Customer 3 finished", at: .zero)
    view.advance(to: Self.at(3_600_000))
    #expect(view.text == "Customer 3 finished")
    #expect(view.handle(.key(.character("s")), at: Self.at(3_600_001)) == .key(.character("s")))
    #expect(view.text == "Add 10 customers btn")
    view.flash("Again", at: .zero)
    #expect(view.handle(.command(.next), at: .zero) == .command(.next))
    #expect(view.text == "Add 10 customers btn")
    view.flash("Once more", at: .zero)
    view.endFlash()
    #expect(view.text == "Add 10 customers btn")
  }

  @Test("Panning through a long flash restarts its time; past its end the focus returns")
  func panningAFlash() {
    var view = BrailleView(width: Self.narrow, flashDuration: .seconds(3))
    view.showFocus(Self.add, id: "button.add")
    view.flash("Customers 1, 2, 3 and 4 started; 6 waiting", at: .zero)
    #expect(view.text == "Customers 1, 2, 3")
    #expect(view.handle(.panBack, at: .zero) == nil, "no focus move from a flash")
    #expect(view.handle(.panForward, at: Self.at(2000)) == nil)
    #expect(view.text == "and 4 started; 6")
    #expect(view.nextDeadline == Self.at(5000))
    view.advance(to: Self.at(4000))
    #expect(view.text == "and 4 started; 6")
    #expect(view.handle(.panForward, at: Self.at(4000)) == nil)
    #expect(view.text == "waiting")
    #expect(view.handle(.panForward, at: Self.at(4100)) == nil)
    #expect(view.text == "Add 10 customers btn")
  }

  @Test("Routing: the focused element activates; another element takes focus; blanks do nothing")
  func routing() {
    let line = BrailleLine([
      .init("Customer 4, deposit 1/2", target: "customer.4"),
      .init("Customer 5, loan 2/2", target: "customer.5"),
    ])
    #expect(line.text == "Customer 4, deposit 1/2 Customer 5, loan 2/2")
    var view = BrailleView(width: 80, flashDuration: .seconds(3))
    view.showFocus(line, id: "customer.4")
    #expect(view.handle(.route(cell: 0), at: .zero) == .command(.activate))
    #expect(view.handle(.route(cell: 22), at: .zero) == .command(.activate))
    #expect(view.handle(.route(cell: 23), at: .zero) == nil, "the space between")
    #expect(view.handle(.route(cell: 24), at: .zero) == .focus("customer.5"))
    #expect(view.handle(.route(cell: 43), at: .zero) == .focus("customer.5"))
    #expect(view.handle(.route(cell: 44), at: .zero) == nil, "past the text")
    #expect(view.handle(.route(cell: 79), at: .zero) == nil)
    #expect(view.handle(.route(cell: -1), at: .zero) == nil)
  }

  @Test("Routing counts from the window shown, not the line's start")
  func routingInAPannedWindow() {
    let line = BrailleLine([
      .init("Customer 4, deposit 1/2", target: "customer.4"),
      .init("Customer 5, loan 2/2", target: "customer.5"),
    ])
    var view = BrailleView(width: Self.narrow, flashDuration: .seconds(3))
    view.showFocus(line, id: "customer.4")
    #expect(view.text == "Customer 4, deposit")
    _ = view.handle(.panForward, at: .zero)
    #expect(view.text == "1/2 Customer 5, loan")
    #expect(view.handle(.route(cell: 0), at: .zero) == .command(.activate))
    #expect(view.handle(.route(cell: 3), at: .zero) == nil)
    #expect(view.handle(.route(cell: 4), at: .zero) == .focus("customer.5"))
  }

  @Test("Routing on a flash ends it; return-to-focus ends it and goes back to the start")
  func routingAndReturnOnAFlash() {
    var view = BrailleView(width: Self.narrow, flashDuration: .seconds(3))
    view.showFocus(Self.summary, id: "summary")
    _ = view.handle(.panForward, at: .zero)
    view.flash("Reset done", at: .zero)
    #expect(view.handle(.route(cell: 0), at: .zero) == nil)
    #expect(view.text == "Status 3 waiting, 3")
    _ = view.handle(.panForward, at: .zero)
    view.flash("Reset done", at: .zero)
    #expect(view.handle(.returnToFocus, at: .zero) == nil)
    #expect(view.text == "Status 3 waiting, 3")
  }

  @Test("Blank announcements do not flash; control characters are made visible")
  func flashText() {
    var view = BrailleView(width: 40, flashDuration: .seconds(3))
    view.showFocus(Self.add, id: "button.add")
    view.flash("   ", at: .zero)
    #expect(!view.flash.isShowing)
    view.flash("Bad\u{1B}name", at: .zero)
    #expect(view.text == "Bad\\ename")
  }

  @Test("Display widths 20, 40 and 80 show as much of a line as fits")
  func widths() {
    for (width, first) in [
      (20, "Status 3 waiting, 3"), (40, "Status 3 waiting, 3 being served, work"),
      (80, Self.summary.text),
    ] {
      var view = BrailleView(width: width, flashDuration: .seconds(3))
      view.showFocus(Self.summary, id: "summary")
      #expect(view.text == first)
    }
    var tiny = BrailleView(width: 0, flashDuration: .seconds(3))
    tiny.showFocus(Self.add, id: "button.add")
    #expect(tiny.width == 1)
    #expect(tiny.text == "A")
  }
}
