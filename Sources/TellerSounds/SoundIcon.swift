/// Teller's sound icons: a short sound in place of a sentence, for what
/// happens too often to be said in words.
///
/// Each is under 150 ms, made from sine tones and noise (see
/// ``design``), and told apart from the others by pitch, rhythm and
/// timbre, not by loudness. In stereo each sits where its list is on the
/// screen: what joins Waiting on the left, what leaves Processing on the
/// right, a start moving from left to right as the customer does, and the
/// rest in the middle.
public enum SoundIcon: String, Hashable, Sendable, CaseIterable {
  /// A deposit customer starts being served: a bright rising blip that
  /// moves from the Waiting side to the Processing side.
  case depositStarted = "deposit-start"
  /// A loan customer starts being served: the same rising, moving blip a
  /// fifth lower, with a hollow, woody overtone.
  case loanStarted = "loan-start"
  /// A customer finishes: a short falling tock with a click, on the
  /// Processing side.
  case finished = "finish"
  /// Customers are added: three quick rising pips, on the Waiting side.
  case added = "added"
  /// The bank goes idle, all served: a two-note chime rising to the
  /// octave, in the middle.
  case allServed = "all-served"
  /// An edge: no more items in that direction. A dull low thud, in the middle.
  case edge = "edge"
  /// An error: two low buzzes, in the middle.
  case error = "error"

  /// The name `teller sounds` and the documentation give it.
  public var name: String { rawValue }

  /// The icon of the sound-icons package (in `/usr/share/sounds/sound-icons`)
  /// that stands for it when speech-dispatcher plays it with `SOUND_ICON`:
  /// short ones, the two starts told apart by timbre.
  public var serverName: String {
    switch self {
    case .depositStarted: "left-round-bracket"
    case .loanStarted: "left-square-bracket"
    case .finished: "right-round-bracket"
    case .added: "message"
    case .allServed: "finish"
    case .edge: "capital"
    case .error: "empty-text"
    }
  }

  /// How it is made.
  public var design: SoundDesign {
    switch self {
    case .depositStarted:
      SoundDesign(
        layers: [
          .tone(
            .init(
              length: 0.085, from: 880, to: 1320, level: 0.34,
              envelope: Envelope(attack: 0.006, decayPower: 2), overtones: [.init(2, 0.2)]))
        ], pan: .sweep(from: SoundPan.waitingSide, to: SoundPan.processingSide))
    case .loanStarted:
      SoundDesign(
        layers: [
          .tone(
            .init(
              length: 0.11, from: 587, to: 880, level: 0.34,
              envelope: Envelope(attack: 0.008, decayPower: 2),
              overtones: [.init(3, 0.3), .init(5, 0.12)]))
        ], pan: .sweep(from: SoundPan.waitingSide, to: SoundPan.processingSide))
    case .finished:
      SoundDesign(
        layers: [
          .tone(
            .init(
              length: 0.06, from: 1175, to: 784, level: 0.36,
              envelope: Envelope(attack: 0.002, decayPower: 3))),
          .noise(
            .init(
              length: 0.012, level: 0.14, envelope: Envelope(attack: 0.0005, decayPower: 2),
              smoothing: 0.3, highPass: true, seed: 0x7E11_E5F1)),
        ], pan: .fixed(SoundPan.processingSide))
    case .added:
      SoundDesign(
        layers: [(0.0, 659.0), (0.04, 784.0), (0.08, 988.0)].map { start, pitch in
          .tone(
            .init(
              start: start, length: 0.035, from: pitch, level: 0.3,
              envelope: Envelope(attack: 0.003, decayPower: 2), overtones: [.init(2, 0.15)]))
        }, pan: .fixed(SoundPan.waitingSide))
    case .allServed:
      SoundDesign(
        layers: [
          .tone(
            .init(
              length: 0.07, from: 784, level: 0.3,
              envelope: Envelope(attack: 0.003, decayPower: 2),
              overtones: [.init(2, 0.3), .init(3.01, 0.12)])),
          .tone(
            .init(
              start: 0.055, length: 0.09, from: 1568, level: 0.3,
              envelope: Envelope(attack: 0.003, decayPower: 2),
              overtones: [.init(1.5, 0.25), .init(2, 0.15)])),
        ], pan: .centre)
    case .edge:
      SoundDesign(
        layers: [
          .tone(
            .init(
              length: 0.07, from: 180, to: 120, level: 0.5,
              envelope: Envelope(attack: 0.002, decayPower: 3), overtones: [.init(2, 0.25)])),
          .noise(
            .init(
              length: 0.03, level: 0.35, envelope: Envelope(attack: 0.001, decayPower: 3),
              smoothing: 0.06, seed: 0xED6E)),
        ], pan: .centre)
    case .error:
      SoundDesign(
        layers: [0.0, 0.065].map { start in
          .tone(
            .init(
              start: start, length: 0.045, from: 233, level: 0.28,
              envelope: Envelope(attack: 0.003, decayPower: 1),
              overtones: [.init(3, 0.33), .init(5, 0.2), .init(7, 0.14)]))
        }, pan: .centre)
    }
  }

  /// Renders the icon.
  ///
  /// - Complexity: O(n) in its samples.
  public func clip(sampleRate: Int, channels: Int) -> SoundClip {
    design.render(sampleRate: sampleRate, channels: channels)
  }
}
