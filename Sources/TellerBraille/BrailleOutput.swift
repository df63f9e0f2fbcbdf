import TellerApp
import TellerBank
import TellerTerminal

/// Braille for a session: a presenter that shows each step on a braille
/// display, and an input source that turns the display's keys into
/// session input.
///
/// - ``present(_:)`` hands each step to the pure ``BrailleRenderer`` and
///   writes the display when what it should show has changed: the focused
///   element's line, or what the step says besides focus, flashed until
///   its time is up (``nextDeadline``), the next key, or a focus move.
/// - ``takeInputs(at:)`` reads the keys pressed: pans and a return to
///   focus change the display alone; line up and down, routing keys and
///   keyboard keys come back as input for the session.
/// - ``willStop()`` gives the display back while the process is stopped
///   (Ctrl-Z) and ``didContinue()`` takes it again and shows the line.
/// - ``finish()`` gives the display back for good.
///
/// When the display goes away (BRLTTY quits), one line says so and the
/// session goes on without braille: presenting never fails.
public final class BrailleOutput: Presenter, InputSource {
  private var display: (any BrailleDisplay)?
  private var renderer: BrailleRenderer
  private let report: (String) -> Void

  /// Creates braille on a display, such as a fake in tests.
  ///
  /// - Parameters:
  ///   - display: the display, already claimed.
  ///   - flashDuration: how long an announcement flashes; zero keeps it
  ///     until the next key.
  ///   - report: writes one line to standard error.
  public init(
    display: any BrailleDisplay, flashDuration: ModelTime,
    report: @escaping (String) -> Void
  ) {
    self.display = display
    self.renderer = BrailleRenderer(width: display.width, flashDuration: flashDuration)
    self.report = report
  }

  /// Connects to BRLTTY and claims the display when the options ask for
  /// braille.
  ///
  /// - Returns: nil when braille is not asked for, or cannot be shown:
  ///   then one line on standard error has said why (BrlAPI is not
  ///   installed, BRLTTY is not running, it has no display).
  public static func start(
    _ options: BrailleOptions, report: @escaping (String) -> Void
  ) -> BrailleOutput? {
    guard options.isEnabled else { return nil }
    do {
      let connection = try BrailleConnection.connect()
      return BrailleOutput(
        display: connection, flashDuration: options.flashDuration, report: report)
    } catch {
      report(error.message)
      return nil
    }
  }

  /// Whether a display is still held.
  public var isShowing: Bool { display != nil }

  // MARK: Presenter

  /// Shows a step: writes the display if what it should show changed.
  public func present(_ step: SessionStep) {
    guard display != nil else { return }
    write(renderer.present(step))
  }

  /// When the flash showing ends, so the loop wakes to take it away.
  public var nextDeadline: ModelTime? { display == nil ? nil : renderer.nextDeadline }

  /// Gives the display back to BRLTTY.
  public func finish() {
    display?.release()
    display = nil
  }

  // MARK: InputSource

  /// The display's connection, to wait on for keys; -1 without a display.
  public var fileDescriptor: Int32 { display?.fileDescriptor ?? -1 }

  /// Reads the keys pressed, changes the display for those it handles
  /// itself, and returns the session's input for the rest.
  public func takeInputs(at now: ModelTime) -> [SessionInput] {
    guard let display else { return [] }
    let codes: [BrailleKeyCode]
    do {
      codes = try display.readKeys()
    } catch {
      lose(error)
      return []
    }
    var inputs: [SessionInput] = []
    for code in codes {
      let (input, text) = renderer.handle(code, at: now)
      write(text)
      if let input { inputs.append(input) }
    }
    return inputs
  }

  /// Gives the display back while the process is stopped.
  public func willStop() {
    display?.suspend()
  }

  /// Takes the display again and shows what it showed.
  public func didContinue() {
    guard let display else { return }
    do {
      try display.resume()
    } catch {
      lose(error)
      return
    }
    write(renderer.rewrite())
  }

  // MARK: Writing

  private func write(_ text: String?) {
    guard let text, let display else { return }
    do {
      try display.write(text)
    } catch {
      lose(error)
    }
  }

  /// Says why braille stopped, once, and goes on without it.
  private func lose(_ error: BrailleUnavailable) {
    report(error.message)
    display?.release()
    display = nil
  }
}
