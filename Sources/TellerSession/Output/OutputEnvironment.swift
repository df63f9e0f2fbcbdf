/// What decides the output mode: the `--ui` flag, the environment, whether
/// standard input and output are terminals, and whether a screen reader
/// runs for this user.
///
/// The shell gathers it; ``OutputDecision`` turns it into a mode without
/// touching the system.
public struct OutputEnvironment: Hashable, Sendable {
  /// The value of `--ui`, if given.
  public var uiFlag: String?
  /// The value of `TELLER_UI`, if set.
  public var tellerUI: String?
  /// Whether standard input is a terminal.
  public var inputIsTerminal: Bool
  /// Whether standard output is a terminal.
  public var outputIsTerminal: Bool
  /// The value of `TERM`, if set.
  public var term: String?
  /// The screen reader that reads this user's terminal, if one does
  /// (``ScreenReaderDetection``).
  public var screenReader: ScreenReader?
  /// Whether the user turned reduced motion on or off (`--reduce-motion`,
  /// `--reduce-motion=off`, `TELLER_REDUCE_MOTION`, or the configuration
  /// file), or nil when the user left it to detection.
  public var reduceMotion: Bool?

  /// Creates an environment; the defaults are a pipe with nothing set.
  public init(
    uiFlag: String? = nil, tellerUI: String? = nil, inputIsTerminal: Bool = false,
    outputIsTerminal: Bool = false, term: String? = nil, screenReader: ScreenReader? = nil,
    reduceMotion: Bool? = nil
  ) {
    self.uiFlag = uiFlag
    self.tellerUI = tellerUI
    self.inputIsTerminal = inputIsTerminal
    self.outputIsTerminal = outputIsTerminal
    self.term = term
    self.screenReader = screenReader
    self.reduceMotion = reduceMotion
  }

  /// Whether the terminal can show the full-screen view: standard input
  /// and output are terminals, and `TERM` is not `dumb`.
  public var canShowFullScreen: Bool { inputIsTerminal && outputIsTerminal && term != "dumb" }
}
