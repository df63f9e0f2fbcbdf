/// Every icon rendered once at a rate and channel count, since rendering
/// is deterministic: playing an icon costs no synthesis.
public struct SoundClips: Hashable, Sendable {
  /// Samples per second.
  public let sampleRate: Int
  /// 1 or 2.
  public let channels: Int
  private let clips: [SoundIcon: SoundClip]

  /// Renders every icon.
  ///
  /// - Complexity: O(n) in the icons' samples.
  public init(sampleRate: Int, channels: Int) {
    self.sampleRate = sampleRate
    self.channels = channels == 2 ? 2 : 1
    var clips: [SoundIcon: SoundClip] = [:]
    for icon in SoundIcon.allCases {
      clips[icon] = icon.clip(sampleRate: sampleRate, channels: self.channels)
    }
    self.clips = clips
  }

  /// The clip of an icon.
  public subscript(icon: SoundIcon) -> SoundClip {
    clips[icon] ?? icon.clip(sampleRate: sampleRate, channels: channels)
  }
}
