import TellerArguments
import TellerSession
import TellerWording

/// Runs an interactive session on the process's standard streams.
public enum TerminalShell {
  /// Runs a core to its end on standard input, handing every step to a
  /// presenter.
  ///
  /// With a script, its lines are the input. Otherwise, when standard input
  /// is a terminal, it is put into raw mode and read as keys, with
  /// bracketed paste on (unless `TERM=dumb`) so a paste never runs as keys;
  /// when it is not, it is read as lines. The terminal is restored on
  /// return and on every signal that ends the process. When output cannot
  /// be written, the session stops, one line on standard error says why
  /// (unless the presenter already said it), every presenter is still
  /// finished (the full screen left, and what it kept off the screen
  /// written out), and the exit status is 74; when the reader of its output
  /// goes away (a broken pipe), the session stops quietly with the status it
  /// had.
  ///
  /// Other input sources, such as a braille display's keys, are read
  /// beside standard input; while there are any, every stop (SIGTSTP from
  /// outside, or Ctrl-Z read as a key) is carried out by the loop
  /// (``TerminalSuspension``), so each lets go of what it holds before the
  /// process stops and takes it back after. Without them, Ctrl-Z read as a
  /// key raises SIGTSTP, whose handler restores the terminal and stops.
  ///
  /// - Parameters:
  ///   - core: the session's core, not yet started.
  ///   - presenter: the session's outputs, such as linear text and speech.
  ///   - clock: virtual or real time.
  ///   - catalog: the session's catalog, in which its own lines on standard
  ///     error are worded (raw mode refused, output that failed).
  ///   - script: the text of a script to run instead of reading standard input.
  ///   - inputSources: input besides standard input, such as a braille
  ///     display's keys.
  /// - Returns: the core's exit code, or 74 after a failed write other than
  ///   a broken pipe.
  public static func run<Core: SessionCore>(
    _ core: Core, presenter: some Presenter, clock: ClockMode, catalog: Catalog,
    script: String? = nil, inputSources: [any InputSource] = []
  ) -> ExitCode {
    var presenter = presenter
    var realClock = SystemLoopClock()
    var status: ExitCode
    var finished = false
    do throws(PresentationError) {
      if let script {
        var loop = InputLoop(core: core, clock: clock, inputStyle: .lines)
        loop.inputSources = inputSources
        var source = BytesSource(text: script)
        status = try loop.runUntilBrokenPipe(&source, realClock: &realClock, presenter: &presenter)
      } else {
        var style = InputStyle.lines
        var wake: Int32 = -1
        if Shell.standardInputIsTerminal {
          do {
            try RawMode.enter(fileDescriptor: 0)
            style = .keys
            wake = TerminalWake.readDescriptor
            if Shell.environment("TERM") != "dumb" {
              RawMode.enableBracketedPaste(on: Shell.standardOutputIsTerminal ? 1 : 0)
            }
          } catch {
            Shell.writeError(
              Catalog.standardErrorLine(catalog[.readingLinesInstead(error.problem)]))
          }
        }
        defer { RawMode.restore() }
        var loop = InputLoop(core: core, clock: clock, inputStyle: style)
        var source = FileDescriptorSource(fileDescriptor: 0, wakeFileDescriptor: wake)
        let stopsInLoop = !inputSources.isEmpty
        if stopsInLoop {
          loop.inputSources = inputSources
          loop.suspension = TerminalSuspension.begin()
          source.wakeFileDescriptor = TerminalWake.readDescriptor
        } else if style == .keys {
          loop.suspension = TerminalSuspension.inSignalHandler
        }
        defer { if stopsInLoop { TerminalSuspension.end() } }
        status = try loop.runUntilBrokenPipe(&source, realClock: &realClock, presenter: &presenter)
      }
      finished = true
      try presenter.finish()
    } catch {
      // A broken pipe ends quietly; a presenter that said why already is
      // not repeated.
      status =
        error.isReported ? error.exitCode : Shell.outputFailed(error, status: .success, in: catalog)
      // A presenter that failed mid-session still finishes the others, so
      // speech stops and a recording is closed; what they throw now adds
      // nothing to the first failure.
      if !finished { try? presenter.finish() }
    }
    return status
  }

  /// Standard output, for presenters: a failed write throws.
  public static var standardOutput: TextOutput {
    TextOutput { text throws(PresentationError) in
      try Shell.write(text, to: 1, named: .standardOutput)
    }
  }

  /// Standard error, for presenters: a failed write throws.
  public static var standardError: TextOutput {
    TextOutput { text throws(PresentationError) in
      try Shell.write(text, to: 2, named: .standardError)
    }
  }

  /// Gathers what decides the output mode from the environment, with the
  /// `--ui` flag's value if given and the user's `--reduce-motion` setting:
  /// `TELLER_UI`, `TERM`, whether standard input and output are terminals
  /// and, at a terminal that can show the full screen, whether a screen
  /// reader reads it, when that can change anything: `auto` then starts
  /// linear, and the full screen, if chosen, reduces its motion unless the
  /// user set it. Pipes, JSON, `linear` and a `tui` whose motion the user
  /// set never walk `/proc`.
  public static func outputEnvironment(
    uiFlag: String?, reduceMotion: Bool? = nil
  ) -> OutputEnvironment {
    var environment = OutputEnvironment(
      uiFlag: uiFlag, tellerUI: Shell.environment("TELLER_UI"),
      inputIsTerminal: Shell.standardInputIsTerminal,
      outputIsTerminal: Shell.standardOutputIsTerminal, term: Shell.environment("TERM"),
      reduceMotion: reduceMotion)
    let request = try? OutputDecision.request(in: environment)
    let detectionMatters =
      request == "auto" || (request == OutputDecision.fullScreenWord && reduceMotion == nil)
    if environment.canShowFullScreen, detectionMatters {
      environment.screenReader = ScreenReaderCheck.running()
    }
    return environment
  }
}

extension InputLoop {
  /// Runs the session; when output meets a broken pipe, stops there
  /// quietly and returns the core's exit code as it stood.
  fileprivate mutating func runUntilBrokenPipe<Source: ByteSource, Output: Presenter>(
    _ source: inout Source, realClock: inout SystemLoopClock, presenter: inout Output
  ) throws(PresentationError) -> ExitCode {
    do {
      return try run(source: &source, realClock: &realClock, presenter: &presenter)
    } catch  where error.isBrokenPipe {
      return core.exitCode
    }
  }
}
