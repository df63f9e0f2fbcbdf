/// Numbers that describe how a sound sounds, for tests and for choosing
/// the icons: its level, its peak, its brightness (spectral centroid) and
/// the shape of its spectrum and its envelope, loudness left out.
public struct SoundMeasures: Hashable, Sendable {
  /// Seconds.
  public var seconds: Double
  /// The largest sample, as a share of full scale.
  public var peak: Double
  /// The root mean square level, as a share of full scale.
  public var rms: Double
  /// The spectral centroid in hertz: where the spectrum's weight lies,
  /// heard as brightness.
  public var centroid: Double
  /// The frequency of the spectrum's strongest component, in hertz: for a
  /// tone, heard as its pitch.
  public var dominantFrequency: Double
  /// The spectrum's magnitude in bands of ``bandWidth`` hertz, from 0 to
  /// half the rate, scaled to unit length.
  public var spectrum: [Double]
  /// The level in frames of ``frameSeconds``, from the start, scaled to unit length.
  public var envelope: [Double]

  /// The width of a spectrum band.
  public static let bandWidth = 100.0
  /// The length of an envelope frame.
  public static let frameSeconds = 0.005

  /// Measures one channel of samples at a rate.
  ///
  /// The spectrum is the magnitude of the discrete Fourier transform of
  /// the whole sound, zero-padded to a power of two.
  ///
  /// - Complexity: O(n log n) in the samples.
  public init(samples: [Int16], sampleRate: Int) {
    let rate = Double(max(1, sampleRate))
    let values = samples.map { Double($0) / Double(Int16.max) }
    let count = values.count
    seconds = Double(count) / rate
    peak = values.map { abs($0) }.max() ?? 0
    rms = count == 0 ? 0 : (values.reduce(0) { $0 + $1 * $1 } / Double(count)).squareRoot()
    let magnitudes = SoundMeasures.magnitudes(values)
    let binWidth = rate / Double(max(1, magnitudes.count * 2))
    var spectrum = [Double](repeating: 0, count: max(1, Int(rate / 2 / SoundMeasures.bandWidth)))
    var weighted = 0.0
    var total = 0.0
    var strongest = (magnitude: 0.0, frequency: 0.0)
    for (bin, magnitude) in magnitudes.enumerated().dropFirst() {
      let frequency = Double(bin) * binWidth
      weighted += magnitude * frequency
      total += magnitude
      if magnitude > strongest.magnitude { strongest = (magnitude, frequency) }
      spectrum[min(spectrum.count - 1, Int(frequency / SoundMeasures.bandWidth))] += magnitude
    }
    centroid = total > 0 ? weighted / total : 0
    dominantFrequency = strongest.frequency
    self.spectrum = SoundMeasures.unit(spectrum)
    let frame = max(1, Int(SoundMeasures.frameSeconds * rate))
    self.envelope = SoundMeasures.unit(
      stride(from: 0, to: count, by: frame).map { start in
        let part = values[start..<min(count, start + frame)]
        return (part.reduce(0) { $0 + $1 * $1 } / Double(part.count)).squareRoot()
      })
  }

  /// The magnitudes of the first half of the discrete Fourier transform of
  /// values zero-padded to a power of two, by an iterative radix-2 FFT.
  static func magnitudes(_ values: [Double]) -> [Double] {
    var size = 1
    while size < values.count { size *= 2 }
    guard size >= 2 else { return [] }
    var real = values + [Double](repeating: 0, count: size - values.count)
    var imaginary = [Double](repeating: 0, count: size)
    // Bit-reversed order.
    var j = 0
    for i in 1..<size {
      var bit = size >> 1
      while j & bit != 0 {
        j ^= bit
        bit >>= 1
      }
      j |= bit
      if i < j {
        real.swapAt(i, j)
        imaginary.swapAt(i, j)
      }
    }
    var length = 2
    while length <= size {
      let half = length / 2
      for k in 0..<half {
        let turns = -Double(k) / Double(length)
        let (wr, wi) = (Waveform.cosine(turns: turns), Waveform.sine(turns: turns))
        for start in stride(from: 0, to: size, by: length) {
          let a = start + k
          let b = a + half
          let tr = real[b] * wr - imaginary[b] * wi
          let ti = real[b] * wi + imaginary[b] * wr
          real[b] = real[a] - tr
          imaginary[b] = imaginary[a] - ti
          real[a] += tr
          imaginary[a] += ti
        }
      }
      length *= 2
    }
    return (0..<(size / 2)).map {
      (real[$0] * real[$0] + imaginary[$0] * imaginary[$0]).squareRoot()
    }
  }

  /// How different two sounds are, 0 (the same shape) to 1: the larger of
  /// one minus the cosine similarity of their spectra and of their
  /// envelopes. Both are scaled to unit length first, so a sound made
  /// louder or softer is the same sound.
  public func difference(from other: SoundMeasures) -> Double {
    max(
      1 - Self.similarity(spectrum, other.spectrum), 1 - Self.similarity(envelope, other.envelope))
  }

  /// The cosine similarity of two unit vectors, the shorter padded with zeros.
  static func similarity(_ a: [Double], _ b: [Double]) -> Double {
    zip(a, b).reduce(0) { $0 + $1.0 * $1.1 }
  }

  /// A vector scaled to unit length (a zero vector stays zero).
  static func unit(_ values: [Double]) -> [Double] {
    let length = values.reduce(0) { $0 + $1 * $1 }.squareRoot()
    return length > 0 ? values.map { $0 / length } : values
  }
}
