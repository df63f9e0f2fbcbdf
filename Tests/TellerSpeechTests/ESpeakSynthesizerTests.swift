import TellerAccessibility
import TellerSpeech
import TellerSpeechModel
import Testing

private func synthesizer() throws -> ESpeakSynthesizer {
  try ESpeakSynthesizer.shared.get()
}

extension ESpeakSynthesizer {
  /// Synthesises with a voice by name and a rate, the other settings usual.
  func synthesize(
    text: String, voice: String, rate: Int, pitch: Int = 50, volume: Int = 100
  ) throws(SpeechUnavailable) -> [Int16] {
    try synthesize(
      text: text,
      settings: VoiceSettings(
        language: .english, voice: voice, rate: rate, pitch: pitch, volume: volume))
  }
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

  @Test("A refused voice is refused again, and the voice before it still speaks after it")
  func refusedVoiceIsNotRemembered() throws {
    let synthesizer = try synthesizer()
    let text = "Work time, 2 seconds"
    let before = try synthesizer.synthesize(text: text, voice: "en", rate: 175)
    for _ in 0..<2 {
      #expect(throws: SpeechUnavailable.self) { try synthesizer.select(voice: "no-such-voice") }
    }
    let after = try synthesizer.synthesize(text: text, voice: "en", rate: 175)
    #expect(abs(before.count - after.count) * 20 <= before.count, "\(before.count), \(after.count)")
  }

  @Test("Louder volume gives larger samples; a different pitch gives different sound")
  func volumeAndPitch() throws {
    let synthesizer = try synthesizer()
    let text = "Ten customers added"
    func peak(_ samples: [Int16]) -> Int { samples.map { abs(Int($0)) }.max() ?? 0 }
    let quiet = try synthesizer.synthesize(text: text, voice: "en", rate: 175, volume: 40)
    let loud = try synthesizer.synthesize(text: text, voice: "en", rate: 175, volume: 200)
    #expect(peak(loud) > peak(quiet) * 2, "\(peak(loud)) vs \(peak(quiet))")
    let low = try synthesizer.synthesize(text: text, voice: "en", rate: 175, pitch: 0)
    let high = try synthesizer.synthesize(text: text, voice: "en", rate: 175, pitch: 100)
    #expect(low != high)
  }

  @Test("Samples come in buffers as they are made; asking to stop ends synthesis early")
  func streamingAndStopping() throws {
    let synthesizer = try synthesizer()
    let text = "Customers 1, 2, 3, 4, 5, 6, 7, 8, 9 and 10 are waiting in line for the clerks"
    let settings = VoiceSettings(language: .english)
    var buffers = 0
    var streamed: [Int16] = []
    let finished = try synthesizer.synthesize(text: text, settings: settings) { buffer in
      buffers += 1
      streamed.append(contentsOf: buffer)
      return true
    }
    #expect(finished)
    #expect(buffers > 1)
    var heard = 0
    let stopped = try synthesizer.synthesize(text: text, settings: settings) { buffer in
      heard += buffer.count
      return false
    }
    #expect(!stopped)
    #expect(heard > 0 && heard * 2 < streamed.count, "\(heard) of \(streamed.count)")
  }

  @Test("The installed voices include English and Korean, each with its languages")
  func voices() throws {
    let voices = try synthesizer().voices()
    #expect(voices.contains { $0.speaks("en") })
    #expect(voices.contains { $0.speaks("ko") })
    #expect(!voices.contains { $0.name.hasPrefix("!v") })
    for voice in voices.prefix(20) { #expect(!voice.languages.isEmpty, "\(voice)") }
    let english = try #require(voices.first { $0.speaks("en-us") })
    #expect(throws: Never.self) { try synthesizer().select(voice: english.name) }
  }
}
