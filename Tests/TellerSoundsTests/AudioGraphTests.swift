import Foundation
import TellerBank
import TellerTestSupport
import Testing

@testable import TellerSounds

/// eSpeak NG's rate, which the graph is rendered at beside speech.
private let rate = 22_050

/// A busy day: the loan clerk near saturation, about 8 hours of Poisson
/// arrivals, recorded into a series.
private let busyDay: QueueSeries = {
  let simulation = Simulation(
    configuration: BankConfiguration(seed: 31), customers: 50_400, arrivals: .poisson(rate: 1.75))
  var recorder = QueueSeriesRecorder(clerks: 3)
  _ = simulation.run { recorder.record($0) }
  return recorder.series()
}()

/// Semitones above the empty line's pitch.
private func semitones(_ frequency: Double) -> Double {
  12 * log2(frequency / AudioGraphScale.lowest)
}

/// The pitch track of a graph's channel, each voiced frame beside the
/// number waiting in the series' bin at the instant it plays.
private func pitchAgainstLine(_ graph: AudioGraph, channels: Int, channel: Int = 0) -> (
  pitch: [Double], waiting: [Double]
) {
  let clip = graph.render(sampleRate: rate, channels: channels)
  let frames = PitchTracker(sampleRate: rate).track(clip.channel(channel))
  var pitch: [Double] = []
  var waiting: [Double] = []
  let width = graph.series.binWidth.nanoseconds
  for frame in frames {
    guard let frequency = frame.frequency else { continue }
    let bin = Int(graph.modelTime(atSecond: frame.time).nanoseconds / width)
    guard bin < graph.series.bins.count else { continue }
    pitch.append(semitones(frequency))
    waiting.append(graph.series.bins[bin].meanWaiting)
  }
  return (pitch, waiting)
}

@Suite("The audio graph: the day's line as pitch over time")
struct AudioGraphTests {
  @Test("A busy day's pitch follows the line: correlation at least 0.98, stereo and mono")
  func pitchFollowsTheLine() {
    let graph = AudioGraph(busyDay)
    #expect(busyDay.span.seconds > 7.5 * 3_600 && busyDay.span.seconds < 8.5 * 3_600)
    #expect(busyDay.peakWaiting > 10, "a busy day: peak \(busyDay.peakWaiting)")
    for channels in [2, 1] {
      let (pitch, waiting) = pitchAgainstLine(graph, channels: channels)
      #expect(pitch.count > 700, "voiced frames: \(pitch.count)")
      let correlation = PitchTracker.correlation(pitch, waiting)
      #expect(correlation >= 0.98, "\(channels) channels: correlation \(correlation)")
    }
  }

  @Test("A steady line is one pitch: a semitone per customer above 220 Hz")
  func steadyPitch() {
    for level in [0, 3, 12] {
      let series = QueueSeries.levels(waiting: Array(repeating: Double(level), count: 20))
      var graph = AudioGraph(series, seconds: 2)
      graph.tick = nil
      let (pitch, _) = pitchAgainstLine(graph, channels: 2)
      let median = pitch.sorted()[pitch.count / 2]
      #expect(abs(median - Double(level)) < 0.1, "\(level) waiting: \(median) semitones")
    }
  }

  @Test("Equal steps in the line are equal steps in pitch; long lines share two octaves")
  func scale() {
    let standard = AudioGraphScale(peak: 24)
    #expect(standard.isStandard && standard.semitonesPerCustomer == 1)
    let ratios = (0..<24).map {
      standard.frequency(waiting: Double($0 + 1)) / standard.frequency(waiting: Double($0))
    }
    #expect(ratios.allSatisfy { abs($0 - pow(2, 1.0 / 12)) < 1e-12 })
    #expect(abs(standard.frequency(waiting: 12) - 440) < 1e-9)
    let long = AudioGraphScale(peak: 96)
    #expect(!long.isStandard && long.semitonesPerCustomer == 0.25)
    #expect(abs(long.frequency(waiting: 96) - 880) < 1e-9)
    #expect(AudioGraphScale(peak: 0).isStandard)
  }

