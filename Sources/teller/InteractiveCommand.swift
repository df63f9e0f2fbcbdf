import TellerApp
import TellerArguments
import TellerBraille
import TellerSpeech
import TellerTerminal

/// Runs `teller`, the interactive bank, in linear or JSON output.
///
/// Keys are read in raw mode when standard input is a terminal; otherwise
/// each line is a command. The terminal is restored on every exit path.
/// With `--speech` or `--speech-wav`, speech presents every step too,
/// after the text: Escape silences it, the end of piped input lets it
/// finish, and `q` or `quit` stops it at once. A `--speech-wav` file that
/// cannot be created exits 73 before the session starts; one that cannot
/// be written later exits 74. With `--braille` (or `TELLER_BRAILLE=1`),
/// a braille display shows the focused element and flashes what is said,
/// and its keys are input too; when BRLTTY or BrlAPI is missing, one line
/// says so and the session runs without braille.
func runInteractive(_ arguments: ParsedArguments) throws(UsageError) -> ExitCode {
  let mode = try OutputMode.decide(
    InteractiveShell.outputEnvironment(uiFlag: arguments.value("ui")))
  let settings = try SessionSettings(
    arguments, locale: Shell.messagesLocale, inputIsKeys: Shell.standardInputIsTerminal)
  let clock: ClockMode = arguments.value("clock") == "virtual" ? .virtual : .real(speed: 1)
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
  var presenters = [
    mode.presenter(
      timestamps: arguments.has("timestamps"), language: settings.language,
      output: InteractiveShell.standardOutput, errors: InteractiveShell.standardError)
  ]
  if let speech { presenters.append(speech) }
  let braille = BrailleOutput.start(brailleOptions, report: Shell.writeError)
  if let braille { presenters.append(braille) }
  return InteractiveShell.run(
    InteractiveSession(settings: settings), presenter: PresenterGroup(presenters), clock: clock,
    inputSources: braille.map { [$0] } ?? [])
}
