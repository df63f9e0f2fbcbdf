import Testing

@testable import TellerSounds

/// The rate the icons are checked at: eSpeak NG's, which recordings use.
private let rate = 22_050

private func measures(_ icon: SoundIcon, channel: Int = 0, channels: Int = 1) -> SoundMeasures {
  SoundMeasures(
    samples: icon.clip(sampleRate: rate, channels: channels).channel(channel), sampleRate: rate)
}

/// The energy of a stretch of samples.
private func energy(_ samples: ArraySlice<Int16>) -> Double {
  samples.reduce(0) { $0 + Double($1) * Double($1) }
}

@Suite("Sound icons: short, clean, deterministic and told apart by ear")
struct SoundIconTests {
  @Test(
    "Every icon is under 150 ms, at every rate and in mono and stereo",
    arguments: SoundIcon.allCases)
  func length(icon: SoundIcon) {
    for sampleRate in [16_000, 22_050, 44_100, 48_000] {
      for channels in [1, 2] {
        let clip = icon.clip(sampleRate: sampleRate, channels: channels)
        #expect(clip.seconds < 0.150, "\(icon) at \(sampleRate) Hz: \(clip.seconds) s")
        #expect(clip.seconds > 0.040, "\(icon) at \(sampleRate) Hz: \(clip.seconds) s")
        #expect(clip.samples.count == clip.frames * channels)
      }
    }
  }

  @Test(
    "Peak between −18 and −4 dBFS, no clipped sample, silent at both ends",
    arguments: SoundIcon.allCases)
  func level(icon: SoundIcon) {
    for channels in [1, 2] {
      let clip = icon.clip(sampleRate: rate, channels: channels)
      let peak = Double(clip.samples.map { abs(Int($0)) }.max() ?? 0) / 32767
      #expect(peak < 0.63 && peak > 0.125, "\(icon), \(channels) channels: peak \(peak)")
      #expect(!clip.samples.contains(Int16.max) && !clip.samples.contains(Int16.min))
      // No click: the first and last frames are (nearly) silent.
      for sample in clip.samples.prefix(channels) + clip.samples.suffix(channels) {
        #expect(abs(Int(sample)) < 400, "\(icon): an edge sample of \(sample)")
      }
      // The louder side's level: −30 dBFS at least.
      let rms =
        (0..<channels).map { measures(icon, channel: $0, channels: channels).rms }.max() ?? 0
      #expect(rms > 0.03, "\(icon): RMS \(rms)")
    }
  }

  @Test("Rendering twice gives the same samples")
  func deterministic() {
    for icon in SoundIcon.allCases {
      #expect(icon.clip(sampleRate: rate, channels: 2) == icon.clip(sampleRate: rate, channels: 2))
      #expect(icon.clip(sampleRate: rate, channels: 1) == icon.clip(sampleRate: rate, channels: 1))
    }
  }

  @Test("Any two icons differ in spectrum or envelope by at least 0.25, loudness left out")
  func pairwiseDifferent() {
    let all = SoundIcon.allCases.map { ($0, measures($0)) }
    for (i, (a, first)) in all.enumerated() {
      for (b, second) in all.dropFirst(i + 1) {
        let difference = first.difference(from: second)
        #expect(difference >= 0.25, "\(a) and \(b) differ by only \(difference)")
      }
    }
  }

  @Test("Loudness alone does not make a difference: an icon at half level is the same")
  func loudnessIsLeftOut() {
    let clip = SoundIcon.finished.clip(sampleRate: rate, channels: 1)
    let half = SoundMeasures(samples: clip.samples.map { $0 / 2 }, sampleRate: rate)
    let difference = SoundMeasures(samples: clip.samples, sampleRate: rate).difference(from: half)
    #expect(difference < 0.001, "\(difference)")
  }

  @Test("A deposit start is higher than a loan start: its pitch by at least a fourth")
  func depositAndLoanByPitch() {
    let deposit = measures(.depositStarted).dominantFrequency
    let loan = measures(.loanStarted).dominantFrequency
    #expect(deposit > loan * 1.33, "deposit \(deposit) Hz, loan \(loan) Hz")
    // And the edge is the lowest of all.
    let edge = measures(.edge).dominantFrequency
    for icon in SoundIcon.allCases where icon != .edge {
      #expect(measures(icon).dominantFrequency > edge, "\(icon)")
    }
  }

