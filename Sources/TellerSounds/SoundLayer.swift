import TellerBank

/// One part of a sound: a tone or a burst of noise, placed in the sound's
/// time, with its level and envelope.
public enum SoundLayer: Hashable, Sendable {
  /// A tone that glides from one frequency to another (in a straight line
  /// in hertz), with overtones at whole or other multiples of it.
  case tone(Tone)
  /// Noise from a seeded generator, smoothed (a one-pole low-pass filter)
  /// for a duller sound or, high-passed, for a click.
  case noise(Noise)

  /// A gliding tone.
  public struct Tone: Hashable, Sendable {
    /// Seconds from the sound's start.
    public var start: Double
    /// Seconds it lasts.
    public var length: Double
    /// Hertz at its start.
    public var from: Double
    /// Hertz at its end.
    public var to: Double
    /// Peak level, where 1 is full scale.
    public var level: Double
    /// Its rise and fall.
    public var envelope: Envelope
    /// Overtones: a multiple of the frequency and a level relative to the
    /// fundamental's.
    public var overtones: [Overtone]

    /// Creates a tone.
    public init(
      start: Double = 0, length: Double, from: Double, to: Double? = nil, level: Double,
      envelope: Envelope, overtones: [Overtone] = []
    ) {
      self.start = start
      self.length = length
      self.from = from
      self.to = to ?? from
      self.level = level
      self.envelope = envelope
      self.overtones = overtones
    }
  }

  /// An overtone of a tone.
  public struct Overtone: Hashable, Sendable {
    /// Its frequency as a multiple of the fundamental's.
    public var multiple: Double
    /// Its level as a share of the fundamental's.
    public var level: Double

    /// Creates an overtone.
    public init(_ multiple: Double, _ level: Double) {
      self.multiple = multiple
      self.level = level
    }
  }

  /// A burst of noise.
  public struct Noise: Hashable, Sendable {
    /// Seconds from the sound's start.
    public var start: Double
    /// Seconds it lasts.
    public var length: Double
    /// Peak level, where 1 is full scale.
    public var level: Double
    /// Its rise and fall.
    public var envelope: Envelope
    /// The low-pass filter's share of each new sample, 0 to 1: 1 is white
    /// noise, 0.05 a dull thump.
    public var smoothing: Double
    /// Whether what the low-pass filter keeps is taken away, leaving the
    /// high frequencies: a click.
    public var highPass: Bool
    /// The generator's seed: the same seed, the same noise.
    public var seed: UInt64

    /// Creates a burst of noise.
    public init(
      start: Double = 0, length: Double, level: Double, envelope: Envelope,
      smoothing: Double = 1, highPass: Bool = false, seed: UInt64
    ) {
      self.start = start
      self.length = length
      self.level = level
      self.envelope = envelope
      self.smoothing = min(1, max(0.001, smoothing))
      self.highPass = highPass
      self.seed = seed
    }
  }

  /// Seconds from the sound's start to the layer's end.
  public var end: Double {
    switch self {
    case .tone(let tone): tone.start + tone.length
    case .noise(let noise): noise.start + noise.length
    }
  }

  /// Adds the layer into a buffer of samples at a rate, from −1 to 1.
  ///
  /// - Complexity: O(n) in the layer's samples, times its overtones.
  func add(into buffer: inout [Double], sampleRate: Int) {
    let rate = Double(sampleRate)
    switch self {
    case .tone(let tone):
      let first = Int(tone.start * rate)
      let count = Int(tone.length * rate)
      var phase = 0.0
      for index in 0..<count where first + index < buffer.count {
        let time = Double(index) / rate
        let frequency = tone.from + (tone.to - tone.from) * time / tone.length
        var value = Waveform.sine(turns: phase)
        for overtone in tone.overtones {
          value += overtone.level * Waveform.sine(turns: phase * overtone.multiple)
        }
        buffer[first + index] +=
          tone.level * tone.envelope.gain(at: time, length: tone.length) * value
        phase += frequency / rate
        if phase >= 1 { phase -= Double(Int64(phase)) }
      }
    case .noise(let noise):
      var random = SplitMix64(seed: noise.seed)
      let first = Int(noise.start * rate)
      let count = Int(noise.length * rate)
      var smoothed = 0.0
      for index in 0..<count where first + index < buffer.count {
        let white = random.nextUnit() * 2 - 1
        smoothed += noise.smoothing * (white - smoothed)
        let value = noise.highPass ? white - smoothed : smoothed
        let time = Double(index) / rate
        buffer[first + index] +=
          noise.level * noise.envelope.gain(at: time, length: noise.length) * value
      }
    }
  }
}
