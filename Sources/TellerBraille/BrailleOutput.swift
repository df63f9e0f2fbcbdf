import TellerAccessibility
import TellerBank
import TellerBrailleModel
import TellerSession
import TellerWording

/// Braille for a session: a presenter that shows each step on a braille
/// display, and an input source that turns the display's keys into
/// session input.
///
/// - ``start(_:language:report:)`` connects to BRLTTY and loads the braille
///   table on threads of their own (``BrailleConnector``), so the session
///   starts without waiting; steps presented meanwhile are kept in the
///   renderer, and the display shows the state of things as soon as it is
///   held. When BRLTTY does not answer within
///   ``BrailleConnection/answerTimeoutMilliseconds``, one line says so.
/// - ``present(_:)`` hands each step to the pure ``BrailleRenderer`` and
///   writes the display when what it should show has changed: the focused
///   element's line; what the user asked to hear and assertive
///   announcements, flashed until their time is up (``nextDeadline``),
///   the next key, or a focus move; polite announcements as a mark in the
///   status cell.
/// - ``takeInputs(at:)`` reads the keys pressed: pans, a return to focus
///   and the status cell change the display alone; line up and down,
///   routing keys and keyboard keys come back as input for the session.
/// - ``willStop()`` gives the display back while the process is stopped
///   (Ctrl-Z) and ``didContinue()`` takes it again and shows the line.
/// - ``finish()`` gives the display back for good; at the end of input it
///   first waits (at most the time limit) for a connection still being
///   made, so a script's last line reaches the display, and after `q` it
///   waits for nothing.
///
/// When the display goes away (BRLTTY quits), one line says so and the
/// session goes on without braille: presenting never fails.
public final class BrailleOutput: Presenter, InputSource {
  /// What connecting makes: the display held, its translator, and a line
  /// to say about the translator.
  struct Ready: Sendable {
    let connection: BrailleConnection
    let translator: any BrailleTranslator
    let notice: EdgeNotice?
  }

  /// The width the renderer assumes until the display is found.
  static let assumedWidth = 40

  private var display: (any BrailleDisplay)?
  private var connector: BrailleConnector<Ready>?
  private var renderer: BrailleRenderer
  private var endedByInput = false
  private let report: (EdgeNotice) -> Void

  /// Creates braille on a display, such as a fake in tests.
  ///
  /// - Parameters:
  ///   - display: the display, already claimed.
  ///   - flashDuration: how long an announcement flashes; zero keeps it
  ///     until the next key.
  ///   - translator: what turns lines into cells; computer braille by
  ///     default.
  ///   - report: takes why braille stopped, to be shown where the user
  ///     sees it.
  public init(
    display: any BrailleDisplay, flashDuration: ModelTime,
    translator: any BrailleTranslator = ComputerBraille(),
    report: @escaping (EdgeNotice) -> Void
  ) {
    self.display = display
    self.renderer = BrailleRenderer(
      width: display.width, flashDuration: flashDuration, translator: translator)
    self.report = report
  }

  private init(
    connector: BrailleConnector<Ready>, flashDuration: ModelTime,
    report: @escaping (EdgeNotice) -> Void
  ) {
    self.connector = connector
    self.renderer = BrailleRenderer(width: Self.assumedWidth, flashDuration: flashDuration)
    self.report = report
  }

