import TellerAccessibility
import TellerArguments
import TellerCommands
import TellerSession
import TellerSounds
import TellerSpeech
import TellerSpeechModel
import TellerTerminal
import TellerWording

/// Runs `teller sounds`: prints the table of sound icons and of the audio
/// graph's examples, then plays each after its name, or writes them into
/// `--speech-wav FILE`.
///
/// A file that cannot be created exits 73, one that cannot be written 74;
/// with no audio player, one line says why and the status is 69
/// (EX_UNAVAILABLE). Without eSpeak NG, the sounds come without their names.
enum SoundsCommand: TellerCommand {
  static let spec = CommandTable.sounds

  static func run(_ arguments: ParsedArguments, catalog: Catalog) throws(UsageError) -> ExitCode {
    let language = Language.of(arguments, locale: Shell.messagesLocale)
    let choice = try SoundChoice(arguments, default: .on)
    let options = try SpeechOptions(arguments)
    var table = catalog[SoundMessage.heading] + "\n"
    for icon in SoundIcon.allCases { table += catalog.soundLine(icon) + "\n" }
    table += catalog[AudioGraphMessage.lessonHeading] + "\n"
    for example in GraphExample.allCases { table += catalog.graphExampleLine(example) + "\n" }
    let status = Shell.emit(table, status: .success, in: catalog)
    guard status == .success else { return status }
    let lesson = SoundLessonAudio.make(
      VoiceSettings(options, language: language), choice: choice, catalog: catalog,
      report: { complain(catalog[$0]) })
    if let path = options.wavPath {
      do throws(SpeechRecordingError) {
        try lesson.write(to: path)
      } catch {
        complain(error.message(in: catalog))
        return error.exitCode
      }
      return .success
    }
    do throws(SpeechUnavailable) {
      try lesson.play()
    } catch {
      complain(error.reason(in: catalog))
      return .unavailable
    }
    return .success
  }

  /// Writes one line on standard error, after the command's name.
  private static func complain(_ text: String) {
    Shell.writeError("teller sounds: " + text + "\n")
  }
}