  @Test("In stereo: added on the Waiting side (left), finished on the Processing side (right)")
  func sides() {
    for (icon, leftLouder) in [(SoundIcon.added, true), (.finished, false)] {
      let clip = icon.clip(sampleRate: rate, channels: 2)
      let left = energy(clip.channel(0)[...])
      let right = energy(clip.channel(1)[...])
      #expect(leftLouder ? left > 4 * right : right > 4 * left, "\(icon): \(left) vs \(right)")
    }
    for icon in [SoundIcon.allServed, .edge, .error] {
      let clip = icon.clip(sampleRate: rate, channels: 2)
      #expect(clip.channel(0) == clip.channel(1), "\(icon) is not centred")
    }
  }

  @Test("A start moves from left to right: louder left in its first quarter, right in its last")
  func startsMove() {
    for icon in [SoundIcon.depositStarted, .loanStarted] {
      let clip = icon.clip(sampleRate: rate, channels: 2)
      let left = clip.channel(0)
      let right = clip.channel(1)
      let quarter = clip.frames / 4
      let last = clip.frames - quarter
      #expect(energy(left[..<quarter]) > 3 * energy(right[..<quarter]), "\(icon)")
      #expect(energy(right[last...]) > 3 * energy(left[last...]), "\(icon)")
    }
  }

  @Test("Mono is the stereo sound in the middle: a centred icon's mono equals either side")
  func monoIsCentred() {
    for icon in [SoundIcon.allServed, .edge, .error] {
      #expect(
        icon.clip(sampleRate: rate, channels: 1).samples
          == icon.clip(sampleRate: rate, channels: 2).channel(0))
    }
  }

  @Test("Every icon has a distinct name and a distinct speech-dispatcher icon")
  func names() {
    #expect(Set(SoundIcon.allCases.map(\.name)).count == SoundIcon.allCases.count)
    #expect(Set(SoundIcon.allCases.map(\.serverName)).count == SoundIcon.allCases.count)
  }

}

@Suite("The waveform functions the icons are made of")
struct WaveformTests {
  @Test("The sine agrees with known values to 10⁻⁹, for any number of turns")
  func sine() {
    let known: [(Double, Double)] = [
      (0, 0), (1.0 / 12, 0.5), (0.125, 0.7071067811865476), (0.25, 1),
      (1.0 / 3, 0.8660254037844386),
      (0.5, 0), (0.75, -1), (-0.25, -1), (1000.125, 0.7071067811865476), (-7.0 / 12, 0.5),
    ]
    for (turns, value) in known {
      #expect(abs(Waveform.sine(turns: turns) - value) < 1e-9, "sin(\(turns) turns)")
    }
    #expect(abs(Waveform.cosine(turns: 0) - 1) < 1e-10)
  }

  @Test("PCM rounds to nearest and clamps at full scale")
  func pcm() {
    #expect(Waveform.pcm(0) == 0)
    #expect(Waveform.pcm(1) == 32767)
    #expect(Waveform.pcm(-1) == -32767)
    #expect(Waveform.pcm(2) == 32767 && Waveform.pcm(-2) == -32768)
    #expect(Waveform.pcm(0.5 / 32767) == 1 && Waveform.pcm(-0.5 / 32767) == -1)
  }

  @Test("An envelope starts and ends at zero and peaks at one after its attack")
  func envelope() {
    let envelope = Envelope(attack: 0.01, decayPower: 2)
    #expect(envelope.gain(at: 0, length: 0.1) == 0)
    #expect(abs(envelope.gain(at: 0.01, length: 0.1) - 1) < 1e-12)
    #expect(envelope.gain(at: 0.1, length: 0.1) == 0)
    #expect(envelope.gain(at: -0.001, length: 0.1) == 0)
    #expect(abs(envelope.gain(at: 0.055, length: 0.1) - 0.25) < 1e-12)
  }

  @Test("Equal-power panning: the gains' squares sum to one everywhere")
  func pan() {
    for position in stride(from: -1.0, through: 1.0, by: 0.25) {
      let (left, right) = SoundPan.gains(at: position)
      #expect(abs(left * left + right * right - 1) < 1e-9)
    }
    #expect(SoundPan.gains(at: -1).right.magnitude < 1e-12)
    #expect(SoundPan.gains(at: 1).left.magnitude < 1e-12)
  }
}
