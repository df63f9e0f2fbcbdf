import TellerAccessibility
import TellerBank

/// What a braille display shows and how its keys move it: the focused
/// element's line, an announcement flashed over it, and the window of
/// either that fits the display.
///
/// A pure state, stepped by values: the presenter gives it the focus line
/// (``showFocus(_:id:)``), announcements (``flash(_:at:)``), model time
/// (``advance(to:)``) and the display's keys (``handle(_:at:)``), then
/// writes ``text`` to the display whenever it differs from what it wrote
/// last.
///
/// - A focus move ends a flash at once and shows the new element from its
///   start; a new line for the same element keeps the window it was at.
/// - Panning moves through the windows. Past the last window of a flash
///   the focus line returns; past either end of the focus line, focus
///   moves to the next or previous element, as VoiceOver's braille does.
///   Panning through a flash starts its time again, so a long
///   announcement can be read to its end.
/// - A routing key over the focused element activates it; over another
///   element's text it moves focus there; on a flash it ends the flash.
/// - Any other key ends a flash first, then goes to the session.
public struct BrailleView: Hashable, Sendable {
  /// Something a braille key asks the session to do.
  public enum Action: Hashable, Sendable {
    /// Run a command, such as ``SessionCommand/next`` or
    /// ``SessionCommand/activate``.
    case command(SessionCommand)
    /// Handle a key as if it came from the terminal.
    case key(Key)
    /// Move focus to an element.
    case focus(ElementID)
  }

  /// The display's width in cells.
  public let width: Int
  /// The focused element's line.
  public private(set) var focusLine = BrailleLine([])
  /// The focused element, if any.
  public private(set) var focus: ElementID?
  /// The announcement flashing now, if any, and when it ends.
  public private(set) var flash: BrailleFlash
  /// The line shown now: the flash's while one shows, else the focus line.
  public private(set) var shownLine = BrailleLine([])
  /// The windows of the shown line.
  public private(set) var windows: [Range<Int>] = [0..<0]
  /// Which window shows, from 0.
  public private(set) var windowIndex = 0
  private var cells: [Unicode.Scalar] = []

  /// Creates a view showing nothing.
  ///
  /// - Parameters:
  ///   - width: the display's width in cells (at least 1 is used).
  ///   - flashDuration: how long an announcement flashes; zero keeps it
  ///     until the next key.
  public init(width: Int, flashDuration: ModelTime) {
    self.width = max(1, width)
    flash = BrailleFlash(duration: flashDuration)
  }

  /// The text of the window shown now: what the display should show.
  public var text: String {
    var window = String.UnicodeScalarView()
    window.append(contentsOf: cells[windows[windowIndex]])
    return String(window)
  }

  /// When the view must next be advanced: the end of the flash showing,
  /// or nil.
  public var nextDeadline: ModelTime? { flash.deadline }

  /// Shows the focused element's line.
  ///
  /// When the element differs from the one shown, focus has moved: a flash
  /// ends and the line shows from its start. For the same element, a flash
  /// stays and the window stays where it was, as far as the new line
  /// reaches.
  ///
  /// - Complexity: O(n) in the length of the line.
  public mutating func showFocus(_ line: BrailleLine, id: ElementID?) {
    let moved = id != focus
    focus = id
    focusLine = line
    if moved {
      flash.end()
      refresh(keepingWindow: false)
    } else if !flash.isShowing {
      refresh(keepingWindow: true)
    }
  }

  /// Flashes an announcement from an instant of model time, replacing any
  /// flash; blank text is not flashed.
  ///
  /// - Complexity: O(n) in the length of the text.
  public mutating func flash(_ text: String, at now: ModelTime) {
    let line = BrailleLine(text: text)
    guard !line.text.allSatisfy(\.isWhitespace) else { return }
    flash.show(line.text, at: now)
    refresh(keepingWindow: false)
  }

  /// Ends the flash if its time is up at an instant.
  public mutating func advance(to now: ModelTime) {
    if flash.advance(to: now) { refresh(keepingWindow: false) }
  }

  /// Ends a flash at once, as a key pressed on the terminal does.
  public mutating func endFlash() {
    if flash.end() { refresh(keepingWindow: false) }
  }

  /// Handles a key of the display at an instant of model time.
  ///
  /// - Returns: what the session should do, or nil when the view handled
  ///   the key itself (check ``text`` for a change).
  public mutating func handle(_ input: BrailleInput, at now: ModelTime) -> Action? {
    switch input {
    case .panForward:
      if windowIndex + 1 < windows.count {
        windowIndex += 1
        flash.restart(at: now)
        return nil
      }
      if flash.isShowing {
        endFlash()
        return nil
      }
      return .command(.next)
    case .panBack:
      if windowIndex > 0 {
        windowIndex -= 1
        flash.restart(at: now)
        return nil
      }
      return flash.isShowing ? nil : .command(.previous)
    case .route(let cell):
      if flash.isShowing {
        endFlash()
        return nil
      }
      let window = windows[windowIndex]
      guard cell >= 0, cell < window.count,
        let target = shownLine.target(atCell: window.lowerBound + cell)
      else { return nil }
      return target == focus ? .command(.activate) : .focus(target)
    case .returnToFocus:
      flash.end()
      refresh(keepingWindow: false)
      return nil
    case .command(let command):
      endFlash()
      return .command(command)
    case .key(let key):
      endFlash()
      return .key(key)
    }
  }

  private mutating func refresh(keepingWindow: Bool) {
    shownLine = flash.message.map { BrailleLine(text: $0) } ?? focusLine
    cells = Array(shownLine.text.unicodeScalars)
    windows = BraillePanning.windows(of: cells, width: width)
    windowIndex = keepingWindow ? min(windowIndex, windows.count - 1) : 0
  }
}
