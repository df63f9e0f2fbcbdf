import TellerAccessibility
import TellerSession
import TellerSounds
import TellerSpeechModel
import TellerWording

/// An audio graph with its sentence said first by eSpeak NG, to write into
/// a WAV file: what `teller simulate --audio-graph` records.
public struct AudioGraphAudio: Sendable {
  /// The sentence, the pause and the graph.
  public let clip: SoundClip
  /// Whether the sentence was spoken; when not, the graph comes alone.
  public let spoken: Bool

  /// Says a graph's sentence and lays the graph after it, in stereo at
  /// eSpeak NG's rate. When eSpeak NG cannot say it, one notice says why
  /// and the graph comes alone, at the rate live sounds play.
  ///
  /// - Parameters:
  ///   - graph: the day to hear.
  ///   - sentence: its axes and extremes, in the settings' language.
  ///   - settings: the voice for the sentence.
  ///   - report: takes why the sentence is not said, to be shown.
  public static func make(
    _ graph: AudioGraph, sentence: String, settings: VoiceSettings,
    report: (EdgeNotice) -> Void
  ) -> AudioGraphAudio {
    var sampleRate = SoundEngines.sampleRate
    var speech: [Int16] = []
    switch SpeechEngines.espeak(settings) {
    case .success(let synthesizer):
      do throws(SpeechUnavailable) {
        speech = try synthesizer.synthesize(text: sentence, settings: settings)
        sampleRate = synthesizer.sampleRate
      } catch {
        report(.graphSentenceOff(error.problem))
      }
    case .failure(let reason):
      report(.graphSentenceOff(reason.reason.problem))
    }
    let clip = graph.recording(sentence: speech, sampleRate: sampleRate, channels: 2)
    return AudioGraphAudio(clip: clip, spoken: !speech.isEmpty)
  }

  /// Writes it into a WAV file.
  ///
  /// - Throws: ``SpeechRecordingError``: at creation (exit 73) or later (74).
  public func write(to path: String) throws(SpeechRecordingError) {
    let writer = try WAVFileWriter(
      path: path, sampleRate: clip.sampleRate, channels: clip.channels)
    defer { writer.close() }
    try writer.append(clip.samples)
  }
}
