import TellerAccessibility
import TellerArguments
import TellerWording

/// How the interactive session presents itself on standard output.
public enum OutputMode: String, Hashable, Sendable, CaseIterable {
  /// Plain lines for screen readers and pipes; errors on standard error.
  case linear
  /// One JSON object per line, errors included (and each error as a plain
  /// line on standard error too).
  case json
  /// The bank's screen drawn in the terminal (the shell's terminal
  /// presenter), with linear text one key (`m`) away.
  case fullScreen

  /// The words `--ui` and `TELLER_UI` accept.
  public static var requestWords: [String] { OutputDecision.requestWords }

  /// Decides the output mode; see ``OutputDecision``.
  ///
  /// - Throws: ``UsageError`` naming `--ui` or `TELLER_UI` when the value
  ///   is not auto, linear, json or tui.
  public static func decide(_ environment: OutputEnvironment) throws(UsageError) -> OutputMode {
    try OutputDecision(environment).mode
  }

  /// The text presenter of this mode: JSON, or linear lines for linear
  /// mode and for the full-screen view's linear mode.
  ///
  /// - Parameters:
  ///   - timestamps: whether linear lines end with the model time.
  ///   - catalog: the words of the linear error prefix.
  ///   - output: standard output.
  ///   - errors: standard error, where linear output sends errors, and
  ///     JSON a plain line of each error beside its event.
  public func presenter(
    timestamps: Bool, catalog: Catalog, output: TextOutput, errors: TextOutput
  ) -> any Presenter {
    let renderer = LinearRenderer(timestamps: timestamps, errorPrefix: catalog[.errorPrefix])
    switch self {
    case .json:
      return JSONPresenter(output: output, errors: errors, errorRenderer: renderer)
    case .linear, .fullScreen:
      return LinearPresenter(renderer: renderer, output: output, errors: errors)
    }
  }
}
