/// The lesson `teller sounds` plays: each icon's name said, then the icon
/// twice, then a pause before the next; then each of the audio graph's
/// examples (``GraphExample``) after its name.
public enum SoundLesson {
  /// Seconds of silence between the name and the icon.
  public static let afterName = 0.3
  /// Seconds between the icon's two plays, from the start of one to the next.
  public static let repeatEvery = 0.45
  /// Seconds of silence after the second play, before the next name.
  public static let afterIcon = 0.9

  /// The lesson's audio: for each item, its spoken name (mono samples at
  /// the clips' rate; empty when no voice could say it), then its icon
  /// twice, in the clips' channels; then for each graph, its spoken name
  /// and the graph once, with the same pause after it.
  ///
  /// - Complexity: O(n) in the samples.
  public static func mix(
    _ items: [(icon: SoundIcon, name: [Int16])],
    graphs: [(example: GraphExample, name: [Int16])] = [], clips: SoundClips
  ) -> [MixedAudio] {
    let rate = Double(clips.sampleRate)
    func frames(_ seconds: Double) -> Int { Int(seconds * rate) }
    var mixer = RecordingMixer(channels: clips.channels)
    for (icon, name) in items {
      mixer.appendSpeech(name)
      mixer.appendSpeechSilence(frames(afterName))
      let clip = clips[icon]
      mixer.place(clip, at: mixer.speechEnd)
      mixer.place(clip, at: mixer.speechEnd + frames(repeatEvery))
      mixer.appendSpeechSilence(frames(repeatEvery) + clip.frames + frames(afterIcon))
    }
    for (example, name) in graphs {
      mixer.appendSpeech(name)
      mixer.appendSpeechSilence(frames(afterName))
      let clip = example.graph.render(sampleRate: clips.sampleRate, channels: clips.channels)
      mixer.place(clip, at: mixer.speechEnd)
      mixer.appendSpeechSilence(clip.frames + frames(afterIcon))
    }
    return mixer.finish()
  }
}
