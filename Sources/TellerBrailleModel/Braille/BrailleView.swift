import TellerAccessibility
import TellerBank
import TellerInput
import TellerSession

/// What a braille display shows and how its keys move it: the focused
/// element's line, an announcement flashed over it, the window of either
/// that fits the display, and the status cell.
///
/// A pure state, stepped by values: the presenter gives it the focus line
/// (``showFocus(_:id:)``), announcements to flash (``flash(_:at:)``) or
/// keep as news (``note(_:)``), model time (``advance(to:)``) and the
/// display's keys (``handle(_:at:)``), then writes ``text`` to the display
/// whenever it differs from what it wrote last.
///
/// - Lines become cells through the view's ``translator`` (computer
///   braille, or a liblouis table); windows, panning and routing keys work
///   on those cells.
/// - The display's last cell is the status cell (on a display of two cells
///   or more): blank, or ``BrailleNews/mark`` while polite announcements
///   wait unread. A routing key over it flashes them.
/// - A focus move ends a flash at once and shows the new element from its
///   start; a new line for the same element keeps the window it was at.
/// - Panning moves through the windows. Past the last window of a flash
///   the focus line returns; past either end of the focus line, focus
///   moves to the next or previous element, as VoiceOver's braille does.
///   Panning through a flash starts its time again, so a long
///   announcement can be read to its end.
/// - A routing key over the focused element activates it; over another
///   element's cells it moves focus there; on a flash it ends the flash.
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
  public private(set) var width: Int
  /// What turns lines into cells.
  public private(set) var translator: AnyBrailleTranslator
  /// The focused element's line.
  public private(set) var focusLine = BrailleLine([])
  /// The focused element, if any.
  public private(set) var focus: ElementID?
  /// The announcement flashing now, if any, and when it ends.
  public private(set) var flash: BrailleFlash
  /// The line shown now: the flash's while one shows, else the focus line.
  public private(set) var shownLine = BrailleLine([])
  /// The shown line's cells, from the translator.
  public private(set) var cells = BrailleCells.empty
  /// The windows of the shown line's cells.
  public private(set) var windows: [Range<Int>] = [0..<0]
  /// Which window shows, from 0.
  public private(set) var windowIndex = 0
  /// The polite announcements waiting unread, marked in the status cell.
  public private(set) var news = BrailleNews()

  /// Creates a view showing nothing.
  ///
  /// - Parameters:
  ///   - width: the display's width in cells (at least 1 is used).
  ///   - flashDuration: how long an announcement flashes; zero keeps it
  ///     until the next key.
  ///   - translator: what turns lines into cells; computer braille by
  ///     default.
  public init(
    width: Int, flashDuration: ModelTime, translator: any BrailleTranslator = ComputerBraille()
  ) {
    self.width = max(1, width)
    self.translator = AnyBrailleTranslator(translator)
    flash = BrailleFlash(duration: flashDuration)
  }

  /// The status cell, the display's last, on a display of two cells or
  /// more; nil on a one-cell display.
  public var statusCell: Int? { width >= 2 ? width - 1 : nil }

  /// The cells a window of text takes: the width less the status cell.
  public var textWidth: Int { statusCell ?? width }

  /// What the display should show: the cells of the window shown now, and,
  /// while news waits, blanks up to the status cell and its mark.
  public var text: String {
    let window = windows[windowIndex]
    var text = cells.text(window)
    if let statusCell, !news.isEmpty {
      text += String(repeating: " ", count: max(0, statusCell - window.count))
      text.unicodeScalars.append(BrailleNews.mark)
    }
    return text
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

  /// Keeps a polite announcement as news: the status cell shows its mark
  /// until a routing key over it flashes what waits.
  public mutating func note(_ text: String) {
    news.add(text)
  }

  /// Turns lines into cells with another translator from now on, and
  /// shows the same line through it, on a display of another width if one
  /// is given (as when the display is found after the session started).
  public mutating func use(_ translator: any BrailleTranslator, width: Int? = nil) {
    self.translator = AnyBrailleTranslator(translator)
    if let width { self.width = max(1, width) }
    refresh(keepingWindow: width == nil)
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
      if cell == statusCell {
        if let message = news.take() { self.flash(message, at: now) }
        return nil
      }
      if flash.isShowing {
        endFlash()
        return nil
      }
      let window = windows[windowIndex]
      guard cell >= 0, cell < window.count, let source = cells.sources[window.lowerBound + cell],
        let target = shownLine.target(atOffset: source)
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
    cells = translator.cells(for: shownLine.text)
    // A segment that begins a window begins at the first cell of its text.
    var breaks: [Int] = []
    var cell = 0
    for offset in shownLine.windowStarts {
      while cell < cells.count && (cells.sources[cell] ?? -1) < offset { cell += 1 }
      breaks.append(cell)
    }
    windows = BraillePanning.windows(of: cells.cells, width: textWidth, breaks: breaks)
    windowIndex = keepingWindow ? min(windowIndex, windows.count - 1) : 0
  }
}
