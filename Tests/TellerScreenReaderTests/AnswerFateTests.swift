import TellerScreenReaderModel
import Testing

@Suite("What became of a key's answer")
struct AnswerFateTests {
  /// An instant some seconds into the run.
  static func t(_ seconds: Double) -> LogInstant { at(0, 0, 0).adding(seconds: seconds) }

  static func message(_ text: String, queued: Double, _ fate: SpeechFate) -> SpokenMessage {
    SpokenMessage(
      client: "reader", priority: "message", text: text, queuedAt: t(queued), fate: fate)
  }

  static let key = KeyPress(name: "n", at: t(10), answer: "Status")
  static let next = KeyPress(name: "n", at: t(14), answer: "Add 10 customers")

  @Test("heard: the first message after the key with the answer's words, and how soon it began")
  func heard() {
    let messages = [
      Self.message(
        "Status, before the key", queued: 9, .heard(began: Self.t(9), ended: Self.t(11))),
      Self.message(
        "Customer 3 finished", queued: 10.1, .heard(began: Self.t(11), ended: Self.t(12))),
      Self.message(
        "<speak>status, 3 waiting</speak>", queued: 10.2,
        .heard(began: Self.t(12), ended: Self.t(13))),
    ]
    let fate = AnswerFate(of: Self.key, next: Self.next, in: messages)
    #expect(fate == .heard(latency: 2))
    #expect(fate.latency == 2)
    #expect(fate.reachesUser(within: 3.5))
    #expect(!fate.reachesUser(within: 1.5))
    #expect(fate.description == "heard, began after 2.00 s")
  }

  @Test("cut while being spoken: by the next key when it came in between, else by Teller's output")
  func cut() {
    let byOutput = [
      Self.message("Status", queued: 10.1, .cut(began: Self.t(10.5), at: Self.t(11.3)))
    ]
    let byKey = [Self.message("Status", queued: 10.1, .cut(began: Self.t(10.5), at: Self.t(14.05)))]
    let output = AnswerFate(of: Self.key, next: Self.next, in: byOutput)
    let key = AnswerFate(of: Self.key, next: Self.next, in: byKey)
    #expect(output == .cutByOutput(latency: 0.5, after: 0.8))
    #expect(!output.reachesUser(within: 3.5))
    #expect(key.latency == 0.5)
    #expect(key.reachesUser(within: 3.5))
    #expect(output.description == "cut by Teller's next line 0.80 s in, began after 0.50 s")
  }

  @Test("sent but never begun, or never sent at all: never heard")
  func never() {
    let dropped = [Self.message("Status", queued: 10.1, .dropped(at: Self.t(12)))]
    let afterNextKey = [
      Self.message("Status", queued: 14.5, .heard(began: Self.t(15), ended: Self.t(16)))
    ]
    #expect(AnswerFate(of: Self.key, next: Self.next, in: dropped) == .neverHeard)
    #expect(AnswerFate(of: Self.key, next: Self.next, in: afterNextKey) == .neverSent)
    #expect(AnswerFate(of: Self.key, next: nil, in: afterNextKey).latency == 5)
    #expect(AnswerFate(of: Self.key, next: nil, in: []) == .neverSent)
    #expect(!AnswerFate.neverHeard.reachesUser(within: 100))
    #expect(AnswerFate.neverSent.latency == nil)
  }

  @Test("a key without answer words takes the first message after it")
  func anyMessage() {
    let key = KeyPress(name: "a", at: Self.t(10))
    let messages = [Self.message("anything", queued: 10.1, .speakingAtEnd(began: Self.t(10.3)))]
    #expect(AnswerFate(of: key, next: nil, in: messages).latency == 0.3)
  }
}
