import TellerArguments
import TellerSession
import TellerSpeechModel
import TellerWording

/// The installed voices of one speech engine, for `teller voices`.
public struct VoiceListing: Sendable {
  /// The engine's name: `eSpeak NG` or `speech-dispatcher`.
  public var engine: String
  /// Its voices, in the engine's order.
  public var voices: [SpeechVoice]

  /// Creates a listing.
  public init(engine: String, voices: [SpeechVoice]) {
    self.engine = engine
    self.voices = voices
  }

  /// Lists the voices of an engine choice; `auto` is speech-dispatcher when
  /// its socket answers, else eSpeak NG.
  ///
  /// - Throws: ``SpeechUnavailable`` when the engine cannot be reached.
  public static func load(
    _ choice: SpeechEngineChoice, environment: (String) -> String?
  ) throws(SpeechUnavailable) -> VoiceListing {
    if choice != .espeak {
      do throws(SpeechUnavailable) {
        let address = try SpeechDispatcher.address(environment: environment)
        let timeout =
          choice == .speechd
          ? SpeechDispatcher.timeoutMilliseconds : SpeechDispatcher.probeMilliseconds
        let connection = try SpeechDispatcher.open(
          address, spawn: choice == .speechd, timeout: timeout)
        defer { connection.close() }
        connection.timeoutMilliseconds = SpeechDispatcher.timeoutMilliseconds
        return VoiceListing(
          engine: "speech-dispatcher", voices: try SpeechDispatcher.voices(connection))
      } catch {
        if choice == .speechd { throw error }
      }
    }
    let synthesizer = try ESpeakSynthesizer.shared.get()
    return VoiceListing(engine: "eSpeak NG", voices: synthesizer.voices())
  }

  /// The text to print: a line naming the engine and the count, worded by
  /// `catalog`, then one line per voice.
  public func report(_ shown: [SpeechVoice], catalog: Catalog) -> String {
    var text = catalog[.voicesHeading(engine: engine, count: shown.count)] + "\n"
    for voice in shown { text += voice.line + "\n" }
    return text
  }
}
