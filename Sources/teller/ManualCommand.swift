import TellerArguments
import TellerBraille
import TellerCommands
import TellerSSIP
import TellerSpeech
import TellerTerminal

/// Runs `teller manual`: prints the manual page, `teller.1`, made from the
/// command table, the keys and the line commands. `swift run teller manual
/// > teller.1` brings the repository's copy up to date.
enum ManualCommand: TellerCommand {
  static let spec = CommandTable.manual

  static func run(_ arguments: ParsedArguments) throws(UsageError) -> ExitCode {
    Shell.emit(ManualPage(variables: manualVariables).render(), status: .success)
  }
}

/// The environment variables that set no option, for the manual page.
let manualVariables: [ManualPage.Variable] = [
  .init(
    "XDG_CONFIG_HOME",
    "The folder of the configuration file, teller/config inside it (see FILES)."),
  .init(
    "LANG, LC_ALL, LC_MESSAGES, LC_CTYPE",
    "The language when --lang is not given: Korean when the first of LC_ALL, LC_MESSAGES and "
      + "LANG that is set starts with ko, otherwise English. Teller always writes UTF-8; when "
      + "the character set of LC_ALL, LC_CTYPE or LANG is not UTF-8, it says so once on "
      + "standard error."),
  .init(
    "TERM",
    "With TERM=dumb, output is linear."),
  .init(
    "NO_COLOR",
    "When set and not empty, the full-screen view draws without colour, as --no-color."),
  .init(
    ESpeakLibrary.pathVariable,
    "Another eSpeak NG library file to load for speech, instead of \(ESpeakLibrary.defaultPath)."),
  .init(
    SpeechDispatcherAddress.variable,
    "Where speech-dispatcher listens, as its clients read it (unix_socket:PATH or "
      + "inet_socket:HOST:PORT); by default its socket in XDG_RUNTIME_DIR."),
  .init(
    "TELLER_SPEECH_PLAYER",
    "Another program to play live speech with eSpeak NG, and sounds, instead of aplay, paplay or pw-play: a "
      + "name found on PATH, or a path. aplay, paplay, pacat, pw-play, pw-cat and sox's play get "
      + "their own arguments; any other program gets none and reads raw signed 16-bit "
      + "little-endian samples on standard input, at the rate in TELLER_SPEECH_SAMPLE_RATE, with "
      + "TELLER_SPEECH_CHANNELS (1) and TELLER_SPEECH_SAMPLE_FORMAT (S16_LE) set too."),
  .init(
    SoundIconFolder.variable,
    "The folder of speech-dispatcher's sound icons, where --sounds looks for the ones it "
      + "sends as SOUND_ICON, instead of \(SoundIconFolder.defaultPath); when one is missing, "
      + "Teller plays its own sounds."),
  .init(
    BrlAPILibrary.pathVariable,
    "Another BrlAPI library file to load for --braille, instead of \(BrlAPILibrary.defaultPath)."),
  .init(
    LiblouisLibrary.pathVariable,
    "Another liblouis library file to load for braille tables (Korean braille, "
      + "--braille-table), instead of \(LiblouisLibrary.defaultPath)."),
  .init(
    LiblouisLibrary.tablePathVariable,
    "The folders, separated by commas, where liblouis looks for --braille-table; by default "
      + "\(LiblouisLibrary.tablesFolder)."),
  .init(
    "BRLAPI_HOST, BRLAPI_AUTH",
    "Where BRLTTY's BrlAPI listens and how to authenticate, for --braille."),
]
