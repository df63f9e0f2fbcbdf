import TellerBank

/// A rendered sound: 16-bit PCM at a sample rate, mono or stereo, the
/// channels interleaved (left, right, left, …).
public struct SoundClip: Hashable, Sendable {
  /// Samples per second.
  public let sampleRate: Int
  /// 1 (mono) or 2 (stereo).
  public let channels: Int
  /// The samples, channels interleaved.
  public let samples: [Int16]

  /// Creates a clip.
  public init(sampleRate: Int, channels: Int, samples: [Int16]) {
    self.sampleRate = sampleRate
    self.channels = channels
    self.samples = samples
  }

  /// Frames: one sample of each channel.
  public var frames: Int { samples.count / max(1, channels) }

  /// Its length in seconds.
  public var seconds: Double { Double(frames) / Double(max(1, sampleRate)) }

  /// The frames in a span of model time at a rate: span × rate, rounded
  /// down, never negative, as a speech timeline counts them.
  public static func frames(in span: ModelTime, sampleRate: Int) -> Int {
    guard span.nanoseconds > 0 else { return 0 }
    let rate = Int64(max(1, sampleRate))
    let whole = span.nanoseconds / 1_000_000_000
    let part = span.nanoseconds % 1_000_000_000
    return Int(whole * rate + part * rate / 1_000_000_000)
  }

  /// One channel's samples: 0 is the left (or the only), 1 the right.
  public func channel(_ index: Int) -> [Int16] {
    stride(from: min(index, channels - 1), to: samples.count, by: channels).map { samples[$0] }
  }
}
