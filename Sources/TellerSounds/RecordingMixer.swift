/// Mixes a recording's speech, one mono track, with sound icons placed at
/// frames of their own, into mono or stereo frames, and hands each frame
/// out once nothing can change it any more.
///
/// Speech comes as a speech timeline makes it (appends, silences and
/// truncations of one track); icons are placed anywhere at or after the
/// frames already handed out, over the speech or past its end. Both tracks
/// are kept as the segments they came in, so a long silence costs nothing;
/// ``settle(before:)`` renders the frames before a point, and ``finish()``
/// the rest. In stereo, speech is in the middle at its full level on both
/// sides, and each icon is as its clip was rendered (see ``SoundPan``). A
/// sum beyond 16 bits is clamped.
public struct RecordingMixer: Hashable, Sendable {
  private struct Segment: Hashable, Sendable {
    var start: Int
    var samples: [Int16]
    var end: Int { start + samples.count }
  }

  private struct Placement: Hashable, Sendable {
    var start: Int
    var clip: SoundClip
    var end: Int { start + clip.frames }
  }

  /// 1 (mono) or 2 (stereo).
  public let channels: Int
  /// Frames handed out so far.
  public private(set) var written = 0
  /// The speech track's length in frames, silences included.
  public private(set) var speechEnd = 0
  private var speech: [Segment] = []
  private var sounds: [Placement] = []

  /// Creates an empty mixer.
  public init(channels: Int) { self.channels = channels == 2 ? 2 : 1 }

  /// The recording's length in frames: the later of speech's end and the
  /// last icon's.
  public var end: Int { max(speechEnd, sounds.map(\.end).max() ?? 0, written) }

  /// Appends speech at the end of the speech track.
  public mutating func appendSpeech(_ samples: [Int16]) {
    guard !samples.isEmpty else { return }
    speech.append(Segment(start: speechEnd, samples: samples))
    speechEnd += samples.count
  }

  /// Appends silence to the speech track.
  public mutating func appendSpeechSilence(_ count: Int) { speechEnd += max(0, count) }

  /// Keeps only the speech track's first `count` frames; icons stay.
  public mutating func truncateSpeech(to count: Int) {
    let kept = max(written, min(count, speechEnd))
    speech = speech.compactMap { segment in
      guard segment.start < kept else { return nil }
      var cut = segment
      if cut.end > kept { cut.samples.removeLast(cut.end - kept) }
      return cut
    }
    speechEnd = kept
  }

  /// Places an icon's clip to start at a frame; the part of it before the
  /// frames already handed out, if any, is not heard.
  ///
  /// - Precondition: the clip has the mixer's channel count.
  public mutating func place(_ clip: SoundClip, at frame: Int) {
    guard clip.frames > 0, clip.channels == channels else { return }
    sounds.append(Placement(start: frame, clip: clip))
  }

  /// Hands out the frames before `frame` (none past the speech track's end,
  /// where speech may still be placed), which the caller knows nothing will
  /// change any more.
  ///
  /// - Complexity: O(n) in the frames handed out, plus the segments and icons.
  public mutating func settle(before frame: Int) -> [MixedAudio] {
    render(upTo: min(frame, speechEnd))
  }

  /// Hands out every frame left, to ``end``; icons are cut at `frame` when
  /// given (the recording stopped there).
  ///
  /// - Complexity: O(n) in the frames handed out, plus the segments and icons.
  public mutating func finish(cuttingSoundsAt frame: Int? = nil) -> [MixedAudio] {
    if let frame { sounds = sounds.compactMap { Self.cut($0, at: frame) } }
    return render(upTo: end)
  }

  /// Cuts the sounds placed to start at `start` at a frame, or at the
  /// frames already handed out when those reach past it: the part after
  /// is not heard, and a sound that had not begun is dropped.
  public mutating func cutSounds(placedAt start: Int, at frame: Int) {
    let cut = max(frame, written)
    sounds = sounds.compactMap { $0.start == start ? Self.cut($0, at: cut) : $0 }
  }

  /// A placement cut at a frame; nil when it starts there or later.
  private static func cut(_ placement: Placement, at frame: Int) -> Placement? {
    guard placement.start < frame else { return nil }
    guard placement.end > frame else { return placement }
    let frames = frame - placement.start
    let clip = placement.clip
    return Placement(
      start: placement.start,
      clip: SoundClip(
        sampleRate: clip.sampleRate, channels: clip.channels,
        samples: Array(clip.samples.prefix(frames * clip.channels))))
  }

  /// Renders and hands out the frames from ``written`` to `limit`: silence
  /// where neither track has anything, mixed frames elsewhere.
  private mutating func render(upTo limit: Int) -> [MixedAudio] {
    guard limit > written else { return [] }
    // The busy stretches: speech segments and icons, merged where they meet.
    var spans = (speech.map { ($0.start, $0.end) } + sounds.map { ($0.start, $0.end) })
      .map { (max($0.0, written), min($0.1, limit)) }.filter { $0.0 < $0.1 }
    spans.sort { $0 < $1 }
    var merged: [(Int, Int)] = []
    for span in spans {
      if let last = merged.last, span.0 <= last.1 {
        merged[merged.count - 1].1 = max(last.1, span.1)
      } else {
        merged.append(span)
      }
    }
    var out: [MixedAudio] = []
    var cursor = written
    for (start, stop) in merged {
      if start > cursor { out.append(.silence(frames: start - cursor)) }
      out.append(.frames(mix(from: start, to: stop)))
      cursor = stop
    }
    if limit > cursor { out.append(.silence(frames: limit - cursor)) }
    written = limit
    speech.removeAll { $0.end <= limit }
    sounds.removeAll { $0.end <= limit }
    return out
  }

  /// The mixed frames of a stretch, channels interleaved.
  private func mix(from start: Int, to stop: Int) -> [Int16] {
    var sums = [Int32](repeating: 0, count: (stop - start) * channels)
    for segment in speech where segment.end > start && segment.start < stop {
      for frame in max(start, segment.start)..<min(stop, segment.end) {
        let value = Int32(segment.samples[frame - segment.start])
        for channel in 0..<channels { sums[(frame - start) * channels + channel] += value }
      }
    }
    for placement in sounds where placement.end > start && placement.start < stop {
      let samples = placement.clip.samples
      for frame in max(start, placement.start)..<min(stop, placement.end) {
        let from = (frame - placement.start) * channels
        for channel in 0..<channels {
          sums[(frame - start) * channels + channel] += Int32(samples[from + channel])
        }
      }
    }
    return sums.map { Int16(clamping: $0) }
  }
}

/// Audio a mixer hands out, in order: frames (channels interleaved), or a
/// stretch of silence.
public enum MixedAudio: Hashable, Sendable {
  /// Frames, channels interleaved.
  case frames([Int16])
  /// This many frames of silence.
  case silence(frames: Int)

  /// How many frames it holds, given the channel count.
  public func frameCount(channels: Int) -> Int {
    switch self {
    case .frames(let samples): samples.count / max(1, channels)
    case .silence(let frames): frames
    }
  }
}
