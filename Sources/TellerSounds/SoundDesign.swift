/// How a sound is made: its layers of tone and noise, and where it sits.
///
/// Rendering is deterministic: the same design, rate and channels give the
/// same samples every time, on every platform.
public struct SoundDesign: Hashable, Sendable {
  /// Its parts, mixed together.
  public var layers: [SoundLayer]
  /// Where it sits in stereo.
  public var pan: SoundPan

  /// Creates a design.
  public init(layers: [SoundLayer], pan: SoundPan) {
    self.layers = layers
    self.pan = pan
  }

  /// Seconds from its start to the end of its last layer.
  public var length: Double { layers.map(\.end).max() ?? 0 }

  /// The gain of the mono rendering: the level a centred sound has on each
  /// side in stereo.
  public static let monoGain = SoundPan.gains(at: 0).left

  /// The gain every sound is rendered at: about 2 dB under eSpeak NG's
  /// speech, so an icon over a word does not hide it.
  public static let gain = 0.8

  /// Renders the sound.
  ///
  /// - Parameters:
  ///   - sampleRate: samples per second.
  ///   - channels: 1 renders it in the middle at ``monoGain``; 2 places it
  ///     by its ``pan``.
  /// - Complexity: O(n) in its samples.
  public func render(sampleRate: Int, channels: Int) -> SoundClip {
    let rate = max(1, sampleRate)
    let frames = Int((length * Double(rate)).rounded(.up))
    var signal = [Double](repeating: 0, count: frames)
    for layer in layers { layer.add(into: &signal, sampleRate: rate) }
    for index in signal.indices { signal[index] *= Self.gain }
    guard channels == 2 else {
      return SoundClip(
        sampleRate: rate, channels: 1, samples: signal.map { Waveform.pcm($0 * Self.monoGain) })
    }
    var samples: [Int16] = []
    samples.reserveCapacity(frames * 2)
    for (index, value) in signal.enumerated() {
      let share = frames > 1 ? Double(index) / Double(frames - 1) : 0
      let gains = SoundPan.gains(at: pan.position(at: share))
      samples.append(Waveform.pcm(value * gains.left))
      samples.append(Waveform.pcm(value * gains.right))
    }
    return SoundClip(sampleRate: rate, channels: 2, samples: samples)
  }
}
