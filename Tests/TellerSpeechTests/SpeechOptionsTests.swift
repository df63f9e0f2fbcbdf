import TellerArguments
import TellerCommands
import TellerSession
import TellerSpeechModel
import TellerWording
import Testing

private func options(_ words: [String], engine: String? = nil) throws(UsageError)
  -> SpeechOptions
{
  try SpeechOptions(CommandTable.parser.parse(words), engineVariable: engine)
}

/// Whether an error is a usage error whose message starts a certain way.
private func usage(_ error: any Error, _ start: String) -> Bool {
  guard let error = error as? UsageError else { return false }
  return Catalog.english.message(for: error).hasPrefix(start) && error.exitCode == .usage
}

@Suite(
  "Speech options: --speech, --speech-wav, --speech-engine, --voice, --rate, --pitch, --volume")
struct SpeechOptionsTests {
  @Test("Nothing given: no speech, no voice, and no rate, pitch or volume: the engine's stand")
  func defaults() throws {
    let given = try options([])
    #expect(given == SpeechOptions())
    #expect(!given.isRequested)
    #expect(given.rate == nil)
    #expect(given.pitch == nil)
    #expect(given.volume == nil)
    #expect(given.engine == .auto)
    #expect(given.voice == nil)
    // The usual values stay given when typed, so the server is told them.
    #expect(try options(["--rate", "175", "--pitch", "50", "--volume", "100"]).rate == 175)
    #expect(try options(["--pitch", "50"]).pitch == 50)
    #expect(try options(["--volume", "100"]).volume == 100)
  }

  @Test("--pitch takes 0 to 100 and --volume 0 to 200, edges included")
  func pitchAndVolume() throws {
    #expect(try options(["--pitch", "0"]).pitch == 0)
    #expect(try options(["--pitch", "100"]).pitch == 100)
    #expect(try options(["--volume", "0"]).volume == 0)
    #expect(try options(["--volume", "200"]).volume == 200)
  }

  @Test(
    "--pitch or --volume out of range, or not a whole number: exit 64 naming the flag",
    arguments: [
      ("pitch", "-1", "from 0 to 100"), ("pitch", "101", "from 0 to 100"),
      ("pitch", "high", "from 0 to 100"), ("volume", "-1", "from 0 to 200"),
      ("volume", "201", "from 0 to 200"), ("volume", "1.5", "from 0 to 200"),
    ])
  func badPitchOrVolume(flag: String, value: String, range: String) {
    #expect {
      try options(["--\(flag)", value])
    } throws: { error in
      usage(error, "--\(flag) must be a whole number \(range)")
    }
  }

  @Test("The engine: the flag wins over TELLER_SPEECH_ENGINE; an empty variable is auto")
  func engine() throws {
    #expect(try options([], engine: "speechd").engine == .speechd)
    #expect(try options([], engine: "ESPEAK").engine == .espeak)
    #expect(try options([], engine: "").engine == .auto)
    #expect(try options(["--speech-engine", "espeak"], engine: "speechd").engine == .espeak)
    #expect(try options(["--speech-engine", "auto"], engine: "speechd").engine == .auto)
  }

  @Test("An unknown engine names the flag or the variable")
  func badEngine() {
    #expect {
      try options([], engine: "festival")
    } throws: { error in
      usage(error, "TELLER_SPEECH_ENGINE must be one of auto, espeak, speechd; got 'festival'")
    }
    #expect(throws: (any Error).self) { try options(["--speech-engine", "festival"]) }
    #expect {
      try SpeechEngineChoice.decide(flag: "x\u{1B}", variable: nil)
    } throws: { error in
      usage(error, "--speech-engine must be one of auto, espeak, speechd; got 'x\\e'")
    }
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
      usage(error, "--rate must be a whole number from 80 to 450")
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
