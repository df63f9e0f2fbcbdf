import TellerSpeechModel
import Testing

@Suite("Speech held for a server: one utterance at a time, the next when the last one ended")
struct SpeechServerQueueTests {
  @Test("Idle: the first utterance is sent at once; the next waits for its end")
  func oneAtATime() {
    var queue = SpeechServerQueue()
    #expect(queue.isIdle)
    #expect(queue.say(message("Teller.")) == message("Teller."))
    queue.accepted(messageID: 7)
    #expect(queue.say(message("Add, button")) == nil)
    #expect(!queue.isIdle && queue.speakingID == 7)
    #expect(queue.finished(messageID: 7) == message("Add, button"))
    queue.accepted(messageID: 8)
    #expect(queue.finished(messageID: 8) == nil)
    #expect(queue.isIdle)
  }

  @Test("A polite utterance is never cut by a later one: it waits, and replaces only those waiting")
  func politeWaits() {
    var queue = SpeechServerQueue()
    #expect(queue.say(polite("10 customers added")) == polite("10 customers added"))
    queue.accepted(messageID: 1)
    // Announcements come while the first is said: each newer one replaces
    // the one waiting, none touches the one being said.
    #expect(queue.say(polite("Customer 1 finished")) == nil)
    #expect(queue.say(polite("Customer 2 finished")) == nil)
    #expect(queue.speaking == polite("10 customers added"))
    #expect(queue.waiting.waiting == [polite("Customer 2 finished")])
    #expect(queue.finished(messageID: 1) == polite("Customer 2 finished"))
  }

  @Test("Reports about other messages change nothing: a cancelled one, or one not yet accepted")
  func otherReports() {
    var queue = SpeechServerQueue()
    _ = queue.say(message("a"))
    // Before the server gave an id, no report can be about it.
    #expect(queue.finished(messageID: 3) == nil)
    queue.accepted(messageID: 4)
    _ = queue.say(message("b"))
    #expect(queue.finished(messageID: 3) == nil)
    #expect(queue.speaking == message("a"))
    #expect(queue.finished(messageID: 4) == message("b"))
    // An id given when nothing was sent is ignored.
    var idle = SpeechServerQueue()
    idle.accepted(messageID: 9)
    #expect(idle.speakingID == nil && idle.isIdle)
  }

  @Test("Cancel forgets what was sent and what waits; the next utterance goes at once")
  func cancel() {
    var queue = SpeechServerQueue()
    _ = queue.say(message("read all 1"))
    queue.accepted(messageID: 1)
    _ = queue.say(message("read all 2"))
    queue.cancel()
    #expect(queue.isIdle)
    #expect(queue.say(message("Reset, button")) == message("Reset, button"))
    queue.accepted(messageID: 2)
    // The server's late report on the cancelled message lets nothing go.
    _ = queue.say(polite("3 waiting"))
    #expect(queue.finished(messageID: 1) == nil)
    #expect(queue.finished(messageID: 2) == polite("3 waiting"))
  }

  @Test("Giving up on a message that never reports lets the next go; patience grows with the text")
  func giveUp() {
    var queue = SpeechServerQueue()
    _ = queue.say(message("a"))
    _ = queue.say(message("b"))
    #expect(queue.giveUp() == message("b"))
    #expect(queue.giveUp() == nil)
    #expect(queue.isIdle)
    let short = SpeechServerQueue.patienceMilliseconds(for: message("a"))
    let long = SpeechServerQueue.patienceMilliseconds(
      for: message(String(repeating: "word ", count: 40)))
    #expect(short >= 10_000 && long > short + 30_000)
  }

  @Test("Order is kept: messages and polite speech go in the order they came")
  func order() {
    var queue = SpeechServerQueue()
    var sent: [String] = []
    var id = 0
    func send(_ utterance: Utterance?) {
      guard let utterance else { return }
      sent.append(utterance.text)
      id += 1
      queue.accepted(messageID: id)
    }
    for utterance in [message("a"), polite("p1"), message("b"), polite("p2"), message("c")] {
      send(queue.say(utterance))
    }
    while !queue.isIdle { send(queue.finished(messageID: id)) }
    #expect(sent == ["a", "b", "p2", "c"])
  }
}
