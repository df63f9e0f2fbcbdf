import TellerBank
import Testing

@testable import TellerSounds

private func customer(_ number: Int, _ type: WorkType) -> Customer {
  Customer(number: number, workType: type, arrival: .zero)
}

private func event(_ ms: Int64, _ kind: BankEvent.Kind) -> SoundCue {
  .bank(BankEvent(time: .milliseconds(ms), kind: kind))
}

@Suite("Cues to icons: what each bank event, edge and error sounds as")
struct SoundCueTests {
  @Test("Each kind of cue has its icon; a reset has none")
  func icons() {
    #expect(event(0, .arrived(customer(1, .loan))).icon == .added)
    #expect(event(0, .started(customer(1, .loan), clerk: 3)).icon == .loanStarted)
    #expect(event(0, .started(customer(2, .deposit), clerk: 1)).icon == .depositStarted)
    #expect(event(0, .finished(customer(2, .deposit), clerk: 1)).icon == .finished)
    #expect(event(0, .finished(customer(1, .loan), clerk: 3)).icon == .finished)
    let summary = BankSummary(customersServed: 2, workTime: .seconds(2))
    #expect(event(0, .allServed(summary)).icon == .allServed)
    #expect(event(0, .reset).icon == nil)
    #expect(SoundCue.edge(at: .seconds(1)).icon == .edge)
    #expect(SoundCue.error(at: .seconds(1)).icon == .error)
    #expect(SoundCue.error(at: .seconds(1)).time == .seconds(1))
  }

  @Test("One icon per kind and instant: ten added and two starts together sound once each")
  func oneAnInstant() {
    var cues: [SoundCue] = (1...10).map { number in
      let type: WorkType = number == 3 ? .loan : .deposit
      return event(0, .arrived(customer(number, type)))
    }
    cues += [
      event(0, .started(customer(1, .deposit), clerk: 1)),
      event(0, .started(customer(2, .deposit), clerk: 2)),
      event(0, .started(customer(3, .loan), clerk: 3)),
      event(700, .finished(customer(1, .deposit), clerk: 1)),
      event(700, .finished(customer(2, .deposit), clerk: 2)),
      event(700, .started(customer(4, .deposit), clerk: 1)),
      event(700, .started(customer(5, .deposit), clerk: 2)),
    ]
    let expected: [PlacedIcon] = [
      PlacedIcon(.added, at: .zero), PlacedIcon(.depositStarted, at: .zero),
      PlacedIcon(.loanStarted, at: .zero), PlacedIcon(.finished, at: .milliseconds(700)),
      PlacedIcon(.depositStarted, at: .milliseconds(700)),
    ]
    #expect(PlacedIcon.icons(for: cues) == expected)
  }

  @Test("Icons come in time order; those of one instant keep their events' order")
  func order() {
    let cues: [SoundCue] = [
      .error(at: .milliseconds(900)), event(300, .finished(customer(1, .loan), clerk: 3)),
      .edge(at: .milliseconds(300)), event(100, .reset),
    ]
    let expected: [PlacedIcon] = [
      PlacedIcon(.finished, at: .milliseconds(300)), PlacedIcon(.edge, at: .milliseconds(300)),
      PlacedIcon(.error, at: .milliseconds(900)),
    ]
    #expect(PlacedIcon.icons(for: cues) == expected)
    #expect(PlacedIcon.icons(for: []).isEmpty)
  }
}

@Suite("Frames in a span of model time")
struct SoundClipFramesTests {
  @Test("Span × rate, rounded down, never negative")
  func frames() {
    #expect(SoundClip.frames(in: .seconds(1), sampleRate: 22_050) == 22_050)
    #expect(SoundClip.frames(in: .milliseconds(700), sampleRate: 22_050) == 15_435)
    #expect(SoundClip.frames(in: .milliseconds(1), sampleRate: 22_050) == 22)
    #expect(SoundClip.frames(in: .seconds(3600), sampleRate: 48_000) == 172_800_000)
    #expect(SoundClip.frames(in: .milliseconds(-5), sampleRate: 22_050) == 0)
  }
}

@Suite("A live burst: a step's icons at their model times from the first")
struct LiveBurstTests {
  @Test(
    "Icons half a second apart are half a second apart in the burst; those past 10 s are left out")
  func burst() {
    let clips = SoundClips(sampleRate: 22_050, channels: 2)
    let icons = [
      PlacedIcon(.finished, at: .seconds(4)), PlacedIcon(.depositStarted, at: .seconds(4)),
      PlacedIcon(.added, at: .milliseconds(4_500)), PlacedIcon(.allServed, at: .seconds(15)),
    ]
    let samples = clips.burst(icons)
    let later = 11_025
    #expect(samples.count == (later + clips[.added].frames) * 2)
    #expect(Array(samples[(later * 2)...]) == clips[.added].samples)
    // The two icons of the first instant are added together from sample 0.
    let finished = clips[.finished].samples
    let started = clips[.depositStarted].samples
    for index in 0..<min(finished.count, started.count) {
      #expect(samples[index] == Int16(clamping: Int(finished[index]) + Int(started[index])))
    }
    #expect(clips.burst([]).isEmpty)
  }
}
