import TellerBank
import TellerSounds

/// A recording of what a listener hears, speech and sound icons together,
/// laid out in model time: the speech as ``SpeechTimeline`` lays it out,
/// and each icon starting at the sample of its event's model time, mixed
/// over the speech or after it, in mono or stereo (see ``RecordingMixer``).
///
/// The same calls give the same samples, so under a virtual clock a script
/// gives the same recording every run. Frames are handed out (as
/// ``MixedAudio``) once nothing can change them: before the speech
/// timeline's position, and before the end of what it has said, since an
/// announcement of an earlier event may still start there. So the file
/// trails the live edge by at most the utterance being said.
///
/// A step's icons must come before its speech (``play(_:synthesize:)``,
/// then ``say(_:synthesize:)`` and ``cancel(at:synthesize:)``): a step's
/// events are never earlier than what earlier steps said.
public struct SoundTimeline: Sendable {
  /// The speech's own timeline.
  public private(set) var speech: SpeechTimeline
  /// The mixer of speech and icons.
  public private(set) var mixer: RecordingMixer
  private let clips: SoundClips
  /// The latest model time speech has been moved to.
  private var position: ModelTime?
  /// The frame the audio graph placed last starts at, until it is stopped.
  private var graphStart: Int?

  /// Creates an empty timeline.
  ///
  /// - Parameters:
  ///   - sampleRate: samples per second of speech and icons.
  ///   - channels: 2 for stereo, the icons panned; 1 for mono.
  public init(sampleRate: Int, channels: Int, capacity: Int = SpeechQueue.defaultCapacity) {
    speech = SpeechTimeline(sampleRate: sampleRate, capacity: capacity)
    mixer = RecordingMixer(channels: channels)
    clips = SoundClips(sampleRate: speech.sampleRate, channels: mixer.channels)
  }

  /// 1 or 2.
  public var channels: Int { mixer.channels }

  /// Queues an utterance at its model time (see ``SpeechTimeline/say(_:synthesize:)``).
  ///
  /// - Returns: the frames now settled.
  public mutating func say(
    _ utterance: Utterance, synthesize: (Utterance) -> [Int16]
  ) -> [MixedAudio] {
    note(utterance.time)
    mix(speech.say(utterance, synthesize: synthesize))
    return settled()
  }

  /// Cuts what is being said at a model time and drops what waits; icons
  /// already placed still sound.
  ///
  /// - Returns: the frames now settled.
  public mutating func cancel(
    at time: ModelTime, synthesize: (Utterance) -> [Int16]
  ) -> [MixedAudio] {
    note(time)
    mix(speech.cancel(at: time, synthesize: synthesize))
    return settled()
  }

  /// Places icons at the samples of their model times. Before anything
  /// else was scheduled, the first icon's time becomes sample 0.
  ///
  /// - Returns: the frames now settled.
  /// - Complexity: O(n) in the icons.
  public mutating func play(
    _ icons: [PlacedIcon], synthesize: (Utterance) -> [Int16]
  ) -> [MixedAudio] {
    if speech.origin == nil, let first = icons.first {
      // Nothing is said yet: this only sets sample 0.
      _ = cancel(at: first.time, synthesize: synthesize)
    }
    for placed in icons {
      mixer.place(clips[placed.icon], at: speech.sample(at: placed.time))
    }
    return settled()
  }

  /// Places an audio graph once the speech said so far ends (its
  /// sentence), or at its model time when that is later.
  ///
  /// - Returns: the frames now settled.
  /// - Complexity: O(f + b) for the graph's f frames and b bins.
  public mutating func playGraph(
    _ cue: GraphCue, synthesize: (Utterance) -> [Int16]
  ) -> [MixedAudio] {
    if speech.origin == nil { _ = cancel(at: cue.time, synthesize: synthesize) }
    let start = max(speech.sample(at: cue.time), mixer.speechEnd)
    mixer.place(
      cue.graph.render(sampleRate: speech.sampleRate, channels: mixer.channels), at: start)
    graphStart = start
    return settled()
  }

  /// Cuts the audio graph placed last at a model time: a key stopped it.
  ///
  /// - Returns: the frames now settled.
  public mutating func stopGraph(at time: ModelTime) -> [MixedAudio] {
    guard let start = graphStart else { return [] }
    mixer.cutSounds(placedAt: start, at: speech.sample(at: time))
    graphStart = nil
    return settled()
  }

  /// Ends the recording (see ``SpeechTimeline/finish(drain:at:synthesize:)``):
  /// draining, every icon rings out; stopping, icons are cut where speech is.
  ///
  /// - Returns: every frame left.
  public mutating func finish(
    drain: Bool, at time: ModelTime? = nil, synthesize: (Utterance) -> [Int16]
  ) -> [MixedAudio] {
    let stop = time ?? position
    if let stop { note(stop) }
    mix(speech.finish(drain: drain, at: time, synthesize: synthesize))
    let cut = drain ? nil : stop.map { speech.sample(at: $0) }
    return mixer.finish(cuttingSoundsAt: cut)
  }

  private mutating func note(_ time: ModelTime) {
    position = max(position ?? time, time)
  }

  private mutating func mix(_ edits: [SpeechTimeline.Edit]) {
    for edit in edits {
      switch edit {
      case .append(let samples): mixer.appendSpeech(samples)
      case .silence(let count): mixer.appendSpeechSilence(count)
      case .truncate(let count): mixer.truncateSpeech(to: count)
      }
    }
  }

  /// The frames before speech's position, which nothing can change now.
  private mutating func settled() -> [MixedAudio] {
    guard let position else { return [] }
    return mixer.settle(before: speech.sample(at: position))
  }
}