  /// Starts connecting to BRLTTY, claiming the display and loading the
  /// language's braille table when the options ask for braille, and
  /// returns at once.
  ///
  /// - Parameters:
  ///   - options: the braille options.
  ///   - catalog: the session's catalog, whose language chooses the
  ///     default table (``TellerSession/BrailleOptions/table(for:)``) and
  ///     whose words a display that cannot show the language shows.
  ///   - report: takes why braille is off, or what it shows instead, to be
  ///     shown where the user sees it.
  /// - Returns: nil when braille is not asked for. Otherwise the output;
  ///   if braille cannot be shown (BrlAPI is not installed, BRLTTY is not
  ///   running or does not answer, it has no display), one line on
  ///   standard error will say why, and the session goes on without.
  public static func start(
    _ options: BrailleOptions, catalog: Catalog = .english,
    report: @escaping (EdgeNotice) -> Void
  ) -> BrailleOutput? {
    guard options.isEnabled else { return nil }
    // Loading BrlAPI waits for nothing, so a missing library is said at
    // once, before the session's first line.
    let library: BrlAPILibrary
    do throws(BrailleUnavailable) {
      library = try BrlAPILibrary()
    } catch {
      report(error.notice)
      return nil
    }
    let timeout = BrailleUnavailable(
      BrailleConnection.noAnswer(from: BrailleConnection.configuredHost))
    let connector = BrailleConnector<Ready>(
      timeoutMilliseconds: BrailleConnection.answerTimeoutMilliseconds, timeout: timeout,
      discard: { $0.connection.release() }
    ) {
      do throws(BrailleUnavailable) {
        let connection = try BrailleConnection.connect(library: library)
        let choice = BrailleTranslatorChoice(options, catalog: catalog)
        return .made(
          Ready(connection: connection, translator: choice.translator, notice: choice.notice))
      } catch {
        return .failed(error)
      }
    }
    return BrailleOutput(
      connector: connector, flashDuration: options.flashDuration, report: report)
  }

  /// Whether a display is still held.
  public var isShowing: Bool { display != nil }

  // MARK: Presenter

  /// Shows a step: writes the display if what it should show changed.
  public func present(_ step: SessionStep) {
    endedByInput = step.cause == .endOfInput
    takeConnection()
    guard display != nil || connector != nil else { return }
    write(renderer.present(step))
  }

  /// When the flash showing ends, so the loop wakes to take it away.
  public var nextDeadline: ModelTime? {
    display == nil && connector == nil ? nil : renderer.nextDeadline
  }

  /// How much longer than the connector's own time limit ``finish()``
  /// waits at the end of input: the connector gives its outcome (a display,
  /// or that BRLTTY did not answer) by its limit, which counts from the
  /// start, but a busy machine may run its watchdog late, and the line
  /// saying BRLTTY did not answer must not be lost to that.
  static let finishSlackMilliseconds = 1_000

  /// Gives the display back to BRLTTY. At the end of input, a connection
  /// still being made is waited for first (until the connector gives its
  /// outcome, at most the time limit and ``finishSlackMilliseconds``) and
  /// shown, or why not said; otherwise it is given up.
  public func finish() {
    if let connector {
      if endedByInput,
        let outcome = connector.wait(
          milliseconds: BrailleConnection.answerTimeoutMilliseconds
            + BrailleOutput.finishSlackMilliseconds)
      {
        adopt(outcome)
      }
      connector.abandon()
      self.connector = nil
    }
    display?.release()
    display = nil
  }

  // MARK: InputSource

  /// The display's connection, to wait on for keys; while connecting, the
  /// connector's pipe, which wakes the loop when the display is ready; -1
  /// without either.
  public var fileDescriptor: Int32 {
    display?.fileDescriptor ?? connector?.fileDescriptor ?? -1
  }

  /// Reads the keys pressed, changes the display for those it handles
  /// itself, and returns the session's input for the rest.
  public func takeInputs(at now: ModelTime) -> [SessionInput] {
    takeConnection()
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

  // MARK: Connecting

  /// Takes the connection if it is ready, without waiting.
  private func takeConnection() {
    guard let connector, let outcome = connector.take() else { return }
    adopt(outcome)
  }

  /// Shows braille on the display connecting made, or says why there is
  /// none.
  private func adopt(_ outcome: BrailleConnector<Ready>.Outcome) {
    connector = nil
    switch outcome {
    case .failed(let error):
      report(error.notice)
    case .made(let ready):
      display = ready.connection
      ready.connection.shutDownOnEndingSignals()
      if let notice = ready.notice { report(notice) }
      _ = renderer.use(ready.translator, width: ready.connection.width)
      write(renderer.rewrite())
    }
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
    report(error.notice)
    display?.release()
    display = nil
  }
}
