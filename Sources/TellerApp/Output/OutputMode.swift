import TellerAccessibility
import TellerArguments

/// How the interactive session writes to standard output.
public enum OutputMode: String, Hashable, Sendable, CaseIterable {
  /// Plain lines for screen readers and pipes; errors on standard error.
  case linear
  /// One JSON object per line, errors included.
  case json

  /// The words `--ui` and `TELLER_UI` accept.
  public static let requestWords = ["auto", "linear", "json"]

  /// Decides the output mode.
  ///
  /// `--ui` wins over `TELLER_UI` (even `--ui auto`), and both win over
  /// detection. An empty `TELLER_UI` counts as unset. `auto` gives linear:
  /// the output for pipes, `TERM=dumb` and, until there is a full-screen
  /// view, terminals too.
  ///
  /// - Throws: ``UsageError`` naming `--ui` or `TELLER_UI` when the value
  ///   is not auto, linear or json.
  public static func decide(_ environment: OutputEnvironment) throws(UsageError) -> OutputMode {
    let request: String
    if let flag = environment.uiFlag {
      guard requestWords.contains(flag) else {
        throw UsageError(.notAChoice(option: "ui", choices: requestWords, value: flag))
      }
      request = flag
    } else if let variable = environment.tellerUI, !variable.isEmpty {
      let word = variable.lowercased()
      guard requestWords.contains(word) else {
        throw UsageError(
          .environmentNotAChoice(variable: "TELLER_UI", choices: requestWords, value: variable))
      }
      request = word
    } else {
      request = "auto"
    }
    return request == "json" ? .json : .linear
  }

  /// The presenter of this mode.
  ///
  /// - Parameters:
  ///   - timestamps: whether linear lines end with the model time.
  ///   - language: the language of the linear error prefix.
  ///   - output: standard output.
  ///   - errors: standard error, where linear output sends errors.
  public func presenter(
    timestamps: Bool, language: Language, output: TextOutput, errors: TextOutput
  ) -> any Presenter {
    switch self {
    case .json:
      return JSONPresenter(output: output)
    case .linear:
      let renderer = LinearRenderer(
        timestamps: timestamps, errorPrefix: Catalog(language: language).errorPrefix)
      return LinearPresenter(renderer: renderer, output: output, errors: errors)
    }
  }
}
