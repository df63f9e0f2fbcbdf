import TellerApp
import TellerArguments
import TellerSpeech
import TellerTerminal

/// Runs `teller`, the interactive bank, in linear or JSON output.
///
/// Keys are read in raw mode when standard input is a terminal; otherwise
/// each line is a command. The terminal is restored on every exit path.
/// With `--speech` or `--speech-wav`, every record is also spoken.
func runInteractive(_ arguments: ParsedArguments) throws(UsageError) -> ExitCode {
  let choice = try OutputChoice.decide(
    InteractiveShell.outputEnvironment(uiFlag: arguments.value("ui")))
  let settings = try SessionSettings(
    arguments, locale: Shell.messagesLocale, inputIsKeys: Shell.standardInputIsTerminal)
  let renderer = choice.mode.renderer(
    timestamps: arguments.has("timestamps"),
    errorPrefix: Catalog(language: settings.language).errorPrefix)
  let clock: ClockMode = arguments.value("clock") == "virtual" ? .virtual : .real(speed: 1)
  let speech = SpeechOutput.start(
    try SpeechOptions(arguments), language: settings.language, report: Shell.writeError)
  defer { speech?.finish() }
  return InteractiveShell.run(
    InteractiveSession(settings: settings), renderer: renderer, clock: clock,
    errorsToStandardError: choice.mode != .json, observe: speech.map { speech in speech.speak })
}
