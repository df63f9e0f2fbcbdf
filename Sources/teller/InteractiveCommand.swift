import TellerApp
import TellerArguments
import TellerBank
import TellerSpeech
import TellerTerminal

/// Runs `teller`, the interactive bank, in linear or JSON output.
///
/// Keys are read in raw mode when standard input is a terminal; otherwise
/// each line is a command. The terminal is restored on every exit path.
/// With `--speech` or `--speech-wav`, every record is also spoken: Escape
/// silences speech, the end of piped input lets it finish, and `q` or
/// `quit` stops it at once. A `--speech-wav` file that cannot be created
/// exits 73 before the session starts; one that cannot be written later
/// exits 74.
func runInteractive(_ arguments: ParsedArguments) throws(UsageError) -> ExitCode {
  let choice = try OutputChoice.decide(
    InteractiveShell.outputEnvironment(uiFlag: arguments.value("ui")))
  let settings = try SessionSettings(
    arguments, locale: Shell.messagesLocale, inputIsKeys: Shell.standardInputIsTerminal)
  let renderer = choice.mode.renderer(
    timestamps: arguments.has("timestamps"),
    errorPrefix: Catalog(language: settings.language).errorPrefix)
  let clock: ClockMode = arguments.value("clock") == "virtual" ? .virtual : .real(speed: 1)
  let speechOptions = try SpeechOptions(
    arguments, engineVariable: Shell.environment(SpeechEngineChoice.variable))
  let speech: SpeechOutput?
  do throws(SpeechRecordingError) {
    speech = try SpeechOutput.start(
      speechOptions, language: settings.language, environment: Shell.environment,
      report: Shell.writeError)
  } catch {
    Shell.writeError("teller: \(error.message)\n")
    return error.exitCode
  }
  // Speech's adapter: each input begins a step; Escape silences; the last
  // input says whether the session ended with its input or by quitting.
  var lastInput: SessionInput?
  let status = InteractiveShell.run(
    InteractiveSession(settings: settings), renderer: renderer, clock: clock,
    errorsToStandardError: choice.mode != .json, observe: speech.map { speech in speech.speak },
    beginStep: speech.map { speech in
      { input, time in
        lastInput = input
        speech.beginStep()
        if let input, SpeechPolicy.silences(input) { speech.interrupt(at: time) }
      }
    })
  let speechStatus = speech?.finish(drain: lastInput == .endOfInput)
  return status == .success ? speechStatus ?? status : status
}
