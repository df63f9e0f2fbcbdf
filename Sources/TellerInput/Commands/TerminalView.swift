/// What a terminal shows of a session: the full-screen view, or linear
/// text for screen readers. `m` switches between them while Teller runs.
public enum TerminalView: String, Hashable, Sendable, CaseIterable {
  /// The bank's screen drawn in the terminal, redrawn in place.
  case fullScreen
  /// Whole lines, appended, for Orca, BRLTTY and pipes.
  case linear

  /// The other view, which `m` switches to.
  public var other: TerminalView { self == .fullScreen ? .linear : .fullScreen }
}