  @Test("Two to a power, in Swift, to within 10⁻¹³ of the platform's")
  func exponent() {
    for step in -400...400 {
      let x = Double(step) / 37
      let expected = pow(2, x)
      #expect(abs(Waveform.exponent2(x) - expected) / expected < 1e-13, "2^\(x)")
    }
    #expect(Waveform.exponent2(10) == 1_024 && Waveform.exponent2(-1) == 0.5)
  }

  @Test("The same day gives the same bytes; another day does not")
  func deterministic() {
    let graph = AudioGraph(busyDay, seconds: 3)
    let once = graph.render(sampleRate: rate, channels: 2)
    #expect(once == graph.render(sampleRate: rate, channels: 2))
    #expect(once.frames == 3 * rate && once.channels == 2)
    var other = busyDay
    other.bins[other.bins.count / 2].meanWaiting += 1
    #expect(once != AudioGraph(other, seconds: 3).render(sampleRate: rate, channels: 2))
  }

  @Test("A jump in the line glides without a click: no energy above 3 kHz, silent ends")
  func noClicks() {
    let jumps = QueueSeries.levels(waiting: [0, 0, 20, 20, 0, 0, 24, 1, 1], busy: [0, 3, 3, 0])
    var graph = AudioGraph(jumps, seconds: 2)
    graph.tick = nil
    for channels in [1, 2] {
      let clip = graph.render(sampleRate: rate, channels: channels)
      for channel in 0..<channels {
        let samples = clip.channel(channel)
        let spectrum = SoundMeasures(samples: samples, sampleRate: rate).spectrum
        let high = spectrum[30...].reduce(0) { $0 + $1 * $1 }
        #expect(high < 1e-4, "\(channels) channels, channel \(channel): \(high) above 3 kHz")
        #expect(abs(Int(samples.first ?? 0)) < 100 && abs(Int(samples.last ?? 0)) < 100)
      }
      let peak = clip.samples.map { abs(Int($0)) }.max() ?? 0
      #expect(peak < 30_000 && peak > 6_000, "peak \(peak)")
    }
  }

  @Test("The clerks: silent with nobody served, then a step higher for each clerk")
  func clerksVoice() {
    func clerksAlone(busy: Double) -> [Int16] {
      let waiting = [Double](repeating: 2, count: 10)
      let on = AudioGraph(
        QueueSeries.levels(waiting: waiting, busy: Array(repeating: busy, count: 10)), seconds: 1)
      let off = AudioGraph(
        QueueSeries.levels(waiting: waiting, busy: Array(repeating: 0, count: 10)), seconds: 1)
      let a = on.render(sampleRate: rate, channels: 2).channel(1)
      let b = off.render(sampleRate: rate, channels: 2).channel(1)
      return zip(a, b).map { Int16(clamping: Int($0) - Int($1)) }
    }
    var tracker = PitchTracker(sampleRate: rate)
    tracker.lowest = 90
    tracker.highest = 400
    tracker.silence = 0.001
    for (busy, hertz) in [(1.0, 110.0), (2, 138.59), (3, 174.61)] {
      let pitches = tracker.track(clerksAlone(busy: busy)).compactMap(\.frequency)
      let median = pitches.sorted()[pitches.count / 2]
      #expect(abs(median - hertz) < 1, "\(busy) busy: \(median) Hz")
    }
    #expect(clerksAlone(busy: 0).allSatisfy { $0 == 0 })
    // On the Processing side: louder on the right than on the left.
    let series = QueueSeries.levels(waiting: [0, 0], busy: [3, 3])
    let stereo = AudioGraph(series, seconds: 1).render(sampleRate: rate, channels: 2)
    let line = AudioGraph(QueueSeries.levels(waiting: [0, 0], busy: [0, 0]), seconds: 1)
      .render(sampleRate: rate, channels: 2)
    func energy(_ samples: [Int16]) -> Double { samples.reduce(0) { $0 + Double($1) * Double($1) } }
    let rightGain = energy(stereo.channel(1)) - energy(line.channel(1))
    let leftGain = energy(stereo.channel(0)) - energy(line.channel(0))
    #expect(rightGain > 4 * leftGain)
  }

