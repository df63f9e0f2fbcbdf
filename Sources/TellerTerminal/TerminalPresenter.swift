import TellerFullScreen
import TellerInput
import TellerSession
import TellerWording

/// Presents a session at a terminal as the user chooses with `m`: the
/// full-screen view, or linear text for screen readers.
///
/// Each step's ``SessionScreen/terminalView`` says which; on a change the
/// full screen is entered or left (raw mode and bracketed paste stay on
/// either way), and the step is presented by the view now showing. When
/// the full screen cannot be entered, one line on standard error says why
/// and linear text goes on. (Ctrl-Z, ``SessionCommand/suspend``, is the
/// ``InputLoop``'s to carry out, once every presenter has shown its
/// step.)
public struct TerminalPresenter: Presenter {
  /// Linear text.
  public var linear: any Presenter
  /// The full-screen view.
  public var fullScreen: FullScreenPresenter
  /// What is showing now.
  public private(set) var showing: TerminalView = .linear
  private var refused = false
  private let report: ((OutputProblem) -> Void)?
  /// Whether the linear text has been cleared under the screen curtain.
  private var curtainDrawn = false
  private let clearScreen: () throws(PresentationError) -> Void

  /// Creates a presenter that starts in whichever view the first step asks for.
  ///
  /// - Parameters:
  ///   - linear: the linear presenter.
  ///   - fullScreen: the full-screen presenter.
  ///   - report: takes why the full screen cannot be entered; by default
  ///     one line on standard error says it, in the words of the step's
  ///     catalog.
  ///   - clearScreen: clears the terminal for the screen curtain in linear
  ///     mode; by default the visible screen, its lines kept in the
  ///     history, the cursor home.
  public init(
    linear: any Presenter, fullScreen: FullScreenPresenter,
    report: ((OutputProblem) -> Void)? = nil,
    clearScreen: @escaping () throws(PresentationError) -> Void = TerminalPresenter.clearTerminal
  ) {
    self.linear = linear
    self.fullScreen = fullScreen
    self.report = report
    self.clearScreen = clearScreen
  }

  /// Switches view if the step asks for the other one, then presents the
  /// step.
  ///
  /// In linear mode the screen curtain (`c`) clears the terminal and
  /// leaves one line, "Screen curtain on", so whoever looks sees why it is
  /// blank; then nothing is printed, errors included, while speech and
  /// braille go on, until `c` again says "Screen curtain off" and output
  /// comes back. What was missed is not repeated: the curtain is for those
  /// who follow Teller's own speech or braille, which missed nothing.
  public mutating func present(_ step: SessionStep) throws(PresentationError) {
    show(step.screen.terminalView ?? .linear, catalog: step.screen.catalog)
    switch showing {
    case .fullScreen:
      curtainDrawn = false
      try fullScreen.present(step)
    case .linear:
      guard step.screen.screenCurtain else {
        curtainDrawn = false
        try linear.present(step)
        return
      }
      if !curtainDrawn {
        try clearScreen()
        curtainDrawn = true
      }
      // Only the curtain's own answer shows.
      if step.cause == .command(.screenCurtain) { try linear.present(step) }
    }
  }

  /// Blanks the terminal's visible screen on standard output, its lines
  /// scrolled into the history, which is kept (``CurtainBlanking``), and
  /// puts the cursor home.
  public static func clearTerminal() throws(PresentationError) {
    let rows = FullScreenTerminal.size(of: 1)?.height
    try Shell.write(CurtainBlanking.sequence(rows: rows), to: 1, named: .standardOutput)
    RestingLines.lineStartsAfresh()
  }

  /// The full screen's tick while it shows; linear text needs none.
  public var busyTickMilliseconds: Int32? {
    showing == .fullScreen ? fullScreen.busyTickMilliseconds : linear.busyTickMilliseconds
  }

  /// Leaves the full screen if it is up, then finishes linear text.
  public mutating func finish() throws(PresentationError) {
    try fullScreen.finish()
    try linear.finish()
  }

  private mutating func show(_ wanted: TerminalView, catalog: Catalog) {
    guard wanted != showing else {
      refused = false
      return
    }
    switch wanted {
    case .fullScreen:
      guard !refused else { return }
      do {
        try fullScreen.terminal.enter()
        showing = .fullScreen
      } catch {
        refused = true
        if let report {
          report(error.problem)
        } else {
          Shell.writeError(Catalog.standardErrorLine(error.message(in: catalog)))
        }
      }
    case .linear:
      fullScreen.terminal.leave()
      showing = .linear
    }
  }
}
