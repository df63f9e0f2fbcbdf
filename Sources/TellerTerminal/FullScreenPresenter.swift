import TellerFullScreen
import TellerFullScreenView
import TellerSession

/// Presents steps as the full-screen view: each step's screen laid out by
/// ``BankScreenView`` at the terminal's size and drawn by its changed
/// cells, the cursor parked on the focused element.
///
/// A resize lays the screen out again and draws it whole, as does a
/// continue after Ctrl-Z and a step caused by ``SessionCommand/redraw``
/// (Ctrl-L).
/// ``TerminalPresenter`` enters and leaves the full screen around it.
public struct FullScreenPresenter: Presenter {
  /// The terminal drawn on.
  public let terminal: FullScreenTerminal
  /// The view that makes the frames.
  public private(set) var view: BankScreenView

  /// Whether the screen changes only on bank events and keys: the work
  /// time stands still between events and nothing is redrawn per tick, so
  /// a screen reader reading the screen is not flooded.
  public let reducesMotion: Bool

  /// The size used when the terminal's cannot be read.
  public static let fallbackSize = Size(width: 80, height: 24)

  /// Creates a presenter on a terminal.
  ///
  /// - Parameter reducesMotion: change the screen only on bank events and
  ///   keys (`--reduce-motion`, or a screen reader reading the terminal);
  ///   otherwise the work time ticks 25 times a second while the bank works.
  public init(
    terminal: FullScreenTerminal = FullScreenTerminal(), appearance: Appearance,
    reducesMotion: Bool = false
  ) {
    self.terminal = terminal
    self.view = BankScreenView(appearance: appearance)
    self.reducesMotion = reducesMotion
  }

  /// The full screen's tick while the bank works, unless motion is reduced
  /// or the screen is not up.
  public var busyTickMilliseconds: Int32? {
    terminal.isActive && !reducesMotion
      ? InputLoop<Session>.busyTickMilliseconds : nil
  }

  /// Lays out the step's screen and draws what changed.
  ///
  /// - Throws: ``PresentationError`` when the terminal cannot be written.
  public mutating func present(_ step: SessionStep) throws(PresentationError) {
    guard terminal.isActive else { return }
    if terminal.takeResize() || step.cause == .command(.redraw) { terminal.invalidate() }
    let frame = view.frame(for: step, size: terminal.size ?? Self.fallbackSize)
    do {
      try terminal.draw(frame)
    } catch {
      throw PresentationError(error.problem)
    }
  }

  /// Leaves the full screen.
  public mutating func finish() throws(PresentationError) {
    terminal.leave()
  }
}
