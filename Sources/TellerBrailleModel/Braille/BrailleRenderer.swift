import TellerAccessibility
import TellerBank
import TellerSession

/// What a braille display shows of a session, step by step and key by
/// key: the pure half of the braille presenter.
///
/// It keeps a ``BrailleView`` and the text last handed out to be written,
/// and answers each call with the text to write now, or nil when the
/// display already shows it, so the display is written only when it
/// changes.
///
/// - ``present(_:)`` takes a ``SessionStep``: time moves on (a flash whose
///   time is up ends), a step that answers input ends a flash (a key ends
///   it, as on the terminal), the focused element's line comes from the
///   screen (``BrailleLine/init(focusIn:width:translator:)``), what the
///   user asked to hear and assertive announcements flash
///   (``flashText(of:)``), and polite announcements wait as news in the
///   status cell (``newsTexts(of:)``), as ``BrailleAttention`` decides.
/// - ``handle(_:at:)`` takes a key code from the display: pans and a
///   return to focus change the display alone; line up and down, a routing
///   key and keyboard keys come back as the ``SessionInput`` the session
///   should handle.
public struct BrailleRenderer: Hashable, Sendable {
  /// The display's state.
  public private(set) var view: BrailleView
  /// The text last handed out to be written, or nil before the first.
  public private(set) var written: String?

  /// What joins the records of one flash: " / ".
  public static let flashSeparator = " / "

  /// Creates a renderer for a display.
  ///
  /// - Parameters:
  ///   - width: the display's width in cells.
  ///   - flashDuration: how long an announcement flashes; zero keeps it
  ///     until the next key.
  ///   - translator: what turns lines into cells; computer braille by
  ///     default.
  public init(
    width: Int, flashDuration: ModelTime, translator: any BrailleTranslator = ComputerBraille()
  ) {
    view = BrailleView(width: width, flashDuration: flashDuration, translator: translator)
  }

  /// When the display must next change without input: the end of the
  /// flash showing, or nil.
  public var nextDeadline: ModelTime? { view.nextDeadline }

  /// Takes a step and returns the text to write, or nil when the display
  /// already shows what it should.
  ///
  /// - Complexity: O(n) in the length of the focus line and of what
  ///   flashes, plus the search for the items after a focused list item.
  public mutating func present(_ step: SessionStep) -> String? {
    let now = step.screen.time
    view.advance(to: now)
    if Self.answersInput(step.cause) { view.endFlash() }
    view.showFocus(
      BrailleLine(focusIn: step.screen, width: view.textWidth, translator: view.translator.base),
      id: step.screen.focus)
    for news in Self.newsTexts(of: step) { view.note(news) }
    if let message = Self.flashText(of: step) { view.flash(message, at: now) }
    return change()
  }

  /// Turns lines into cells with another translator from now on, on a
  /// display of another width if one is given, as when the display and its
  /// braille table are ready after the session started, and returns the
  /// text to write, if it changed.
  public mutating func use(_ translator: any BrailleTranslator, width: Int? = nil) -> String? {
    view.use(translator, width: width)
    return change()
  }

  /// Lets model time pass, as the loop does when it wakes for
  /// ``nextDeadline``, and returns the text to write, if it changed.
  public mutating func advance(to now: ModelTime) -> String? {
    view.advance(to: now)
    return change()
  }

  /// Takes a key of the display at an instant of model time.
  ///
  /// - Returns: the input for the session, if the key asks for one (line
  ///   up and down as ``SessionInput/command(_:)``, a routing key over
  ///   another element as ``SessionCommand/focus(_:)``, over the focused one
  ///   as ``SessionCommand/activate``, a keyboard key as
  ///   ``SessionInput/key(_:)``), and the text to write if the display
  ///   changed.
  public mutating func handle(
    _ code: BrailleKeyCode, at now: ModelTime
  ) -> (input: SessionInput?, text: String?) {
    guard let input = BrailleInput(code) else { return (nil, nil) }
    let action = view.handle(input, at: now)
    let text = change()
    switch action {
    case nil: return (nil, text)
    case .command(let command)?: return (.command(command), text)
    case .focus(let id)?: return (.command(.focus(id)), text)
    case .key(let key)?: return (.key(key), text)
    }
  }

  /// Forgets what was written, as when the display was given back and
  /// taken again, and returns the text to write now.
  public mutating func rewrite() -> String {
    written = view.text
    return view.text
  }

  /// The text that flashes for a step: the records that deserve a flash
  /// (``BrailleAttention/flash``: answers such as the summary or where am
  /// I, errors, assertive announcements), joined by ``flashSeparator``;
  /// nil when there are none.
  ///
  /// - Complexity: O(n) in the length of the step's text.
  public static func flashText(of step: SessionStep) -> String? {
    let message = texts(of: step, .flash).joined(separator: flashSeparator)
    return message.isEmpty ? nil : message
  }

  /// The polite announcements of a step, which wait as news in the status
  /// cell (``BrailleAttention/news``), in order.
  public static func newsTexts(of step: SessionStep) -> [String] {
    texts(of: step, .news)
  }

  /// The texts of a step's records that ask for one kind of attention,
  /// blank ones left out.
  private static func texts(of step: SessionStep, _ attention: BrailleAttention) -> [String] {
    step.records.compactMap { record in
      BrailleAttention(record) == attention && !record.text.allSatisfy(\.isWhitespace)
        ? record.text : nil
    }
  }

  /// Whether a step answers input (a key, a line, a command, the end of
  /// input), which ends a flash as a key does.
  static func answersInput(_ cause: SessionStep.Cause) -> Bool {
    switch cause {
    case .start, .timePassing: false
    case .command, .noCommand, .endOfInput: true
    }
  }

  /// The text to write if it differs from what was written last.
  private mutating func change() -> String? {
    let text = view.text
    guard text != written else { return nil }
    written = text
    return text
  }
}
