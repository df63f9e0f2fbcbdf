import TellerApp
import TellerFullScreen

/// Presents a session at a terminal as the user chooses with `m`: the
/// full-screen view, or linear text for screen readers.
///
/// Each step's ``ScreenView/terminalView`` says which; on a change the
/// full screen is entered or left (raw mode and bracketed paste stay on
/// either way), and the step is presented by the view now showing. When
/// the full screen cannot be entered, one line on standard error says why
/// and linear text goes on. (Ctrl-Z, ``SessionCommand/suspend``, is the
/// ``InteractiveLoop``'s to carry out, once every presenter has shown its
/// step.)
public struct TerminalPresenter: Presenter {
  /// Linear text.
  public var linear: any Presenter
  /// The full-screen view.
  public var fullScreen: FullScreenPresenter
  /// What is showing now.
  public private(set) var showing: TerminalView = .linear
  private var refused = false
  private let report: (String) -> Void

  /// Creates a presenter that starts in whichever view the first step asks for.
  ///
  /// - Parameters:
  ///   - linear: the linear presenter.
  ///   - fullScreen: the full-screen presenter.
  ///   - report: where the line goes when the full screen cannot be entered.
  public init(
    linear: any Presenter, fullScreen: FullScreenPresenter,
    report: @escaping (String) -> Void = Shell.writeError
  ) {
    self.linear = linear
    self.fullScreen = fullScreen
    self.report = report
  }

  /// Switches view if the step asks for the other one, then presents the
  /// step.
  public mutating func present(_ step: SessionStep) throws(PresentationError) {
    show(step.screen.terminalView ?? .linear)
    switch showing {
    case .fullScreen: try fullScreen.present(step)
    case .linear: try linear.present(step)
    }
  }

  /// Leaves the full screen if it is up, then finishes linear text.
  public mutating func finish() throws(PresentationError) {
    try fullScreen.finish()
    try linear.finish()
  }

  private mutating func show(_ wanted: TerminalView) {
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
        report("teller: \(error.message)\n")
      }
    case .linear:
      fullScreen.terminal.leave()
      showing = .linear
    }
  }
}
