import TellerBank
import TellerSounds
import TellerSpeechModel
import Testing

/// A rate low enough to count samples by hand.
private let rate = 8_000

/// Every utterance is 100 samples per character, all 1000.
private func synthesize(_ utterance: Utterance) -> [Int16] {
  [Int16](repeating: 1000, count: utterance.text.count * 100)
}

private func utterance(_ text: String, at ms: Int64, _ priority: SpeechPriority = .message)
  -> Utterance
{
  Utterance(text: text, priority: priority, time: .milliseconds(ms))
}

/// Everything handed out, silences written out.
private func flatten(_ audio: [MixedAudio], channels: Int) -> [Int16] {
  audio.flatMap { part -> [Int16] in
    switch part {
    case .frames(let samples): samples
    case .silence(let frames): [Int16](repeating: 0, count: frames * channels)
    }
  }
}

private func clip(_ icon: SoundIcon, channels: Int = 1) -> [Int16] {
  SoundClips(sampleRate: rate, channels: channels)[icon].samples
}

@Suite("The recording's timeline of speech and sounds")
struct SoundTimelineTests {
  @Test("An icon after the speech starts at its event's sample, with silence before it")
  func iconAfterSpeech() {
    var timeline = SoundTimeline(sampleRate: rate, channels: 1)
    var out = timeline.say(utterance("hello", at: 0), synthesize: synthesize)
    out += timeline.play(
      [PlacedIcon(.depositStarted, at: .milliseconds(250))], synthesize: synthesize)
    out += timeline.finish(drain: true, synthesize: synthesize)
    let samples = flatten(out, channels: 1)
    let icon = clip(.depositStarted)
    #expect(samples.count == 2000 + icon.count)
    #expect(samples[..<500].allSatisfy { $0 == 1000 })
    #expect(samples[500..<2000].allSatisfy { $0 == 0 })
    #expect(Array(samples[2000...]) == icon)
  }

  @Test("An icon over speech is added to it, sample for sample")
  func iconOverSpeech() {
    var timeline = SoundTimeline(sampleRate: rate, channels: 1)
    var out = timeline.say(utterance("a long sentence", at: 0), synthesize: synthesize)
    out += timeline.play([PlacedIcon(.finished, at: .milliseconds(10))], synthesize: synthesize)
    out += timeline.finish(drain: true, synthesize: synthesize)
    let samples = flatten(out, channels: 1)
    let icon = clip(.finished)
    #expect(samples.count == 1500)
    for (index, value) in icon.enumerated() { #expect(samples[80 + index] == 1000 + value) }
    #expect(samples[..<80].allSatisfy { $0 == 1000 })
  }

  @Test("Stereo: speech the same on both sides, the icon as panned")
  func stereo() {
    var timeline = SoundTimeline(sampleRate: rate, channels: 2)
    var out = timeline.say(utterance("hi", at: 0), synthesize: synthesize)
    out += timeline.play([PlacedIcon(.added, at: .milliseconds(100))], synthesize: synthesize)
    out += timeline.finish(drain: true, synthesize: synthesize)
    let samples = flatten(out, channels: 2)
    #expect(samples[..<400].allSatisfy { $0 == 1000 })
    #expect(Array(samples[1600...]) == clip(.added, channels: 2))
    #expect(timeline.channels == 2)
  }

  @Test("A cut ends speech but not an icon already placed after it")
  func cancelKeepsIcons() {
    var timeline = SoundTimeline(sampleRate: rate, channels: 1)
    var out = timeline.say(utterance("a long sentence", at: 0), synthesize: synthesize)
    out += timeline.play([PlacedIcon(.edge, at: .milliseconds(100))], synthesize: synthesize)
    out += timeline.cancel(at: .milliseconds(50), synthesize: synthesize)
    out += timeline.finish(drain: true, synthesize: synthesize)
    let samples = flatten(out, channels: 1)
    let icon = clip(.edge)
    #expect(samples.count == 800 + icon.count)
    #expect(samples[..<400].allSatisfy { $0 == 1000 })
    #expect(samples[400..<800].allSatisfy { $0 == 0 })
    #expect(Array(samples[800...]) == icon)
  }

  @Test("Stopping cuts icons where speech stops")
  func stopCutsIcons() {
    var timeline = SoundTimeline(sampleRate: rate, channels: 1)
    var out = timeline.say(utterance("hi", at: 0), synthesize: synthesize)
    out += timeline.play([PlacedIcon(.error, at: .milliseconds(100))], synthesize: synthesize)
    out += timeline.finish(drain: false, at: .milliseconds(120), synthesize: synthesize)
    let samples = flatten(out, channels: 1)
    #expect(samples.count == 960)
    #expect(Array(samples[800...]) == Array(clip(.error).prefix(160)))
  }

  @Test("Icons before any speech set sample 0")
  func iconsFirst() {
    var timeline = SoundTimeline(sampleRate: rate, channels: 1)
    var out = timeline.play([PlacedIcon(.added, at: .seconds(5))], synthesize: synthesize)
    out += timeline.say(utterance("hi", at: 5_500), synthesize: synthesize)
    out += timeline.finish(drain: true, synthesize: synthesize)
    let samples = flatten(out, channels: 1)
    let icon = clip(.added)
    #expect(Array(samples[..<icon.count]) == icon)
    #expect(samples.count == 4000 + 200)
    #expect(samples[4000...].allSatisfy { $0 == 1000 })
  }

  @Test("Frames are handed out only behind speech's position and end; the rest at the finish")
  func settling() {
    var timeline = SoundTimeline(sampleRate: rate, channels: 1)
    // Said at 0, 500 samples long: nothing is certain yet.
    #expect(timeline.say(utterance("hello", at: 0), synthesize: synthesize).isEmpty)
    // At 25 ms (sample 200), the first 200 samples can no longer change.
    let settled = timeline.play(
      [PlacedIcon(.finished, at: .milliseconds(25))], synthesize: synthesize)
    #expect(settled.isEmpty)
    let moved = timeline.cancel(at: .milliseconds(25), synthesize: synthesize)
    #expect(flatten(moved, channels: 1) == [Int16](repeating: 1000, count: 200))
    #expect(timeline.mixer.written == 200)
  }

  @Test("The same calls give the same samples")
  func deterministic() {
    func record() -> [Int16] {
      var timeline = SoundTimeline(sampleRate: rate, channels: 2)
      var out = timeline.say(utterance("welcome", at: 0), synthesize: synthesize)
      out += timeline.play(
        [
          PlacedIcon(.added, at: .milliseconds(300)),
          PlacedIcon(.loanStarted, at: .milliseconds(300)),
        ],
        synthesize: synthesize)
      out += timeline.say(utterance("ten added", at: 300, .text), synthesize: synthesize)
      out += timeline.play(
        [PlacedIcon(.finished, at: .milliseconds(1_100))], synthesize: synthesize)
      out += timeline.finish(drain: true, synthesize: synthesize)
      return flatten(out, channels: 2)
    }
    #expect(record() == record())
  }
}
