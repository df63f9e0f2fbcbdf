import TellerBank

extension AudioGraph {
  /// The line's overtones: a multiple of its pitch and a level relative
  /// to the fundamental's, for a tone brighter than a bare sine.
  static let lineOvertones: [SoundLayer.Overtone] = [.init(2, 0.3), .init(3, 0.12)]
  /// The clerks' overtone: just enough to be heard on small speakers.
  static let clerksOvertones: [SoundLayer.Overtone] = [.init(2, 0.25)]

  /// A value of the series' bins at each of `frames` frames spread evenly
  /// over its span: a straight line between the middles of neighbouring
  /// bins, level before the first middle and after the last.
  ///
  /// - Complexity: O(f + b) for f frames and b bins.
  func contour(frames: Int, value: (QueueSeries.Bin) -> Double) -> [Double] {
    let bins = series.bins
    guard let first = bins.first, let last = bins.last else {
      return [Double](repeating: 0, count: frames)
    }
    let span = Double(series.span.nanoseconds)
    let middles = bins.map { Double($0.middle.nanoseconds) }
    let values = bins.map(value)
    var next = 0
    var out: [Double] = []
    out.reserveCapacity(frames)
    for frame in 0..<frames {
      let time = (Double(frame) + 0.5) / Double(frames) * span
      while next < middles.count && middles[next] <= time { next += 1 }
      if next == 0 {
        out.append(value(first))
      } else if next == middles.count {
        out.append(value(last))
      } else {
        let share = (time - middles[next - 1]) / (middles[next] - middles[next - 1])
        out.append(values[next - 1] + (values[next] - values[next - 1]) * share)
      }
    }
    return out
  }

  /// The line's tone, pitch following the number waiting.
  func lineVoice(frames: Int, sampleRate: Int) -> [Double] {
    let waiting = contour(frames: frames) { $0.meanWaiting }
    let pitches = waiting.map { scale.frequency(waiting: $0) }
    return Self.tone(pitches, level: Self.lineLevel, overtones: Self.lineOvertones, sampleRate)
  }

  /// The clerks' tone: silent with nobody served, fading in to one clerk
  /// serving, then a step higher for each further clerk.
  func clerksVoice(frames: Int, sampleRate: Int) -> [Double] {
    let busy = contour(frames: frames) { $0.meanBusy }
    let step = clerksSemitones
    let pitches = busy.map {
      Self.clerksLowest * Waveform.exponent2(max(0, $0 - 1) * step / 12)
    }
    var voice = Self.tone(
      pitches, level: Self.clerksLevel, overtones: Self.clerksOvertones, sampleRate)
    for index in voice.indices { voice[index] *= min(1, max(0, busy[index])) }
    return voice
  }

  /// A soft tick at each of the ``tick``'s instants.
  func tickVoice(frames: Int, sampleRate: Int) -> [Double] {
    var buffer = [Double](repeating: 0, count: frames)
    guard let tick, frames > 0 else { return buffer }
    let rate = Double(sampleRate)
    for instant in tick.instants(in: series.span) {
      let layer = SoundLayer.tone(
        .init(
          start: second(at: instant), length: 0.03, from: 1_760, to: 1_480,
          level: Self.tickLevel, envelope: Envelope(attack: 0.001, decayPower: 3),
          overtones: [.init(3, 0.2)]))
      guard Int(second(at: instant) * rate) < frames else { continue }
      layer.add(into: &buffer, sampleRate: sampleRate)
    }
    return buffer
  }

  /// A tone whose pitch, in hertz, is given for every frame, its phase
  /// running on without a break; its peak is `level`, overtones included.
  static func tone(
    _ pitches: [Double], level: Double, overtones: [SoundLayer.Overtone], _ sampleRate: Int
  ) -> [Double] {
    let rate = Double(sampleRate)
    let scale = level / (1 + overtones.reduce(0) { $0 + $1.level })
    var phase = 0.0
    return pitches.map { pitch in
      var value = Waveform.sine(turns: phase)
      for overtone in overtones {
        value += overtone.level * Waveform.sine(turns: phase * overtone.multiple)
      }
      phase += pitch / rate
      if phase >= 1 { phase -= Double(Int64(phase)) }
      return value * scale
    }
  }
}
