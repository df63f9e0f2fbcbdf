import TellerSpeechModel
import Testing

@Suite("Speech queue: in order, bounded, stale polite speech gives way to the newest")
struct SpeechQueueTests {
  @Test("Empty, one, two, many: what goes in comes out in order")
  func ladder() {
    var queue = SpeechQueue()
    #expect(queue.isEmpty && queue.next() == nil)
    queue.submit(message("a"))
    #expect(queue.first?.text == "a")
    #expect(queue.next()?.text == "a")
    #expect(queue.next() == nil)
    for text in ["a", "b"] { queue.submit(message(text)) }
    #expect([queue.next(), queue.next()].map { $0?.text } == ["a", "b"])
    for index in 0..<50 { queue.submit(message("\(index)")) }
    #expect(queue.waiting.map(\.text) == (0..<50).map { "\($0)" })
  }

  @Test("A polite utterance replaces the polite ones waiting, keeping the rest in order")
  func stalePolite() {
    var queue = SpeechQueue()
    queue.submit(polite("3 waiting"))
    queue.submit(message("Add, button"))
    queue.submit(polite("5 waiting"))
    #expect(queue.waiting.map(\.text) == ["Add, button", "5 waiting"])
    queue.submit(message("Reset, button"))
    queue.submit(polite("7 waiting"))
    #expect(queue.waiting.map(\.text) == ["Add, button", "Reset, button", "7 waiting"])
  }

  @Test("Full: the oldest polite one gives way; with none, the newest is refused")
  func bounded() {
    var queue = SpeechQueue(capacity: 3)
    queue.submit(message("a"))
    queue.submit(polite("p"))
    queue.submit(message("b"))
    let tookC = queue.submit(message("c"))
    #expect(tookC)
    #expect(queue.waiting.map(\.text) == ["a", "b", "c"])
    let tookD = queue.submit(message("d"))
    #expect(!tookD)
    #expect(queue.waiting.map(\.text) == ["a", "b", "c"])
    let tookQ = queue.submit(polite("q"))
    #expect(!tookQ)
    #expect(queue.waiting.count == 3)
  }

  @Test("A capacity below 1 counts as 1; clear empties the queue")
  func edges() {
    var queue = SpeechQueue(capacity: 0)
    #expect(queue.capacity == 1)
    queue.submit(message("a"))
    let tookB = queue.submit(message("b"))
    #expect(!tookB)
    queue.clear()
    #expect(queue.isEmpty)
  }
}
