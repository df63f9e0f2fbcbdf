import TellerAccessibility
import TellerBank
import TellerSession
import TellerSpeechModel
import Testing

private func record(
  _ kind: OutputRecord.Kind, _ text: String = "Customer 4, deposit", priority: LiveRegion? = nil,
  at seconds: Double = 0
) -> OutputRecord {
  OutputRecord(kind: kind, text: text, priority: priority, time: .seconds(seconds))
}

/// An announcement that confirms its step's command, as an add's does.
private func confirmation(priority: LiveRegion) -> OutputRecord {
  OutputRecord(
    kind: .announcement, text: "10 customers added", priority: priority, time: .zero,
    confirmsCommand: true)
}

/// The English utterance for a record.
private func utterance(_ record: OutputRecord) -> Utterance? {
  SpeechPolicy.utterance(for: record, catalog: .english)
}

@Suite("Speech policy: what is spoken, and how urgently")
struct SpeechPolicyTests {
  @Test("Every kind of record is spoken with its own text", arguments: OutputRecord.Kind.allCases)
  func everyKindSpoken(kind: OutputRecord.Kind) throws {
    let priority: LiveRegion? = kind == .announcement ? .polite : nil
    let said = try #require(
      utterance(record(kind, "Work time, 2 seconds", priority: priority)))
    #expect(said.text == "Work time, 2 seconds")
  }

  @Test(
    "Errors and assertive announcements are important; polite news text; the rest message")
  func priorities() throws {
    let expected: [(OutputRecord, SpeechPriority)] = [
      (record(.error, priority: .assertive), .important),
      (record(.error), .important),
      (record(.announcement, priority: .assertive), .important),
      (record(.announcement, priority: .polite), .text),
      (record(.announcement), .text),
      (record(.welcome), .message),
      (record(.focus), .message),
      (record(.description), .message),
      (record(.summary), .message),
      (record(.focus, priority: .assertive), .message),
      // An add's confirmation answers the user's key: it cuts in as a focus move does.
      (confirmation(priority: .polite), .message),
      (confirmation(priority: .assertive), .important),
    ]
    for (given, priority) in expected {
      #expect(SpeechPolicy.priority(for: given) == priority, "\(given.kind)")
      #expect(utterance(given)?.priority == priority)
    }
    #expect(SpeechPriority.allCases.filter(\.cutsIn) == [.important, .message])
  }

  @Test("An utterance carries its record's model time")
  func time() {
    #expect(utterance(record(.focus, at: 2.5))?.time == .milliseconds(2500))
  }

  @Test("Announcements that are off and records with nothing to say are silent")
  func silent() {
    #expect(utterance(record(.announcement, priority: .off)) == nil)
    #expect(SpeechPolicy.priority(for: record(.announcement, priority: .off)) == nil)
    #expect(utterance(record(.focus, "")) == nil)
    #expect(utterance(record(.description, " \n\t ")) == nil)
    #expect(utterance(record(.error, "\u{1B}\u{7}")) == nil)
  }

  @Test("Escape's command silences; other commands, the start, time and the end of input do not")
  func silences() {
    #expect(SpeechPolicy.silences(.command(.closeHelp)))
    #expect(!SpeechPolicy.silences(.command(.quit)))
    #expect(!SpeechPolicy.silences(.command(.next)))
    #expect(!SpeechPolicy.silences(.noCommand))
    #expect(!SpeechPolicy.silences(.start))
    #expect(!SpeechPolicy.silences(.timePassing))
    #expect(!SpeechPolicy.silences(.endOfInput))
  }

  @Test("Only the end of input lets speech drain; quit and everything else stop it at once")
  func drains() {
    #expect(SpeechPolicy.drains(after: .endOfInput))
    #expect(!SpeechPolicy.drains(after: .command(.quit)))
    #expect(!SpeechPolicy.drains(after: .command(.closeHelp)))
    #expect(!SpeechPolicy.drains(after: .noCommand))
    #expect(!SpeechPolicy.drains(after: .timePassing))
    #expect(!SpeechPolicy.drains(after: nil))
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
