extension AudioGraph {
  /// Seconds of silence between the spoken sentence and the graph.
  public static let afterSentence = 0.5

  /// The sentence said before the graph (mono samples at `sampleRate`;
  /// empty when no voice could say it), a short pause, then the graph.
  ///
  /// - Complexity: O(f + b) for f frames and b bins.
  public func recording(sentence: [Int16], sampleRate: Int, channels: Int) -> SoundClip {
    let rate = max(1, sampleRate)
    var mixer = RecordingMixer(channels: channels)
    mixer.appendSpeech(sentence)
    if !sentence.isEmpty { mixer.appendSpeechSilence(Int(Self.afterSentence * Double(rate))) }
    mixer.place(render(sampleRate: rate, channels: mixer.channels), at: mixer.speechEnd)
    return SoundClip(
      sampleRate: rate, channels: mixer.channels,
      samples: MixedAudio.samples(mixer.finish(), channels: mixer.channels))
  }
}

extension MixedAudio {
  /// A mixer's parts laid end to end: frames as they are, silence as
  /// zeros, channels interleaved.
  public static func samples(_ parts: [MixedAudio], channels: Int) -> [Int16] {
    parts.flatMap { part -> [Int16] in
      switch part {
      case .frames(let samples): samples
      case .silence(let frames): [Int16](repeating: 0, count: frames * max(1, channels))
      }
    }
  }
}
