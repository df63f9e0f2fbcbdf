import TellerApp
import TellerArguments
import TellerBraille
import TellerFullScreen
import TellerSpeech
import TellerTerminal

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
///   exits 73 before the session starts; one that cannot be written later
///   exits 74.
/// - With `--braille` (or `TELLER_BRAILLE=1`), a braille display shows the
///   focused element and flashes what is said, and its keys are input too,
///   whether keys or lines come from standard input. When BRLTTY or BrlAPI
///   is missing, one line says so and the session runs without braille.
func runInteractive(_ arguments: ParsedArguments) throws(UsageError) -> ExitCode {
  let environment = InteractiveShell.outputEnvironment(uiFlag: arguments.value("ui"))
  let decision = try OutputDecision(environment)
  var settings = try SessionSettings(
    arguments, locale: Shell.messagesLocale, inputIsKeys: Shell.standardInputIsTerminal)
  settings.terminalView = decision.terminalView
  // A screen reader reading the full screen is not flooded by its motion.
  settings.reduceMotion = settings.reduceMotion || environment.screenReader != nil
  // Linear text at a terminal rests the cursor at the end of the newest
  // line, so a braille display that follows the cursor shows it.
  let rests = decision.terminalView != nil && decision.mode != .json
  if rests { RestingLines.begin() }
  if let notice = decision.noticeText(Catalog(language: settings.language)) {
    Shell.writeError("teller: \(notice)\n")
    settings.startNotice = "teller: " + notice
  }
  let clock: ClockMode = arguments.value("clock") == "virtual" ? .virtual : .real(speed: 1)
  settings.pacesReader = clock != .virtual
  let speechOptions = try SpeechOptions(
    arguments, engineVariable: Shell.environment(SpeechEngineChoice.variable))
  let brailleOptions = try BrailleOptions(
    arguments, environment: Shell.environment(BrailleOptions.environmentVariable))
  let speech: SpeechOutput?
  do throws(SpeechRecordingError) {
    speech = try SpeechOutput.start(
      speechOptions, language: settings.language, environment: Shell.environment,
      report: Shell.writeError)
  } catch {
    Shell.writeError("teller: \(error.message)\n")
    return error.exitCode
  }
  var presenter = decision.mode.presenter(
    timestamps: arguments.has("timestamps"), language: settings.language,
    output: rests ? RestingLines.standardOutput : InteractiveShell.standardOutput,
    errors: rests ? RestingLines.standardError : InteractiveShell.standardError)
  if decision.terminalView != nil {
    let noColor = arguments.has("no-color") || !(Shell.environment("NO_COLOR") ?? "").isEmpty
    let appearance = Appearance(usesColor: !noColor, usesBoxDrawing: !arguments.has("ascii"))
    presenter = TerminalPresenter(
      linear: presenter,
      fullScreen: FullScreenPresenter(
        appearance: appearance, reducesMotion: settings.reduceMotion))
  }
  var presenters = [presenter]
  if let speech { presenters.append(speech) }
  let braille = BrailleOutput.start(brailleOptions, report: Shell.writeError)
  if let braille { presenters.append(braille) }
  return InteractiveShell.run(
    InteractiveSession(settings: settings), presenter: PresenterGroup(presenters), clock: clock,
    inputSources: braille.map { [$0] } ?? [])
}
