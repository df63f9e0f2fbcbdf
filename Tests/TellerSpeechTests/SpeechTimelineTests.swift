import TellerBank
import TellerSpeechModel
import Testing

/// A fake synthesiser: each utterance's samples are its text's length in
/// samples, all of one value, and the texts it was asked for are kept.
private final class FakeVoice {
  var asked: [String] = []

  func synthesize(_ utterance: Utterance) -> [Int16] {
    asked.append(utterance.text)
    return [Int16](repeating: Int16(utterance.text.count), count: utterance.text.count * 10)
  }
}

/// Applies edits to a sample array, as the file writer does.
private func apply(_ edits: [SpeechTimeline.Edit], to samples: inout [Int16]) {
  for edit in edits {
    switch edit {
    case .append(let more): samples += more
    case .silence(let count): samples += [Int16](repeating: 0, count: count)
    case .truncate(let count): samples.removeLast(samples.count - count)
    }
  }
}

private func say(_ text: String, _ priority: SpeechPriority = .message, at milliseconds: Int64)
  -> Utterance
{
  Utterance(text: text, priority: priority, time: .milliseconds(milliseconds))
}

/// At 1000 samples a second, a millisecond is a sample.
private struct Recording {
  var timeline = SpeechTimeline(sampleRate: 1000)
  var samples: [Int16] = []
  let voice = FakeVoice()

  mutating func say(_ utterance: Utterance) {
    apply(timeline.say(utterance, synthesize: voice.synthesize), to: &samples)
    #expect(samples.count == timeline.sampleCount)
  }

  mutating func cancel(at milliseconds: Int64) {
    apply(
      timeline.cancel(at: .milliseconds(milliseconds), synthesize: voice.synthesize), to: &samples)
  }

  mutating func finish(drain: Bool, at milliseconds: Int64? = nil) {
    let edits = timeline.finish(
      drain: drain, at: milliseconds.map { .milliseconds($0) }, synthesize: voice.synthesize)
    apply(edits, to: &samples)
    #expect(samples.count == timeline.sampleCount)
  }

  /// The recording as runs: "value×count".
  var runs: [String] {
    var runs: [String] = []
    var index = 0
    while index < samples.count {
      var end = index
      while end < samples.count && samples[end] == samples[index] { end += 1 }
      runs.append("\(samples[index])×\(end - index)")
      index = end
    }
    return runs
  }
}

@Suite("Speech timeline: the recording is what a listener hears, in model time")
struct SpeechTimelineTests {
  @Test("Nothing said: no samples; one utterance: its samples from sample 0")
  func emptyAndOne() {
    var recording = Recording()
    recording.finish(drain: true)
    #expect(recording.samples.isEmpty)
    recording = Recording()
    recording.say(say("abc", at: 0))
    #expect(recording.runs == ["3×30"])
    recording.finish(drain: true)
    #expect(recording.runs == ["3×30"])
  }

  @Test("Each utterance starts at its model time; the gap before it is silence")
  func startsAtItsTime() {
    var recording = Recording()
    recording.say(say("ab", at: 1000))
    recording.say(say("abcd", .text, at: 1100))
    recording.finish(drain: true)
    // Sample 0 is the first utterance's time; the second starts 100 ms later.
    #expect(recording.runs == ["2×20", "0×80", "4×40"])
  }

  @Test("Said while another is heard, an utterance waits for its end")
  func waitsItsTurn() {
    var recording = Recording()
    recording.say(say("abcdefghij", at: 0))
    recording.say(say("xy", .text, at: 10))
    recording.finish(drain: true)
    #expect(recording.runs == ["10×100", "2×20"])
  }

  @Test("A cancel cuts what is heard at its model time and drops what waits, unsynthesised")
  func cancelCuts() {
    var recording = Recording()
    recording.say(say("abcdefghij", at: 0))
    recording.say(say("waiting", at: 0))
    recording.cancel(at: 40)
    recording.say(say("xy", at: 40))
    recording.finish(drain: true)
    #expect(recording.runs == ["10×40", "2×20"])
    #expect(recording.voice.asked == ["abcdefghij", "xy"])
  }

  @Test("A cancel after the utterance ended leaves the recording whole")
  func lateCancel() {
    var recording = Recording()
    recording.say(say("ab", at: 0))
    recording.cancel(at: 500)
    recording.say(say("c", at: 500))
    recording.finish(drain: true)
    #expect(recording.runs == ["2×20", "0×480", "1×10"])
  }

  @Test("Stale polite speech gives way: only the newest waiting polite utterance is heard")
  func stalePolite() {
    var recording = Recording()
    recording.say(say("abcdefghij", at: 0))
    recording.say(say("p1", .text, at: 10))
    recording.say(say("p22", .text, at: 20))
    recording.say(say("p333", .text, at: 30))
    recording.finish(drain: true)
    #expect(recording.runs == ["10×100", "4×40"])
    #expect(recording.voice.asked == ["abcdefghij", "p333"])
  }

  @Test("Finishing without draining cuts at the time given and drops what waits")
  func stop() {
    var recording = Recording()
    recording.say(say("abcdefghij", at: 0))
    recording.say(say("never", at: 0))
    recording.finish(drain: false, at: 25)
    #expect(recording.runs == ["10×25"])
    #expect(recording.voice.asked == ["abcdefghij"])
  }

  @Test("Times going back are held at the latest; the same events give the same samples")
  func deterministic() {
    func run() -> [Int16] {
      var recording = Recording()
      recording.say(say("abc", at: 100))
      recording.say(say("de", .text, at: 50))
      recording.cancel(at: 110)
      recording.say(say("f", at: 300))
      recording.finish(drain: true)
      return recording.samples
    }
    #expect(run() == run())
    var recording = Recording()
    recording.say(say("abc", at: 100))
    recording.say(say("de", .text, at: 50))
    recording.finish(drain: true)
    #expect(recording.runs == ["3×30", "2×20"])
  }

  @Test("Sample positions hold for long sessions without overflow, rounding down")
  func longTimes() {
    var timeline = SpeechTimeline(sampleRate: 22050)
    _ = timeline.cancel(at: .seconds(10), synthesize: { _ in [] })
    #expect(timeline.sample(at: .seconds(10)) == 0)
    #expect(timeline.sample(at: .seconds(9)) == 0)
    #expect(timeline.sample(at: .seconds(11)) == 22050)
    #expect(timeline.sample(at: .milliseconds(10_001)) == 22)
    let later = ModelTime.seconds(10) + .seconds(4_000_000_000)
    #expect(timeline.sample(at: later) == 4_000_000_000 * 22050)
  }
}
