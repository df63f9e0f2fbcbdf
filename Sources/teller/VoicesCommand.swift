import TellerAccessibility
import TellerArguments
import TellerCommands
import TellerSession
import TellerSpeech
import TellerSpeechModel
import TellerTerminal
import TellerWording

/// Runs `teller voices`: the installed voices of the chosen engine, one a
/// line with their languages, `--lang` keeping those of one language.
///
/// With `auto`, the engine is speech-dispatcher when its socket answers,
/// else eSpeak NG. When the engine is missing, one line says why and the
/// status is 69 (EX_UNAVAILABLE).
enum VoicesCommand: TellerCommand {
  static let spec = CommandTable.voices

  static func run(_ arguments: ParsedArguments, catalog: Catalog) throws(UsageError) -> ExitCode {
    let engine = try SpeechEngineChoice.decide(
      flag: arguments[SpeechOptionTable.speechEngine],
      variable: Shell.environment(SpeechEngineChoice.variable), command: arguments.commandName)
    let listing: VoiceListing
    do throws(SpeechUnavailable) {
      listing = try VoiceListing.load(engine, environment: Shell.environment)
    } catch {
      Shell.writeError(
        "teller voices: \(error.reason(in: catalog))\n")
      return .unavailable
    }
    let voices =
      arguments[CommandTable.voicesLanguage].map { code in listing.voices.filter { $0.speaks(code) }
      }
      ?? listing.voices
    return Shell.emit(listing.report(voices, catalog: catalog), status: .success, in: catalog)
  }
}
