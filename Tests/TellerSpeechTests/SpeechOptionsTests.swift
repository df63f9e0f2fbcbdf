import TellerApp
import TellerArguments
import Testing

private func options(_ words: [String]) throws(UsageError) -> SpeechOptions {
  try SpeechOptions(CommandTable.parser.parse(words))
}

@Suite("Speech options: --speech, --speech-wav, --voice and --rate")
struct SpeechOptionsTests {
  @Test("Nothing given: no speech, no voice, rate 175")
  func defaults() throws {
    let given = try options([])
    #expect(given == SpeechOptions())
    #expect(!given.isRequested)
    #expect(given.rate == 175)
    #expect(given.voice == nil)
  }

  @Test("--speech, --speech-wav or both ask for speech")
  func requested() throws {
    #expect(try options(["--speech"]) == SpeechOptions(live: true))
    #expect(try options(["--speech-wav", "out.wav"]) == SpeechOptions(wavPath: "out.wav"))
    let both = try options(["--speech", "--speech-wav=a.wav", "--voice", "ko", "--rate", "200"])
    #expect(both == SpeechOptions(live: true, wavPath: "a.wav", voice: "ko", rate: 200))
    #expect(both.isRequested)
  }

  @Test("--rate takes 80 and 450, the edges", arguments: ["80", "450"])
  func rateEdges(rate: String) throws {
    #expect(try options(["--rate", rate]).rate == Int(rate))
  }

  @Test(
    "--rate outside 80 to 450, or not a whole number, is a usage error naming --rate",
    arguments: ["79", "451", "0", "-100", "fast", "175.5", ""])
  func badRate(rate: String) {
    #expect {
      try options(["--rate", rate])
    } throws: { error in
      guard let error = error as? UsageError else { return false }
      return Catalog.english.message(for: error).hasPrefix(
        "--rate must be a whole number from 80 to 450")
        && error.exitCode == .usage
    }
  }

  @Test("An empty --voice or --speech-wav is a usage error naming the flag")
  func emptyValues() {
    #expect(throws: UsageError.self) { try options(["--voice", ""]) }
    #expect(throws: UsageError.self) { try options(["--speech-wav", ""]) }
    do {
      _ = try options(["--voice="])
      Issue.record("no error")
    } catch {
      #expect(Catalog.english.message(for: error).hasPrefix("--voice "))
      #expect(error.exitCode.rawValue == 64)
    }
  }
}
