/// Where a sound sits between the left and right speakers, as the lists
/// sit on the screen: Waiting on the left, Processing on the right.
///
/// Positions run from −1 (left) to 1 (right); the gains keep the power
/// the same wherever the sound is (equal-power panning).
public enum SoundPan: Hashable, Sendable {
  /// The Waiting list's side.
  public static let waitingSide = -0.7
  /// The Processing list's side.
  public static let processingSide = 0.7

  /// Still, at a position.
  case fixed(Double)
  /// Moving in a straight line from one position to another over the sound.
  case sweep(from: Double, to: Double)

  /// The middle.
  public static let centre = SoundPan.fixed(0)

  /// The position at a share (0 to 1) of the way through the sound.
  public func position(at share: Double) -> Double {
    switch self {
    case .fixed(let position): position
    case .sweep(let from, let to): from + (to - from) * min(1, max(0, share))
    }
  }

  /// The left and right gains at a position: cos θ and sin θ for θ from 0
  /// (left) to a quarter turn (right); both 0.707 in the middle.
  public static func gains(at position: Double) -> (left: Double, right: Double) {
    let turns = (min(1, max(-1, position)) + 1) / 8
    return (Waveform.cosine(turns: turns), Waveform.sine(turns: turns))
  }
}
