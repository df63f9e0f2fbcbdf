import TellerArguments

/// The output mode and whether colour may be used.
public struct OutputChoice: Hashable, Sendable {
  /// The mode.
  public var mode: OutputMode
  /// Whether colour escape codes may be used (full screen only; linear and
  /// JSON never use them).
  public var color: Bool

  /// Creates a choice.
  public init(mode: OutputMode, color: Bool) {
    self.mode = mode
    self.color = color
  }

  /// The words `--ui` and `TELLER_UI` accept.
  public static let requestWords = ["auto", "linear", "json"]

  /// Decides the output mode.
  ///
  /// `--ui` wins over `TELLER_UI` (even `--ui auto`), and both win over
  /// detection. An empty `TELLER_UI` counts as unset. `auto` gives linear
  /// when standard output is not a terminal or `TERM` is unset, empty or
  /// `dumb`; otherwise full screen when it is available, else linear.
  /// Colour needs a terminal, a `TERM` other than `dumb`, no non-empty
  /// `NO_COLOR`, and a mode other than JSON.
  ///
  /// - Throws: ``UsageError`` naming `--ui` or `TELLER_UI` when the value
  ///   is not auto, linear or json.
  public static func decide(
    _ environment: OutputEnvironment, fullScreenAvailable: Bool = false
  ) throws(UsageError) -> OutputChoice {
    let request: String
    if let flag = environment.uiFlag {
      guard requestWords.contains(flag) else {
        throw UsageError(
          "--ui must be one of \(requestWords.joined(separator: ", ")); got '\(visibleText(flag))'."
        )
      }
      request = flag
    } else if let variable = environment.tellerUI, !variable.isEmpty {
      let word = variable.lowercased()
      guard requestWords.contains(word) else {
        throw UsageError(
          "TELLER_UI must be one of \(requestWords.joined(separator: ", ")); got '\(visibleText(variable))'."
        )
      }
      request = word
    } else {
      request = "auto"
    }
    let term = environment.term ?? ""
    let capableTerminal = environment.stdoutIsTerminal && !term.isEmpty && term != "dumb"
    let mode: OutputMode
    switch request {
    case "linear": mode = .linear
    case "json": mode = .json
    default: mode = capableTerminal && fullScreenAvailable ? .fullScreen : .linear
    }
    let noColor = !(environment.noColor ?? "").isEmpty
    return OutputChoice(mode: mode, color: capableTerminal && !noColor && mode != .json)
  }
}
