import TellerAccessibility
import TellerArguments
import TellerSession
import TellerSounds
import TellerSpeechModel
import TellerWording

/// The audio of `teller sounds`: each icon's meaning said by eSpeak NG,
/// then the icon twice, then each audio graph example after its name (see
/// ``SoundLesson``), to play or to write.
public struct SoundLessonAudio: Sendable {
  /// The samples, channels interleaved.
  public let samples: [Int16]
  /// Samples per second.
  public let sampleRate: Int
  /// 1 or 2.
  public let channels: Int

  /// Makes the lesson in a language. When eSpeak NG cannot say the names,
  /// one notice says why and the sounds come without them.
  ///
  /// - Parameters:
  ///   - settings: the voice for the names.
  ///   - choice: `on` for stereo, `mono` for the middle.
  ///   - catalog: the words of the names, in the voice's language.
  ///   - report: takes why the names are not said, to be shown.
  public static func make(
    _ settings: VoiceSettings, choice: SoundChoice, catalog: Catalog,
    report: (EdgeNotice) -> Void
  ) -> SoundLessonAudio {
    var sampleRate = SoundEngines.sampleRate
    var names: [SoundIcon: [Int16]] = [:]
    var graphNames: [GraphExample: [Int16]] = [:]
    switch SpeechEngines.espeak(settings) {
    case .success(let synthesizer):
      sampleRate = synthesizer.sampleRate
      do throws(SpeechUnavailable) {
        for icon in SoundIcon.allCases {
          names[icon] = try synthesizer.synthesize(
            text: catalog[.meaning(icon)], settings: settings)
        }
        for example in GraphExample.allCases {
          graphNames[example] = try synthesizer.synthesize(
            text: catalog[AudioGraphMessage.example(example)], settings: settings)
        }
      } catch {
        names = [:]
        graphNames = [:]
        report(.soundNamesOff(error.problem))
      }
    case .failure(let reason):
      report(.soundNamesOff(reason.reason.problem))
    }
    let clips = SoundClips(sampleRate: sampleRate, channels: choice.channels)
    let items = SoundIcon.allCases.map { (icon: $0, name: names[$0] ?? []) }
    let graphs = GraphExample.allCases.map { (example: $0, name: graphNames[$0] ?? []) }
    let samples = MixedAudio.samples(
      SoundLesson.mix(items, graphs: graphs, clips: clips), channels: clips.channels)
    return SoundLessonAudio(samples: samples, sampleRate: sampleRate, channels: clips.channels)
  }

  /// Writes the lesson into a WAV file.
  ///
  /// - Throws: ``SpeechRecordingError``: at creation (exit 73) or later (74).
  public func write(to path: String) throws(SpeechRecordingError) {
    let writer = try WAVFileWriter(path: path, sampleRate: sampleRate, channels: channels)
    defer { writer.close() }
    try writer.append(samples)
  }

  /// Plays the lesson through Teller's audio player and waits until it
  /// ends. A signal that ends Teller meanwhile kills the player too.
  ///
  /// - Throws: ``SpeechUnavailable`` when no player is found or it fails.
  public func play() throws(SpeechUnavailable) {
    let player = LivePlayer(
      try AudioPlayer.find(sampleRate: sampleRate, channels: channels), sampleRate: sampleRate,
      channels: channels)
    defer { player.retire() }
    if let failure = player.play(samples) { throw failure }
  }
}
