extension SoundIcon {
  /// A rising chirp, from the Waiting side to the Processing side.
  static let depositStartedDesign = start(
    .init(
      length: 0.085, from: 880, to: 1320, level: 0.34,
      envelope: Envelope(attack: 0.006, decayPower: 2), overtones: [.init(2, 0.2)]))

  /// A lower, longer rising chirp, from Waiting to Processing.
  static let loanStartedDesign = start(
    .init(
      length: 0.11, from: 587, to: 880, level: 0.34,
      envelope: Envelope(attack: 0.008, decayPower: 2),
      overtones: [.init(3, 0.3), .init(5, 0.12)]))

  /// A service's start: one tone that moves from the Waiting side to the
  /// Processing side, as the customer does.
  private static func start(_ tone: SoundLayer.Tone) -> SoundDesign {
    SoundDesign(
      layers: [.tone(tone)], pan: .sweep(from: SoundPan.waitingSide, to: SoundPan.processingSide))
  }

  /// A falling blip with a click, on the Processing side.
  static let finishedDesign = SoundDesign(
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

  /// Three rising notes, on the Waiting side.
  static let addedDesign = SoundDesign(
    layers: [(0.0, 659.0), (0.04, 784.0), (0.08, 988.0)].map { start, pitch in
      .tone(
        .init(
          start: start, length: 0.035, from: pitch, level: 0.3,
          envelope: Envelope(attack: 0.003, decayPower: 2), overtones: [.init(2, 0.15)]))
    }, pan: .fixed(SoundPan.waitingSide))

  /// Two notes, an octave apart, in the centre.
  static let allServedDesign = SoundDesign(
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

  /// A low thud with noise, in the centre.
  static let edgeDesign = SoundDesign(
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

  /// Two low buzzes, in the centre.
  static let errorDesign = SoundDesign(
    layers: [0.0, 0.065].map { start in
      .tone(
        .init(
          start: start, length: 0.045, from: 233, level: 0.28,
          envelope: Envelope(attack: 0.003, decayPower: 1),
          overtones: [.init(3, 0.33), .init(5, 0.2), .init(7, 0.14)]))
    }, pan: .centre)
}
