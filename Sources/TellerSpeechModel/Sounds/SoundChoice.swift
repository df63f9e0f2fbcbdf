import TellerArguments

/// Whether sound icons are heard, and how (`--sounds`).
///
/// Sounds go where speech goes: into the `--speech-wav` recording, and
/// live with `--speech`; with neither, `--sounds on` plays them live alone,
/// beside a screen reader reading the text. Linear text and JSON never
/// change.
public enum SoundChoice: String, Hashable, Sendable, CaseIterable {
  /// No sounds (the default): recordings and speech are as they always were.
  case off
  /// Sound icons in stereo, each on the side of its list (a recording
  /// becomes stereo).
  case on
  /// Sound icons in the middle, for one ear or one speaker.
  case mono

  /// The choice `--sounds` gives, or `fallback` when it is absent.
  ///
  /// - Throws: ``UsageError`` naming `--sounds` for another word (the
  ///   parser checks the table's choices first).
  public init(_ arguments: ParsedArguments, default fallback: SoundChoice = .off)
    throws(UsageError)
  {
    self = try arguments.givenValue(SpeechOptionTable.soundIcons) ?? fallback
  }

  /// Whether sounds are heard.
  public var isOn: Bool { self != .off }

  /// The channels sounds are mixed in: 2 for stereo, 1 for mono.
  public var channels: Int { self == .on ? 2 : 1 }
}
