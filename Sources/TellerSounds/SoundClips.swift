import TellerBank

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

  /// A burst of icons to play live, channels interleaved: each icon at its
  /// model time from the first (icons of one instant sound together),
  /// those more than `longest` after the first left out.
  ///
  /// - Complexity: O(n) in the burst's samples.
  public func burst(_ icons: [PlacedIcon], longest: ModelTime = .seconds(10)) -> [Int16] {
    guard let first = icons.first?.time else { return [] }
    var mixer = RecordingMixer(channels: channels)
    for placed in icons where placed.time - first <= longest {
      let frame = SoundClip.frames(in: placed.time - first, sampleRate: sampleRate)
      mixer.place(self[placed.icon], at: frame)
    }
    return mixer.finish().flatMap { part -> [Int16] in
      switch part {
      case .frames(let samples): samples
      case .silence(let frames): [Int16](repeating: 0, count: frames * channels)
      }
    }
  }
}
