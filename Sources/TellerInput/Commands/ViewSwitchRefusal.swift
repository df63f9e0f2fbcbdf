/// Why `m` does not switch to the full-screen view, so Teller can say the
/// real reason, not just that a terminal is needed.
public enum ViewSwitchRefusal: Hashable, Sendable {
  /// Linear output was asked for, and is kept: by the setting named, such
  /// as `--ui linear` or `TELLER_UI=linear`.
  case linearKept(by: String)
  /// Output is JSON events, which have no full-screen view.
  case jsonOutput
  /// `TERM` is `dumb`: the terminal cannot draw the full screen.
  case dumbTerminal
  /// Standard input or output is not a terminal.
  case notATerminal
}
