import TellerApp
import Testing

private func utterance(_ text: String, interrupts: Bool = false) -> Utterance {
  Utterance(text: text, voice: "en", rate: 175, interrupts: interrupts)
}

@Suite("Speech queue: polite speech waits its turn, interrupting speech cuts in")
struct SpeechQueueTests {
  @Test("An empty queue has nothing next")
  func empty() {
    var queue = SpeechQueue()
    #expect(queue.isEmpty)
    #expect(queue.next() == nil)
  }

  @Test("One queued utterance comes out, then nothing")
  func one() {
    var queue = SpeechQueue()
    #expect(queue.submit(utterance("a")) == false)
    #expect(queue.next()?.text == "a")
    #expect(queue.next() == nil)
  }

  @Test("Queued utterances come out first in, first out")
  func politeInOrder() {
    var queue = SpeechQueue()
    let texts = (1...50).map { "line \($0)" }
    for text in texts { #expect(queue.submit(utterance(text)) == false) }
    var spoken: [String] = []
    while let next = queue.next() { spoken.append(next.text) }
    #expect(spoken == texts)
  }

  @Test("An interrupting utterance drops what waits and says to stop the current one")
  func interrupt() {
    var queue = SpeechQueue()
    queue.submit(utterance("a"))
    queue.submit(utterance("b"))
    #expect(queue.submit(utterance("error", interrupts: true)) == true)
    #expect(queue.waiting.map(\.text) == ["error"])
    queue.submit(utterance("c"))
    #expect(queue.waiting.map(\.text) == ["error", "c"])
  }

  @Test("Two interruptions in a row: only the last is left")
  func twoInterruptions() {
    var queue = SpeechQueue()
    queue.submit(utterance("first", interrupts: true))
    queue.submit(utterance("second", interrupts: true))
    #expect(queue.waiting.map(\.text) == ["second"])
  }

  @Test("Records through the policy: a read all waits in order; an error cuts it off")
  func policyThenQueue() {
    let policy = SpeechPolicy(language: .english)
    var queue = SpeechQueue()
    for n in 1...3 {
      let said = policy.utterance(
        for: OutputRecord(kind: .description, text: "Customer \(n)", time: .zero))!
      #expect(queue.submit(said) == false)
    }
    #expect(queue.waiting.map(\.text) == ["Customer 1", "Customer 2", "Customer 3"])
    let error = policy.utterance(for: OutputRecord(kind: .error, text: "No such key", time: .zero))!
    #expect(queue.submit(error) == true)
    #expect(queue.waiting.map(\.text) == ["No such key"])
  }

  @Test("Clear drops everything")
  func clear() {
    var queue = SpeechQueue()
    queue.submit(utterance("a"))
    queue.submit(utterance("b"))
    queue.clear()
    #expect(queue.isEmpty)
  }
}
