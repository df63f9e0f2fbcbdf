import TellerArguments
import TellerBraille
import TellerCommands
import TellerPlatform
import TellerSSIP
import TellerSession
import TellerSpeech
import TellerSpeechModel
import TellerTerminal
import TellerWording

/// Runs `teller manual`: the manual page, `teller.1`, made from the
/// command table, the keys and the line commands.
///
/// At a terminal it is shown formatted, through `man` and its pager (as
/// `git help` does), in the language of `--lang` or else the locale's;
/// when `man` is missing or fails, the page is written as roff after one
/// line on standard error that says why. To a file or a pipe it is written
/// as roff, English unless `--lang` asks: `swift run teller manual >
/// teller.1` brings the repository's copy up to date.
enum ManualCommand: TellerCommand {
  static let spec = CommandTable.manual

  static func run(
    _ arguments: ParsedArguments, catalog commandLine: Catalog
  ) throws(UsageError) -> ExitCode {
    let atTerminal = Shell.standardOutputIsTerminal
    let asked = try arguments.givenValue(CommandTable.manualLanguage)
    let language = asked ?? (atTerminal ? .fromLocale(Shell.messagesLocale) : .english)
    // The page's own default (English when written for a file) may differ
    // from the command line's language.
    let catalog = language == commandLine.language ? commandLine : Catalog(language: language)
    let page = ManualPage(
      variables: manualVariables, configFile: ConfigFileReader.place, words: catalog.helpWords
    ).render()
    guard atTerminal else { return Shell.emit(page, status: .success, in: catalog) }
    switch ManualViewer.show(page) {
    case .shown:
      return .success
    case .interrupted(let signal):
      return ExitCode(128 + signal)
    case .notShown(let problem):
      Shell.writeError(Catalog.standardErrorLine(catalog[.manualAsRoff(problem)]))
      return Shell.emit(page, status: .success, in: catalog)
    }
  }
}

/// The environment variables that set no option, for the manual page.
let manualVariables: [ManualPage.Variable] = [
  .init(ConfigFileReader.folderVariable, .configFolder(ConfigFileReader.place)),
  .init("LANG, LC_ALL, LC_MESSAGES, LC_CTYPE", .locale(option: SessionOptionTable.language.name)),
  .init("TERM", .terminal(dumb: "dumb")),
  .init(SessionOptionTable.noColorVariable, .noColor(option: SessionOptionTable.noColor.name)),
  .init(ESpeakLibrary.pathVariable, .espeakLibrary(defaultPath: ESpeakLibrary.defaultPath)),
  .init(SpeechDispatcherAddress.variable, .speechDispatcherAddress),
  .init("TELLER_SPEECH_PLAYER", .speechPlayer),
  .init(
    SoundIconFolder.variable,
    .soundIconFolder(
      option: SpeechOptionTable.soundIcons.name, defaultPath: SoundIconFolder.defaultPath)),
  .init(
    BrlAPILibrary.pathVariable,
    .brlapiLibrary(option: SessionOptionTable.braille.name, defaultPath: BrlAPILibrary.defaultPath)
  ),
  .init(
    LiblouisLibrary.pathVariable,
    .liblouisLibrary(
      option: SessionOptionTable.brailleTable.name, defaultPath: LiblouisLibrary.defaultPath)),
  .init(
    LiblouisLibrary.tablePathVariable,
    .liblouisTables(
      option: SessionOptionTable.brailleTable.name, defaultPath: LiblouisLibrary.tablesFolder)),
  .init("BRLAPI_HOST, BRLAPI_AUTH", .brlapiHost(option: SessionOptionTable.braille.name)),
  .init(
    CrashBacktrace.variable,
    .backtrace(suggested: "\(CrashBacktrace.variable)=\(CrashBacktrace.suggestedSetting)")),
]
