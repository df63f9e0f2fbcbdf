import TellerArguments
import TellerInput
import TellerWording

/// How the interactive session presents itself, decided from the
/// ``OutputEnvironment``: the mode, what the terminal shows first, and the
/// one line that says why when Teller did not do what was asked or
/// expected.
///
/// `--ui` wins over `TELLER_UI` (even `--ui auto`), and both win over
/// detection. An empty `TELLER_UI` counts as unset.
/// - `json` writes NDJSON events; `linear` writes lines and keeps linear for
///   good: at a terminal, `m` says why it does not switch.
/// - `tui` asks for the full-screen view. Where the terminal cannot show
///   it (standard input or output is not a terminal, or `TERM=dumb`), output
///   is linear and a notice says so.
/// - `auto` chooses the full-screen view at a terminal, unless a screen
///   reader reads this user's terminal (``ScreenReaderDetection``): then
///   linear, and a notice names it, the key that switches, and the
///   settings that start otherwise.
///
/// A screen reader also reduces the full screen's motion, unless the user
/// set `--reduce-motion` either way (``OutputEnvironment/reduceMotion``);
/// when the full screen was asked for, a notice says so, and how to keep
/// the motion.
public struct OutputDecision: Hashable, Sendable {
  /// Why Teller presents differently from what was asked or expected.
  public enum Notice: Hashable, Sendable {
    /// `auto` stayed linear because this screen reader reads the terminal.
    case screenReaderRunning(ScreenReader)
    /// `tui` was asked for with this screen reader reading the terminal,
    /// which reduced the full screen's motion.
    case screenReaderReducesMotion(ScreenReader)
    /// `tui` was asked for where the terminal cannot show it.
    case fullScreenNeedsTerminal
  }

  /// The mode.
  public var mode: OutputMode
  /// What the terminal shows first; nil when the terminal cannot show the
  /// full screen or output is JSON. Linear text at a terminal, asked for
  /// or not, is `.linear`: its cursor rests on the newest line, its pace
  /// follows the screen reader, and the screen curtain clears it.
  public var terminalView: TerminalView?
  /// Why `m` does not switch, or nil when it does: when ``terminalView``
  /// is nil, and when linear was asked for.
  public var viewSwitchRefusal: ViewSwitchRefusal?
  /// Whether the full screen changes only on bank events and keys: as the
  /// user set it, or else when a screen reader reads the terminal.
  public var reducesMotion: Bool
  /// Whether detection, not the user, reduced the motion.
  public var motionReducedByDetection: Bool
  /// The notice to give, if any.
  public var notice: Notice?

  /// The words `--ui` and `TELLER_UI` accept.
  public static let requestWords = ["auto", "linear", "json", fullScreenWord]

  /// Decides.
  ///
  /// - Throws: ``UsageError`` naming `--ui` or `TELLER_UI` when the value
  ///   is not one of ``requestWords``.
  public init(_ environment: OutputEnvironment) throws(UsageError) {
    let request = try Self.request(in: environment)
    let terminal = environment.canShowFullScreen
    notice = nil
    switch request {
    case "json":
      mode = .json
    case "tui" where !terminal:
      mode = .linear
      notice = .fullScreenNeedsTerminal
    case "tui":
      mode = .fullScreen
    case "auto" where terminal:
      if let reader = environment.screenReader {
        mode = .linear
        notice = .screenReaderRunning(reader)
      } else {
        mode = .fullScreen
      }
    default:
      mode = .linear
    }
    motionReducedByDetection = environment.reduceMotion == nil && environment.screenReader != nil
    reducesMotion = environment.reduceMotion ?? motionReducedByDetection
    if mode == .fullScreen, motionReducedByDetection, let reader = environment.screenReader {
      notice = .screenReaderReducesMotion(reader)
    }
    switch (mode, terminal) {
    case (.fullScreen, _): terminalView = .fullScreen
    case (.linear, true): terminalView = .linear
    default: terminalView = nil
    }
    if mode == .json {
      viewSwitchRefusal = .jsonOutput
    } else if request == "linear" && terminal {
      viewSwitchRefusal = .linearKept(
        by: environment.uiFlag != nil ? "--ui linear" : "TELLER_UI=linear")
    } else if terminalView != nil {
      viewSwitchRefusal = nil
    } else if environment.inputIsTerminal && environment.outputIsTerminal {
      viewSwitchRefusal = .dumbTerminal
    } else {
      viewSwitchRefusal = .notATerminal
    }
  }

  /// What the flag or `TELLER_UI` asks for: one of ``requestWords``,
  /// `auto` when neither is given. The shell asks this first, so that it
  /// looks for a screen reader only when the answer can matter.
  ///
  /// - Throws: ``UsageError`` naming `--ui` or `TELLER_UI` when the value
  ///   is not one of ``requestWords``.
  public static func request(in environment: OutputEnvironment) throws(UsageError) -> String {
    if let flag = environment.uiFlag {
      guard Self.requestWords.contains(flag) else {
        throw UsageError(.notAChoice(option: "ui", choices: Self.requestWords, value: flag))
      }
      return flag
    } else if let variable = environment.tellerUI, !variable.isEmpty {
      let word = variable.lowercased()
      guard Self.requestWords.contains(word) else {
        throw UsageError(
          .environmentNotAChoice(variable: "TELLER_UI", choices: Self.requestWords, value: variable)
        )
      }
      return word
    } else {
      return "auto"
    }
  }

  /// The notice with the settings that undo what detection chose, if
  /// there is a notice.
  public var startNotice: StartNotice? {
    notice.map { StartNotice($0, overrides: overrides) }
  }

  /// The notice's lines in a language, if there is a notice
  /// (``StartNotice/lines(_:)``).
  public func noticeLines(_ catalog: Catalog) -> [String] {
    startNotice?.lines(catalog) ?? []
  }

  /// The settings that undo what detection chose, as typed on the command
  /// line: `--ui tui` when it kept linear output, `--reduce-motion=off`
  /// when it reduced the motion.
  public var overrides: [String] {
    var settings: [String] = []
    if isKeptLinearByDetection {
      settings.append("--\(SessionOptionTable.ui.name) \(Self.fullScreenWord)")
    }
    if motionReducedByDetection {
      let off = ConfigDefaults.flagWords.off[0]
      settings.append("--\(SessionOptionTable.reduceMotion.name)=\(off)")
    }
    return settings
  }

  /// The word of `--ui` that asks for the full screen.
  public static let fullScreenWord = "tui"

  private var isKeptLinearByDetection: Bool {
    if case .screenReaderRunning = notice { return true }
    return false
  }
}
