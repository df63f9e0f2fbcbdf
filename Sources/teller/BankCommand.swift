import TellerArguments
import TellerBraille
import TellerCommands
import TellerFullScreen
import TellerSession
import TellerSpeech
import TellerSpeechModel
import TellerTerminal
import TellerWording

/// Runs `teller`, the interactive bank: the full-screen view, linear text
/// or JSON, with speech and braille beside any of them.
///
/// Keys are read in raw mode when standard input is a terminal; otherwise
/// each line is a command. At a terminal that can show it, the full-screen
/// view and linear text are one key (`m`) apart; `--ui` and `TELLER_UI`
/// choose which comes first (see ``OutputDecision``), and a screen reader
/// running for the user keeps `auto` linear, with one line saying so. The
/// terminal is restored on every exit path.
///
/// Presenters take each step in one order: the terminal's view (full
/// screen or linear text) or JSON, then speech, then braille.
///
/// - With `--speech` or `--speech-wav`, speech presents every step too:
///   Escape silences it, the end of piped input lets it finish, and `q` or
///   `quit` stops it at once. A `--speech-wav` file that cannot be created
///   exits 73 before the session starts; one that cannot be written exits
///   74; a `--voice` eSpeak NG lacks, when it is the engine asked for,
///   exits 64.
/// - With `--sounds on` (or `mono`), sound icons play beside the speech and
///   are mixed into the recording; with no speech asked for, they play
///   live alone.
/// - With `--braille` (or `TELLER_BRAILLE=1`), a braille display shows the
///   focused element, flashes what the user asked to hear and marks polite
///   announcements in its status cell, and its keys are input too, whether
///   keys or lines come from standard input. The session starts without
///   waiting for BRLTTY. When BRLTTY or BrlAPI is missing, or BRLTTY does
///   not answer, one line says so and the session runs without braille. A
///   `--braille-table` liblouis cannot find exits 64 before the session.
/// - Why speech or braille is off comes from the edge as an
///   ``EdgeNotice``, worded here for standard error and handed, through a
///   ``NoticeInbox``, to the session, which words and announces it in the
///   full-screen view (its status line shows it).
enum BankCommand: TellerCommand {
  static let spec = CommandTable.root

  static func run(_ arguments: ParsedArguments, catalog: Catalog) throws(UsageError) -> ExitCode {
    let reduceMotion = try SessionOptionTable.reduceMotion.setting(
      in: arguments, environment: Shell.environment)
    let environment = TerminalShell.outputEnvironment(
      uiFlag: arguments[SessionOptionTable.ui], reduceMotion: reduceMotion)
    let decision = try OutputDecision(environment)
    var settings = try sessionSettings(arguments, decision: decision)
    // Linear text at a terminal rests the cursor at the end of the newest
    // line, so a braille display that follows the cursor shows it.
    let rests = decision.terminalView != nil && decision.mode != .json
    if rests { RestingLines.begin() }
    if let notice = decision.startNotice {
      Shell.writeError(notice.standardError(catalog))
      settings.startNotice = notice
    }
    let clock: ClockMode = settings.clockIsVirtual ? .virtual : .real(speed: 1)
    let speechOptions = try SpeechOptions(
      arguments, engineVariable: Shell.environment(SpeechEngineChoice.variable))
    let sounds = try SoundChoice(arguments)
    let brailleOptions = try BrailleOptions(
      arguments, environment: Shell.environment(BrailleOptions.environmentVariable))
    try BrailleTableCheck.check(
      brailleOptions, command: arguments.commandName, environment: Shell.environment)
    // Why speech or braille is off goes to standard error, and to the
    // session too, which says it on the full screen, where standard error
    // is kept off the screen until Teller leaves it.
    let notices =
      speechOptions.isRequested || sounds.isOn || brailleOptions.isEnabled ? NoticeInbox() : nil
    let report: NoticeReport = { notice in
      Shell.writeError(catalog.line(notice))
      notices?.post(notice)
    }
    let speech: SpeechOutput?
    do throws(SpeechStartError) {
      speech = try SpeechOutput.start(
        speechOptions, sounds: sounds, language: settings.language,
        environment: Shell.environment, command: arguments.commandName, report: report)
    } catch {
      switch error {
      case .recording(let failure):
        Shell.writeError(Catalog.standardErrorLine(failure.message(in: catalog)))
        return failure.exitCode
      case .usage(let mistake): throw mistake
      }
    }
    let presenter = terminalPresenter(
      arguments, decision: decision, settings: settings, rests: rests, catalog: catalog)
    var presenters = [presenter]
    if let speech { presenters.append(speech) }
    let braille = BrailleOutput.start(brailleOptions, catalog: catalog, report: report)
    if let braille { presenters.append(braille) }
    var sources: [any InputSource] = braille.map { [$0] } ?? []
    if let notices { sources.append(notices) }
    return TerminalShell.run(
      Session(settings: settings), presenter: PresenterGroup(presenters), clock: clock,
      catalog: catalog, inputSources: sources)
  }

  /// The session's settings: the command line's, and what the output
  /// decided (the terminal's view, reduced motion).
  private static func sessionSettings(
    _ arguments: ParsedArguments, decision: OutputDecision
  ) throws(UsageError) -> SessionSettings {
    var settings = try SessionSettings(
      arguments, locale: Shell.messagesLocale, inputIsKeys: Shell.standardInputIsTerminal)
    settings.terminalView = decision.terminalView
    settings.viewSwitchRefusal = decision.viewSwitchRefusal
    // A screen reader reading the full screen is not flooded by its motion,
    // unless the user set it.
    settings.reduceMotion = decision.reducesMotion
    let virtual = try arguments.value(SessionOptionTable.clock) == "virtual"
    settings.clockIsVirtual = virtual
    settings.pacesReader = !virtual
    return settings
  }

  /// The presenter of standard output: linear text or JSON and, at a
  /// terminal that can show it, the full-screen view beside it.
  private static func terminalPresenter(
    _ arguments: ParsedArguments, decision: OutputDecision, settings: SessionSettings,
    rests: Bool, catalog: Catalog
  ) -> any Presenter {
    let presenter = decision.mode.presenter(
      timestamps: arguments[SessionOptionTable.timestamps], catalog: catalog,
      output: rests ? RestingLines.standardOutput : TerminalShell.standardOutput,
      errors: rests ? RestingLines.standardError : TerminalShell.standardError)
    guard decision.terminalView != nil else { return presenter }
    // No colour when asked, or on a terminal that has none (vt100,
    // xterm-mono), by its terminfo entry or, without one, its name.
    let term = Shell.environment("TERM")
    let noColor =
      arguments[SessionOptionTable.noColor]
      || !(Shell.environment(SessionOptionTable.noColorVariable) ?? "").isEmpty
      || !TerminfoColors.showsColor(
        term: term, entryColors: TerminfoEntry.colors(term: term, environment: Shell.environment))
    let appearance = Appearance(
      usesColor: !noColor, usesBoxDrawing: !arguments[SessionOptionTable.ascii])
    return TerminalPresenter(
      linear: presenter,
      fullScreen: FullScreenPresenter(appearance: appearance, reducesMotion: settings.reduceMotion))
  }
}