  @Test("A tick at each hour of an 8-hour day, heard where the hour falls")
  func hourlyTicks() {
    let graph = AudioGraph(busyDay)
    #expect(graph.tick == .hour)
    var silent = graph
    silent.tick = nil
    let with = graph.render(sampleRate: rate, channels: 1).samples
    let without = silent.render(sampleRate: rate, channels: 1).samples
    let ticks = zip(with, without).map { Double(Int($0) - Int($1)) }
    // Onsets: where the difference first rises after a quiet stretch.
    var onsets: [Double] = []
    var quietSince = 0
    for (index, value) in ticks.enumerated() {
      if abs(value) > 200 {
        if index - quietSince > rate / 10 { onsets.append(Double(index) / Double(rate)) }
        quietSince = index
      }
    }
    let hours = Int(busyDay.span.seconds / 3_600)
    let expected = (1...hours).map { graph.second(at: .seconds(Double($0) * 3_600)) }
    #expect(onsets.count == expected.count)
    for (onset, hour) in zip(onsets, expected) { #expect(abs(onset - hour) < 0.005) }
  }

  @Test("Ticks: the shortest round unit at least 0.4 s apart when heard")
  func tickChoice() {
    func choose(_ hours: Double, _ seconds: Double = 10) -> GraphTick? {
      GraphTick.choose(span: .seconds(hours * 3_600), seconds: seconds)
    }
    #expect(choose(8) == .hour)
    #expect(choose(24) == .hour)
    #expect(choose(0.5) == .tenMinutes)
    #expect(choose(72) == .day)
    #expect(choose(8, 60) == .tenMinutes)
    #expect(choose(0.5 / 3_600) == nil)
    #expect(GraphTick.hour.instants(in: .seconds(3 * 3_600)).count == 2)
    #expect(GraphTick.hour.instants(in: .seconds(3 * 3_600 + 1)).count == 3)
  }

  @Test("A day of no time is no graph; listening time is kept in its range")
  func edges() {
    let empty = QueueSeriesRecorder(clerks: 3).series()
    #expect(AudioGraph(empty).render(sampleRate: rate, channels: 2).frames == 0)
    #expect(AudioGraph(busyDay, seconds: 0).seconds == 1)
    #expect(AudioGraph(busyDay, seconds: 1e9).seconds == 600)
  }
}

@Suite("The graphs `teller sounds` teaches with")
struct GraphExampleTests {
  @Test(
    "Rising climbs an octave, falling comes down one, steady holds",
    arguments: GraphExample.allCases)
  func shape(example: GraphExample) {
    let graph = example.graph
    #expect(graph.seconds == 3 && graph.tick == .hour && graph.scale.isStandard)
    let frames = PitchTracker(sampleRate: rate).track(
      graph.render(sampleRate: rate, channels: 2).channel(0))
    let pitch = frames.compactMap { $0.frequency.map(semitones) }
    let start = pitch.prefix(10).reduce(0, +) / 10
    let end = pitch.suffix(10).reduce(0, +) / 10
    switch example {
    case .rising: #expect(start < 1 && end > 11, "\(start) to \(end)")
    case .falling: #expect(start > 11 && end < 1, "\(start) to \(end)")
    case .steady:
      #expect(abs(start - 4) < 1 && abs(end - 4) < 1, "\(start) to \(end)")
      #expect(pitch.allSatisfy { $0 > 2.5 && $0 < 5.5 })
    }
  }
}
