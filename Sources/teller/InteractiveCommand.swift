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
func runInteractive(_ arguments: ParsedArguments) throws(UsageError) -> ExitCode {
  let decision = try OutputDecision(
    InteractiveShell.outputEnvironment(uiFlag: arguments.value("ui")))
  var settings = try SessionSettings(
    arguments, locale: Shell.messagesLocale, inputIsKeys: Shell.standardInputIsTerminal)
  settings.terminalView = decision.terminalView
  if let notice = decision.noticeText(Catalog(language: settings.language)) {
    Shell.writeError("teller: \(notice)\n")
  }
  let clock: ClockMode = arguments.value("clock") == "virtual" ? .virtual : .real(speed: 1)
  let speechOptions = try SpeechOptions(
    arguments, engineVariable: Shell.environment(SpeechEngineChoice.variable))
  let sounds = try SoundChoice(arguments)
  let brailleOptions = try BrailleOptions(
    arguments, environment: Shell.environment(BrailleOptions.environmentVariable))
  try BrailleTableCheck.check(
    brailleOptions, command: arguments.commandName, environment: Shell.environment)
  let speech: SpeechOutput?
  do throws(SpeechStartError) {
    speech = try SpeechOutput.start(
      speechOptions, sounds: sounds, language: settings.language,
      environment: Shell.environment, command: arguments.commandName, report: Shell.writeError)
  } catch {
    switch error {
    case .recording(let failure):
      Shell.writeError("teller: \(failure.message)\n")
      return failure.exitCode
    case .usage(let mistake): throw mistake
    }
  }
  var presenter = decision.mode.presenter(
    timestamps: arguments.has("timestamps"), language: settings.language,
    output: InteractiveShell.standardOutput, errors: InteractiveShell.standardError)
  if decision.terminalView != nil {
    let noColor = arguments.has("no-color") || !(Shell.environment("NO_COLOR") ?? "").isEmpty
    let appearance = Appearance(usesColor: !noColor, usesBoxDrawing: !arguments.has("ascii"))
    presenter = TerminalPresenter(
      linear: presenter, fullScreen: FullScreenPresenter(appearance: appearance))
  }
  var presenters = [presenter]
  if let speech { presenters.append(speech) }
  let braille = BrailleOutput.start(
    brailleOptions, language: settings.language, report: Shell.writeError)
  if let braille { presenters.append(braille) }
  return InteractiveShell.run(
    InteractiveSession(settings: settings), presenter: PresenterGroup(presenters), clock: clock,
    inputSources: braille.map { [$0] } ?? [])
}
