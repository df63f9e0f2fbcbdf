import TellerSpeech
import Testing

private func synthesizer() throws -> ESpeakSynthesizer {
  try ESpeakSynthesizer.shared.get()
}

/// Seconds of sound in samples at the synthesizer's rate.
private func seconds(_ samples: [Int16], _ synthesizer: ESpeakSynthesizer) -> Double {
  Double(samples.count) / Double(synthesizer.sampleRate)
}

@Suite(
  "eSpeak NG synthesizer: text in, 16-bit mono PCM out",
  .enabled(if: ESpeakLibrary.isAvailable, "libespeak-ng.so.1 is not installed"))
struct ESpeakSynthesizerTests {
  @Test(
    "English and Korean give sound of a sane length",
    arguments: [("Customer 4, deposit", "en"), ("4번 고객, 예금", "ko")])
  func speaks(text: String, voice: String) throws {
    let synthesizer = try synthesizer()
    #expect(synthesizer.sampleRate >= 8000 && synthesizer.sampleRate <= 48000)
    let samples = try synthesizer.synthesize(text: text, voice: voice, rate: 175)
    let length = seconds(samples, synthesizer)
    #expect(length >= 0.5 && length <= 5, "\(length) s")
    #expect(samples.contains { $0 != 0 })
    let loud = samples.filter { abs(Int($0)) > 1000 }.count
    #expect(loud > samples.count / 20, "mostly silence: \(loud) of \(samples.count)")
  }

  @Test("A slower rate gives longer sound")
  func rate() throws {
    let synthesizer = try synthesizer()
    let text = "Customers 8 and 10 finished; customer 3 started"
    let slow = try synthesizer.synthesize(text: text, voice: "en", rate: 80)
    let fast = try synthesizer.synthesize(text: text, voice: "en", rate: 450)
    #expect(slow.count > fast.count * 2)
  }

  /// Not exactly: eSpeak NG's lengths vary slightly from call to call, and
  /// by a few percent after other tests switch voices in between.
  @Test("The same text twice gives sound of nearly the same length (within 5%)")
  func repeatable() throws {
    let synthesizer = try synthesizer()
    let once = try synthesizer.synthesize(text: "Work time, 2 seconds", voice: "en", rate: 175)
    let twice = try synthesizer.synthesize(text: "Work time, 2 seconds", voice: "en", rate: 175)
    #expect(abs(once.count - twice.count) * 20 <= once.count, "\(once.count) and \(twice.count)")
  }

  @Test("Longer text gives longer sound: one word, two, many")
  func ladder() throws {
    let synthesizer = try synthesizer()
    let one = try synthesizer.synthesize(text: "Teller", voice: "en", rate: 175)
    let two = try synthesizer.synthesize(text: "Teller bank", voice: "en", rate: 175)
    let many = try synthesizer.synthesize(
      text: "Teller bank with seven customers waiting and three being served", voice: "en",
      rate: 175)
    #expect(!one.isEmpty)
    #expect(one.count < two.count)
    #expect(two.count < many.count)
  }

  @Test("An unknown voice is refused, naming it")
  func unknownVoice() throws {
    let synthesizer = try synthesizer()
    #expect {
      _ = try synthesizer.synthesize(text: "hello", voice: "no-such-voice", rate: 175)
    } throws: { error in
      (error as? SpeechUnavailable)?.reason
        == "eSpeak NG has no voice 'no-such-voice'; try en or ko."
    }
    #expect(throws: Never.self) { try synthesizer.select(voice: "en") }
  }
}
