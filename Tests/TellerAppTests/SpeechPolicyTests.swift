import TellerAccessibility
import TellerApp
import TellerBank
import Testing

private func record(
  _ kind: OutputRecord.Kind, _ text: String = "Customer 4, deposit", priority: LiveRegion? = nil
) -> OutputRecord {
  OutputRecord(kind: kind, text: text, priority: priority, time: .zero)
}

@Suite("Speech policy: what is spoken, with which voice, and what interrupts")
struct SpeechPolicyTests {
  @Test("The voice follows the language: en for English, ko for Korean")
  func voiceByLanguage() {
    #expect(SpeechPolicy(language: .english).voice == "en")
    #expect(SpeechPolicy(language: .korean).voice == "ko")
    #expect(SpeechPolicy.voice(for: .english) == "en")
    #expect(SpeechPolicy.voice(for: .korean) == "ko")
  }

  @Test("A voice named on the command line wins over the language's")
  func voiceOverride() {
    #expect(SpeechPolicy(language: .korean, voice: "en-us").voice == "en-us")
    #expect(SpeechPolicy(language: .english, voice: "ko").voice == "ko")
  }

  @Test("The rate is carried into every utterance; the default is 175")
  func rate() throws {
    let fast = try #require(
      SpeechPolicy(language: .english, rate: 300).utterance(for: record(.focus)))
    #expect(fast.rate == 300)
    let usual = try #require(SpeechPolicy(language: .english).utterance(for: record(.focus)))
    #expect(usual.rate == 175)
  }

  @Test("Every kind of record is spoken with its own text", arguments: OutputRecord.Kind.allCases)
  func everyKindSpoken(kind: OutputRecord.Kind) throws {
    let priority: LiveRegion? = kind == .announcement ? .polite : nil
    let said = try #require(
      SpeechPolicy(language: .english).utterance(
        for: record(kind, "Work time, 2 seconds", priority: priority)))
    #expect(said.text == "Work time, 2 seconds")
    #expect(said.voice == "en")
  }

  @Test("Errors and assertive announcements interrupt; the rest queue")
  func interruptOrQueue() throws {
    let policy = SpeechPolicy(language: .english)
    let expected: [(OutputRecord, Bool)] = [
      (record(.error), true),
      (record(.announcement, priority: .assertive), true),
      (record(.announcement, priority: .polite), false),
      (record(.announcement), false),
      (record(.welcome), false),
      (record(.focus), false),
      (record(.description), false),
      (record(.summary), false),
      (record(.focus, priority: .assertive), false),
    ]
    for (given, interrupts) in expected {
      let said = try #require(policy.utterance(for: given))
      #expect(said.interrupts == interrupts, "\(given.kind) \(String(describing: given.priority))")
      #expect(SpeechPolicy.interrupts(given) == interrupts)
    }
  }

  @Test("Announcements that are off and records with nothing to say are silent")
  func silent() {
    let policy = SpeechPolicy(language: .english)
    #expect(policy.utterance(for: record(.announcement, priority: .off)) == nil)
    #expect(policy.utterance(for: record(.focus, "")) == nil)
    #expect(policy.utterance(for: record(.description, " \n\t ")) == nil)
    #expect(policy.utterance(for: record(.error, "\u{1B}\u{7}")) == nil)
  }

  @Test("A long read (read all) gives one queued utterance per record, in order")
  func readAllInOrder() {
    let lines = (1...40).map { "Customer \($0), deposit, \($0) of 40" }
    let utterances = lines.compactMap {
      SpeechPolicy(language: .english).utterance(for: record(.description, $0))
    }
    #expect(utterances.map(\.text) == lines)
    #expect(utterances.allSatisfy { !$0.interrupts })
  }

  @Test(
    "Speakable text: control characters and runs of space become one space, ends trimmed",
    arguments: [
      ("", ""),
      ("a", "a"),
      ("4번 고객, 예금", "4번 고객, 예금"),
      ("  a \n b\t", "a b"),
      ("a\u{7}\u{0}b", "a b"),
      ("red\u{1B}[31m!", "red [31m!"),
      ("one\r\ntwo\u{85}three", "one two three"),
    ])
  func speakable(given: String, expected: String) {
    #expect(SpeechPolicy.speakable(given) == expected)
  }
}
