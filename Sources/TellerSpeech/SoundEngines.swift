import TellerArguments
import TellerSSIP
import TellerSession
import TellerSounds
import TellerSpeechModel
import TellerWording

/// Chooses where live sound icons play: through speech-dispatcher's
/// `SOUND_ICON` when live speech goes there and the server has the icons,
/// otherwise through Teller's own audio player.
enum SoundEngines {
  /// The samples per second of live icons: eSpeak NG's.
  static let sampleRate = 22_050

  /// The sink for live sounds beside a live speech sink, if there is one.
  static func live(
    _ choice: SoundChoice, beside speech: (any SpeechSink)?, environment: (String) -> String?,
    report: @escaping NoticeReport
  ) -> Result<any SoundSink, SpeechUnavailable> {
    if speech is SpeechDispatcherSink, let sink = speechDispatcher(environment, report) {
      return .success(sink)
    }
    do throws(SpeechUnavailable) {
      let player = try AudioPlayer.find(sampleRate: sampleRate, channels: choice.channels)
      let clips = SoundClips(sampleRate: sampleRate, channels: choice.channels)
      return .success(
        try LiveSounds(clips: clips, player: player, report: report))
    } catch {
      return .failure(error)
    }
  }

  /// A second connection to the server live speech uses, for its icons;
  /// nil when the server lacks them or does not answer.
  private static func speechDispatcher(
    _ environment: (String) -> String?, _ report: @escaping NoticeReport
  ) -> (any SoundSink)? {
    guard let address = try? SpeechDispatcher.address(environment: environment) else { return nil }
    let folder = SoundIconFolder.path(environment: environment)
    guard SpeechDispatcherSounds.hasIcons(at: address, folder: folder) else { return nil }
    do throws(SpeechUnavailable) {
      let connection = try SpeechDispatcher.open(
        address, spawn: false, timeout: SpeechDispatcher.timeoutMilliseconds, component: "sounds")
      return try SpeechDispatcherSounds(connection: connection, report: report)
    } catch {
      return nil
    }
  }
}
