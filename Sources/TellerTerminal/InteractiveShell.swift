import TellerApp
import TellerArguments
import TellerBank

/// Runs an interactive session on the process's standard streams.
public enum InteractiveShell {
  /// Runs a core to its end on standard input and output.
  ///
  /// With a script, its lines are the input. Otherwise, when standard input
  /// is a terminal, it is put into raw mode and read as keys; when it is
  /// not, it is read as lines. The terminal is restored on return and on
  /// every signal that ends the process. Records go to standard output, a
  /// batch at a time.
  ///
  /// - Parameters:
  ///   - core: the session's core, not yet started.
  ///   - renderer: how records become lines.
  ///   - clock: virtual or real time.
  ///   - script: the text of a script to run instead of reading standard input.
  ///   - errorsToStandardError: whether error records go to standard error,
  ///     as in linear output, rather than with the rest.
  ///   - observe: when given, receives every record, in order, after it is
  ///     written, as speech does.
  ///   - beginStep: when given, is told as each step begins (see
  ///     ``InteractiveLoop/run(source:realClock:writeError:observe:beginStep:write:)``).
  /// - Returns: the core's exit code.
  public static func run<Core: InteractiveCore>(
    _ core: Core, renderer: any OutputRenderer, clock: ClockMode, script: String? = nil,
    errorsToStandardError: Bool = false, observe: ((OutputRecord) -> Void)? = nil,
    beginStep: ((SessionInput?, ModelTime) -> Void)? = nil
  ) -> ExitCode {
    var realClock = SystemLoopClock()
    var writeError: ((String) -> Void)?
    if errorsToStandardError { writeError = { Shell.writeError($0) } }
    if let script {
      var loop = InteractiveLoop(
        core: core, renderer: renderer, clock: clock, inputStyle: .lines)
      var source = BytesSource(text: script)
      return loop.run(
        source: &source, realClock: &realClock, writeError: writeError, observe: observe,
        beginStep: beginStep, write: Shell.writeOut)
    }
    var style = InputStyle.lines
    if Shell.standardInputIsTerminal {
      do {
        try RawMode.enter(fileDescriptor: 0)
        style = .keys
      } catch {
        Shell.writeError("teller: \(error.message) Reading lines instead.\n")
      }
    }
    defer { RawMode.restore() }
    var loop = InteractiveLoop(core: core, renderer: renderer, clock: clock, inputStyle: style)
    var source = FileDescriptorSource(fileDescriptor: 0)
    return loop.run(
      source: &source, realClock: &realClock, writeError: writeError, observe: observe,
      beginStep: beginStep, write: Shell.writeOut)
  }

  /// Gathers what decides the output mode from the environment and
  /// standard output, with the `--ui` flag's value if given.
  public static func outputEnvironment(uiFlag: String?) -> OutputEnvironment {
    OutputEnvironment(
      uiFlag: uiFlag, tellerUI: Shell.environment("TELLER_UI"), term: Shell.environment("TERM"),
      noColor: Shell.environment("NO_COLOR"), stdoutIsTerminal: Shell.standardOutputIsTerminal)
  }
}
