import TellerAccessibility
import TellerBank

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
///   screen (``BrailleLine/init(focusIn:width:)``), and what the step says
///   besides focus flashes (``flashText(of:)``).
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
  public init(width: Int, flashDuration: ModelTime) {
    view = BrailleView(width: width, flashDuration: flashDuration)
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
      BrailleLine(focusIn: step.screen, width: view.width), id: step.screen.focus)
    if let message = Self.flashText(of: step) { view.flash(message, at: now) }
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

  /// The text that flashes for a step: what it says besides the welcome
  /// and focus (announcements, answers such as the summary or where am I,
  /// errors), joined by ``flashSeparator``; nil when it says nothing else.
  /// Announcements that are not to be said (priority `off`) do not flash.
  ///
  /// - Complexity: O(n) in the length of the step's text.
  public static func flashText(of step: SessionStep) -> String? {
    var message = ""
    for record in step.records {
      switch record.kind {
      case .welcome, .focus: continue
      case .announcement where record.priority == .off: continue
      case .announcement, .description, .history, .error, .summary: break
      }
      if record.text.allSatisfy(\.isWhitespace) { continue }
      if !message.isEmpty { message += flashSeparator }
      message += record.text
    }
    return message.isEmpty ? nil : message
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
