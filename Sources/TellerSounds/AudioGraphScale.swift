/// How an audio graph turns the number waiting into pitch: equal steps in
/// the line's length are equal steps in pitch, so a listener can compare
/// any two moments of a day, and two days.
///
/// An empty line sounds at ``lowest`` (A3, 220 Hz). Each customer waiting
/// raises the pitch by one semitone, as long as the day's peak fits in
/// ``range`` (two octaves: up to 24 customers, so 12 customers is an
/// octave up on every such graph). A longer peak shares the two octaves
/// out evenly: 24 / peak semitones per customer, so the peak is always
/// two octaves up (880 Hz) and the scale stays linear.
public struct AudioGraphScale: Hashable, Sendable {
  /// The pitch of an empty line, in hertz.
  public static let lowest = 220.0
  /// The semitones a graph spans at most: two octaves.
  public static let range = 24.0
  /// Semitones per customer when the peak fits in ``range``.
  public static let standardStep = 1.0

  /// Semitones per customer waiting.
  public let semitonesPerCustomer: Double

  /// The scale for a day whose line reached `peak` at most.
  public init(peak: Int) {
    let fits = Double(peak) * Self.standardStep <= Self.range
    semitonesPerCustomer = fits ? Self.standardStep : Self.range / Double(peak)
  }

  /// Whether it is the standard scale, a semitone per customer.
  public var isStandard: Bool { semitonesPerCustomer == Self.standardStep }

  /// Semitones above ``lowest`` for a number waiting (a mean may be
  /// fractional).
  public func semitones(waiting: Double) -> Double {
    max(0, waiting) * semitonesPerCustomer
  }

  /// The pitch, in hertz, for a number waiting.
  public func frequency(waiting: Double) -> Double {
    Self.lowest * Waveform.exponent2(semitones(waiting: waiting) / 12)
  }
}
