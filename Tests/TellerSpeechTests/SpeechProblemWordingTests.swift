import TellerSession
import TellerSpeech
import TellerWording
import Testing

/// Why speech is off is worded in the user's language, from the problem's
/// data, where it is printed.
@Suite("Speech problems in the user's language")
struct SpeechProblemWordingTests {
  let script = "add\nwait 2s\nsummary\nquit\n"

  @Test("A missing library reads in Korean for a Korean user, in English for an English one")
  func missingLibrary() {
    let missing = SpeechUnavailable.libraryMissing("/nonexistent/libespeak-ng.so.1")
    #expect(missing.problem == .libraryNotFound(path: "/nonexistent/libespeak-ng.so.1"))
    #expect(
      missing.message(in: .korean)
        == "teller: 음성 끔: /nonexistent/libespeak-ng.so.1을(를) 찾을 수 없습니다. libespeak-ng1과"
        + " espeak-ng-data를 설치하세요(sudo apt-get install libespeak-ng1 espeak-ng-data).\n")
    #expect(
      missing.message(.liveSpeech, in: .english)
        == "teller: live speech is off: /nonexistent/libespeak-ng.so.1 not found; install"
        + " libespeak-ng1 and espeak-ng-data (sudo apt-get install libespeak-ng1 espeak-ng-data).\n"
    )
  }

  @Test("Every problem reads differently in Korean, with its payload kept")
  func everyProblemInKorean() {
    for message in SpeechMessage.samples {
      let korean = Catalog.korean[message]
      #expect(korean != Catalog.english[message], "\(message)")
      #expect(korean.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }, "\(message)")
    }
  }

  @Test("A Korean session with no speech engine says why in Korean, and goes on")
  func koreanSessionWithoutEngine() throws {
    let result = try runTellerTimed(
      ["--clock", "virtual", "--lang", "ko", "--speech"], stdin: script,
      environment: [
        "TELLER_ESPEAK_LIBRARY": "/nonexistent.so", "TELLER_SPEECH_ENGINE": "espeak",
      ])
    #expect(result.status == 0)
    #expect(
      result.stderr
        == "teller: 음성 끔: /nonexistent.so을(를) 찾을 수 없습니다. libespeak-ng1과 espeak-ng-data를"
        + " 설치하세요(sudo apt-get install libespeak-ng1 espeak-ng-data).\n")
    let plain = try runTellerTimed(["--clock", "virtual", "--lang", "ko"], stdin: script)
    #expect(result.stdout == plain.stdout)
  }

  @Test("auto with neither engine names both, in Korean")
  func koreanAutoWithNothing() throws {
    let result = try runTellerTimed(
      ["--clock", "virtual", "--lang", "ko", "--speech"], stdin: script,
      environment: [
        "TELLER_ESPEAK_LIBRARY": "/nonexistent.so",
        "SPEECHD_ADDRESS": "unix_socket:/nonexistent/speechd.sock",
      ])
    #expect(
      result.stderr
        == "teller: 음성 끔: speech-dispatcher가 unix_socket:/nonexistent/speechd.sock에서 응답하지"
        + " 않습니다. /nonexistent.so을(를) 찾을 수 없습니다. libespeak-ng1과 espeak-ng-data를"
        + " 설치하세요(sudo apt-get install libespeak-ng1 espeak-ng-data).\n")
  }
}
