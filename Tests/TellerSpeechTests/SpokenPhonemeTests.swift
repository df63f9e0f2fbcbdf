import Foundation
import TellerAccessibility
import TellerBank
import TellerSession
import TellerSpeechModel
import TellerTestSupport
import TellerWording
import Testing

private let espeakProgram = "/usr/bin/espeak-ng"
private let hasProgram = FileManager.default.isExecutableFile(atPath: espeakProgram)
private let noProgram: Comment = "the espeak-ng program is not installed"

/// eSpeak NG's own phonemes for a text (`espeak-ng -q -x -v VOICE TEXT`),
/// without stress marks, pauses, language switches and spaces, so one
/// word's phonemes can be found inside a sentence's.
private func phonemes(_ text: String, voice: String) throws -> String {
  let (result, _) = try runTimed(
    espeakProgram, ["-q", "-x", "-v", voice, text], timeout: .seconds(30))
  var out = result.stdout
  for mark in ["_!", "_:", "_", "'", ",", "(en)", "(ko)"] {
    out = out.replacingOccurrences(of: mark, with: "")
  }
  return out.filter { !$0.isWhitespace }
}

/// The sentence Teller says for a summary after `seconds` of a busy bank.
private func summary(_ language: Language, after milliseconds: Int64) throws -> String {
  let result = try runTeller(
    ["--clock", "virtual", "--lang", language.rawValue],
    stdin: "add\nwait \(milliseconds)ms\nsummary\n")
  return try #require(result.stdout.split(separator: "\n").last.map(String.init))
}

@Suite("What eSpeak NG says for Teller's sentences, read back as its own phonemes")
struct SpokenPhonemeTests {
  @Test(
    "Korean decimals keep their point: 3.3초 is 삼 점 삼 초, 29.9초 is 이십구 점 구 초",
    .enabled(if: hasProgram, noProgram))
  func koreanDecimal() throws {
    let said = try summary(.korean, after: 3300)
    #expect(said.hasSuffix("업무시간 3.3초"), "\(said)")
    let spoken = SpeechNormalizer.normalized(said, catalog: .korean)
    let point = try phonemes("점 삼 초", voice: "ko")
    #expect(try phonemes(spoken, voice: "ko").hasSuffix(point), "\(spoken)")
    // Without the words, eSpeak NG drops the point: the test can fail.
    #expect(!(try phonemes(said, voice: "ko")).contains(try phonemes("점", voice: "ko")))
    let longer = Catalog.korean[.duration(.milliseconds(29_900))]
    #expect(longer == "29.9초")
    let heard = try phonemes(SpeechNormalizer.normalized(longer, catalog: .korean), voice: "ko")
    #expect(heard.hasSuffix(try phonemes("점 구 초", voice: "ko")), "\(heard)")
    #expect(heard.hasPrefix(try phonemes("이", voice: "ko")))
  }

  @Test("English decimals stay 'three point three'", .enabled(if: hasProgram, noProgram))
  func englishDecimal() throws {
    let said = try summary(.english, after: 3300)
    #expect(said.hasSuffix("work time 3.3 seconds"), "\(said)")
    let spoken = SpeechNormalizer.normalized(said, catalog: .english)
    #expect(
      try phonemes(spoken, voice: "en").hasSuffix(
        try phonemes("three point three seconds", voice: "en")))
  }

  @Test(
    "The help key is heard: 'press question mark for help' says question mark, 물음표",
    .enabled(if: hasProgram, noProgram),
    arguments: [(Language.english, "en", "question mark"), (.korean, "ko", "물음표")])
  func helpKey(language: Language, voice: String, name: String) throws {
    let catalog = Catalog(language: language)
    let word = try phonemes(name, voice: voice)
    // The lines name the key in words, as written: a screen reader reading
    // the terminal hears it too, not only Teller's own speech.
    for sentence in [catalog.unknownKey("x"), catalog.welcomeForFullScreen] {
      #expect(sentence.lowercased().contains(name) && !sentence.contains("?"), "\(sentence)")
      let spoken = SpeechNormalizer.normalized(sentence, catalog: catalog)
      #expect(spoken.lowercased().components(separatedBy: name).count == 2, "once: \(spoken)")
      #expect(try phonemes(spoken, voice: voice).contains(word), "\(spoken)")
    }
    // A bare ? from elsewhere is said in words too; as written, eSpeak NG
    // says nothing for it.
    let bare = "x ? y"
    #expect(
      try phonemes(SpeechNormalizer.normalized(bare, catalog: catalog), voice: voice)
        .contains(word))
    #expect(!(try phonemes(bare, voice: voice)).contains(word))
  }
}
