import TellerBank

/// A day of the bank as sound: the waiting line's length as pitch over
/// time, the day compressed into a listening time of a few seconds, with
/// a soft tick at each hour (or another round unit, see ``GraphTick``)
/// and the busy clerks as a second, quieter and lower voice.
///
/// - **The line** is a bright tone (a fundamental with two soft
///   overtones) whose pitch follows the number waiting on an
///   ``AudioGraphScale``: 220 Hz for an empty line, a semitone higher for
///   each customer, the peak at most two octaves up. In stereo it sits a
///   little to the left, the Waiting list's side.
/// - **The clerks** are a soft, low tone on the Processing side (the
///   right): silent while nobody is served, fading in as the first clerk
///   starts, and a step higher for each further clerk serving (four
///   semitones each, less when there are many clerks, so that every clerk
///   busy is at most an octave above one), from 110 Hz.
/// - **The ticks** are short, quiet, high taps in the middle.
///
/// Both tones glide: the value at each moment is a straight line between
/// the middles of the series' bins, and each tone's phase runs on without
/// a break, so a change of pitch never clicks. The graph fades in and out
/// over ``fade``. Rendering is pure arithmetic in Swift: the same series,
/// listening time, rate and channels give the same samples on every
/// platform.
public struct AudioGraph: Hashable, Sendable {
  /// The listening time by default, in seconds.
  public static let defaultSeconds = 10.0
  /// The listening times allowed, in seconds.
  public static let secondsRange: ClosedRange<Double> = 1...600
  /// Seconds of fade at either end.
  public static let fade = 0.02

  /// The line's peak level before the shared gain, where 1 is full scale.
  static let lineLevel = 0.5
  /// The clerks' peak level: about 11 dB under the line's.
  static let clerksLevel = 0.14
  /// A tick's peak level.
  static let tickLevel = 0.2
  /// The pitch of one clerk serving, in hertz.
  static let clerksLowest = 110.0
  /// The most semitones between two numbers of clerks serving.
  static let clerksStep = 4.0
  /// Where the line sits in stereo: halfway to the Waiting side.
  static let linePan = SoundPan.waitingSide / 2
  /// Where the clerks sit in stereo: the Processing side.
  static let clerksPan = SoundPan.processingSide

  /// The day.
  public var series: QueueSeries
  /// How long the graph lasts, in seconds.
  public var seconds: Double
  /// How the number waiting becomes pitch.
  public var scale: AudioGraphScale
  /// The stretch between two ticks, or nil for none.
  public var tick: GraphTick?

  /// A graph of a day heard in `seconds` (clamped to ``secondsRange``),
  /// on the scale of its peak, ticking as ``GraphTick/choose(span:seconds:)``
  /// chooses.
  public init(_ series: QueueSeries, seconds: Double = AudioGraph.defaultSeconds) {
    self.series = series
    self.seconds = min(Self.secondsRange.upperBound, max(Self.secondsRange.lowerBound, seconds))
    scale = AudioGraphScale(peak: series.peakWaiting)
    tick = GraphTick.choose(span: series.span, seconds: self.seconds)
  }

  /// The frames the graph lasts at a rate; none for a day of no time.
  public func frames(sampleRate: Int) -> Int {
    guard series.span > .zero, !series.bins.isEmpty else { return 0 }
    return Int((seconds * Double(max(1, sampleRate))).rounded())
  }

  /// The instant of the day, from the series' origin, heard at a moment
  /// of the graph, in seconds from its start.
  public func modelTime(atSecond second: Double) -> ModelTime {
    let share = min(1, max(0, second / seconds))
    return ModelTime(nanoseconds: Int64((Double(series.span.nanoseconds) * share).rounded()))
  }

  /// The moment of the graph, in seconds from its start, at which an
  /// instant of the day (from the series' origin) is heard.
  public func second(at time: ModelTime) -> Double {
    guard series.span > .zero else { return 0 }
    return time.seconds / series.span.seconds * seconds
  }

  /// Semitones between one number of clerks serving and the next.
  public var clerksSemitones: Double {
    series.clerks > 1 ? min(Self.clerksStep, 12 / Double(series.clerks - 1)) : 0
  }

  /// Renders the graph.
  ///
  /// - Parameters:
  ///   - sampleRate: samples per second.
  ///   - channels: 2 places the line, the clerks and the ticks as the type
  ///     describes; 1 mixes them in the middle at ``SoundDesign/monoGain``.
  /// - Complexity: O(f + b) for f frames and b bins.
  public func render(sampleRate: Int, channels: Int) -> SoundClip {
    let rate = max(1, sampleRate)
    let count = frames(sampleRate: rate)
    let line = lineVoice(frames: count, sampleRate: rate)
    let clerks = clerksVoice(frames: count, sampleRate: rate)
    let ticks = tickVoice(frames: count, sampleRate: rate)
    let fadeFrames = max(1, Int(Self.fade * Double(rate)))
    func fade(_ frame: Int) -> Double {
      let edge = min(frame, count - 1 - frame)
      guard edge < fadeFrames else { return 1 }
      let rise = Waveform.sine(turns: Double(edge) / Double(fadeFrames) / 4)
      return rise * rise
    }
    guard channels == 2 else {
      let gain = SoundDesign.gain * SoundDesign.monoGain
      let samples = (0..<count).map { frame in
        Waveform.pcm((line[frame] + clerks[frame] + ticks[frame]) * fade(frame) * gain)
      }
      return SoundClip(sampleRate: rate, channels: 1, samples: samples)
    }
    let linePan = SoundPan.gains(at: Self.linePan)
    let clerksPan = SoundPan.gains(at: Self.clerksPan)
    let middle = SoundDesign.monoGain
    var samples: [Int16] = []
    samples.reserveCapacity(count * 2)
    for frame in 0..<count {
      let gain = fade(frame) * SoundDesign.gain
      let (l, c, t) = (line[frame], clerks[frame], ticks[frame] * middle)
      samples.append(Waveform.pcm((l * linePan.left + c * clerksPan.left + t) * gain))
      samples.append(Waveform.pcm((l * linePan.right + c * clerksPan.right + t) * gain))
    }
    return SoundClip(sampleRate: rate, channels: 2, samples: samples)
  }
}
