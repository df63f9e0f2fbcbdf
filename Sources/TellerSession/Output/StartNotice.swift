import TellerWording

/// What Teller says on standard error before the session starts, as data:
/// why it presents differently from what was asked or expected, and the
/// settings that undo what detection chose.
///
/// The shell writes it (``standardError(_:)``) and hands the value to the
/// session, which words it again to pace itself by what a screen reader
/// reads first (``heard(_:)``): no worded line goes from one to the other.
public struct StartNotice: Hashable, Sendable {
  /// Why Teller presents differently.
  public var notice: OutputDecision.Notice
  /// The settings that undo what detection chose, as typed on the command
  /// line (``OutputDecision/overrides``).
  public var overrides: [String]

  /// Creates a notice.
  public init(_ notice: OutputDecision.Notice, overrides: [String]) {
    self.notice = notice
    self.overrides = overrides
  }

  /// The notice's lines in a catalog's language: a detection's notice
  /// says, in a second line, which settings start Teller otherwise.
  public func lines(_ catalog: Catalog) -> [String] {
    switch notice {
    case .screenReaderRunning(let reader):
      [catalog.screenReaderKeepsLinear(reader), catalog.detectionOverrides(overrides)]
    case .screenReaderReducesMotion(let reader):
      [
        catalog[.screenReaderReducesMotion(reader: reader.displayName)],
        catalog.detectionOverrides(overrides),
      ]
    case .fullScreenNeedsTerminal: [catalog[.fullScreenNeedsTerminal]]
    }
  }

  /// The notice as standard error shows it: each line after `teller: `.
  public func standardError(_ catalog: Catalog) -> String {
    lines(catalog).map(Catalog.standardErrorLine).joined()
  }

  /// What a screen reader reads of standard error's lines, before the
  /// welcome: the lines without their last line end.
  public func heard(_ catalog: Catalog) -> String {
    lines(catalog).map { Catalog.programPrefix + $0 }.joined(separator: "\n")
  }
}
