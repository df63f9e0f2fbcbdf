/// How a layer's loudness rises and falls: a raised-cosine attack from
/// silence, then a decay back to silence at the end, `(1 − u)ᵖ` over the
/// rest of its length.
///
/// Both ends are exactly zero, so a layer never clicks.
public struct Envelope: Hashable, Sendable {
  /// Seconds from silence to full level.
  public var attack: Double
  /// The decay's power: 1 falls in a straight line, 3 dies away quickly
  /// like a struck object.
  public var decayPower: Int

  /// Creates an envelope.
  public init(attack: Double, decayPower: Int) {
    self.attack = max(0, attack)
    self.decayPower = max(1, decayPower)
  }

  /// The gain, 0 to 1, at `time` seconds into a layer `length` seconds long.
  public func gain(at time: Double, length: Double) -> Double {
    guard time >= 0, time < length else { return 0 }
    let attack = min(self.attack, length / 2)
    if time < attack {
      let rise = Waveform.sine(turns: time / attack / 4)
      return rise * rise
    }
    let remaining = 1 - (time - attack) / (length - attack)
    var gain = 1.0
    for _ in 0..<decayPower { gain *= remaining }
    return gain
  }
}
