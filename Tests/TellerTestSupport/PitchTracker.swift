/// Finds the pitch of a recording frame by frame, as a listener's ear
/// would follow a melody: for tests that check what an audio graph says.
///
/// It is YIN (de Cheveigné and Kawahara, 2002) without its refinements:
/// each frame's difference function d(τ) = Σ (xⱼ − xⱼ₊τ)² over the lags of
/// the pitch range, normalised by its running mean, and the first lag
/// where it dips under a threshold, taken to its local minimum and refined
/// by a parabola through its neighbours. Frames that are nearly silent,
/// or have no dip, have no pitch.
public struct PitchTracker: Sendable {
  /// One frame's finding.
  public struct Frame: Hashable, Sendable {
    /// The middle of the frame, in seconds from the recording's start.
    public var time: Double
    /// Its pitch in hertz, or nil when it has none.
    public var frequency: Double?
  }

  /// Samples per second.
  public var sampleRate: Int
  /// Samples in a frame.
  public var frameLength = 512
  /// Samples from one frame's start to the next.
  public var hop = 256
  /// The lowest pitch looked for, in hertz: under an audio graph's line
  /// (220 Hz and up) and over its clerks' voice (110 to 220 Hz), which a
  /// mono mix puts in the same channel.
  public var lowest = 200.0
  /// The highest pitch looked for, in hertz.
  public var highest = 1_200.0
  /// The normalised difference a dip must go under: higher than YIN's
  /// 0.1 to 0.15 for one voice, since a second, softer voice keeps the
  /// dip from going as deep.
  public var threshold = 0.25
  /// The root mean square level, as a share of full scale, under which a
  /// frame is silent.
  public var silence = 0.01

  /// A tracker for a rate, with the defaults above.
  public init(sampleRate: Int) { self.sampleRate = sampleRate }

  /// The frames of one channel of 16-bit samples.
  public func track(_ samples: [Int16]) -> [Frame] {
    let values = samples.map { Double($0) / Double(Int16.max) }
    let rate = Double(sampleRate)
    let longest = Int(rate / lowest) + 1
    let shortest = max(2, Int(rate / highest))
    var frames: [Frame] = []
    var start = 0
    while start + frameLength + longest <= values.count {
      let time = (Double(start) + Double(frameLength) / 2) / rate
      let lag = period(values, from: start, shortest: shortest, longest: longest)
      frames.append(Frame(time: time, frequency: lag.map { rate / $0 }))
      start += hop
    }
    return frames
  }

  /// The period, in samples, of the frame at `start`, or nil.
  ///
  /// The difference function is worked out lag by lag, and only as far
  /// as the first dip's minimum, which is all YIN looks at.
  private func period(_ x: [Double], from start: Int, shortest: Int, longest: Int) -> Double? {
    let window = x[start..<(start + frameLength)]
    let power = window.reduce(0) { $0 + $1 * $1 } / Double(frameLength)
    guard power.squareRoot() >= silence else { return nil }
    func difference(_ lag: Int) -> Double {
      var sum = 0.0
      for j in start..<(start + frameLength) {
        let delta = x[j] - x[j + lag]
        sum += delta * delta
      }
      return sum
    }
    // The cumulative mean normalised difference: 1 at lag 0, dips at periods.
    var normalised = [1.0]
    var running = 0.0
    var dip: Int?
    for lag in 1...longest {
      let value = difference(lag)
      running += value
      normalised.append(running > 0 ? value * Double(lag) / running : 1)
      if let found = dip {
        if normalised[lag] >= normalised[found] { break }
        dip = lag
      } else if lag >= shortest && normalised[lag] < threshold {
        dip = lag
      }
    }
    guard let lag = dip, lag + 1 < normalised.count else { return nil }
    let (a, b, c) = (normalised[lag - 1], normalised[lag], normalised[lag + 1])
    let curve = a - 2 * b + c
    let shift = curve > 0 ? (a - c) / (2 * curve) : 0
    return Double(lag) + max(-0.5, min(0.5, shift))
  }

  /// The Pearson correlation of two series of equal length; 0 when either
  /// is constant.
  public static func correlation(_ a: [Double], _ b: [Double]) -> Double {
    let n = Double(min(a.count, b.count))
    guard n > 1 else { return 0 }
    let pairs = Array(zip(a, b))
    let meanA = pairs.reduce(0) { $0 + $1.0 } / n
    let meanB = pairs.reduce(0) { $0 + $1.1 } / n
    var (covariance, varianceA, varianceB) = (0.0, 0.0, 0.0)
    for (x, y) in pairs {
      covariance += (x - meanA) * (y - meanB)
      varianceA += (x - meanA) * (x - meanA)
      varianceB += (y - meanB) * (y - meanB)
    }
    guard varianceA > 0, varianceB > 0 else { return 0 }
    return covariance / (varianceA * varianceB).squareRoot()
  }
}
