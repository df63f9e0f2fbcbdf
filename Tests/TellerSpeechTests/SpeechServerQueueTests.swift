import TellerAccessibility
import TellerBank
import TellerSession
import TellerSpeechModel
import Testing

/// Model time in milliseconds.
private func ms(_ value: Int64) -> ModelTime { .milliseconds(value) }

@Suite("Speech held for a server: one utterance at a time, the next when the last one ended")
struct SpeechServerQueueTests {
  @Test("Idle: the first utterance is sent at once; the next waits for its end")
  func oneAtATime() {
    var queue = SpeechServerQueue()
    #expect(queue.isIdle)
    #expect(queue.say(message("Teller."), at: ms(0)) == message("Teller."))
    queue.accepted(messageID: 7)
    #expect(queue.say(message("Add, button"), at: ms(10)) == nil)
    #expect(!queue.isIdle && queue.speakingID == 7)
    #expect(queue.finished(messageID: 7, at: ms(900)) == message("Add, button"))
    queue.accepted(messageID: 8)
    #expect(queue.finished(messageID: 8, at: ms(1800)) == nil)
    #expect(queue.isIdle)
    #expect(queue.deadline == nil)
  }

  @Test("A polite utterance is never cut by a later one: it waits, and replaces only those waiting")
  func politeWaits() {
    var queue = SpeechServerQueue()
    #expect(queue.say(polite("10 customers added"), at: ms(0)) == polite("10 customers added"))
    queue.accepted(messageID: 1)
    // Announcements come while the first is said: each newer one replaces
    // the one waiting, none touches the one being said.
    #expect(queue.say(polite("Customer 1 finished"), at: ms(100)) == nil)
    #expect(queue.say(polite("Customer 2 finished"), at: ms(200)) == nil)
    #expect(queue.speaking == polite("10 customers added"))
    #expect(queue.waiting.waiting == [polite("Customer 2 finished")])
    #expect(queue.finished(messageID: 1, at: ms(900)) == polite("Customer 2 finished"))
  }

  @Test("Reports about other messages change nothing: a cancelled one, or one not yet accepted")
  func otherReports() {
    var queue = SpeechServerQueue()
    _ = queue.say(message("a"), at: ms(0))
    // Before the server gave an id, no report can be about it.
    #expect(queue.finished(messageID: 3, at: ms(1)) == nil)
    queue.accepted(messageID: 4)
    _ = queue.say(message("b"), at: ms(2))
    #expect(queue.finished(messageID: 3, at: ms(3)) == nil)
    queue.began(messageID: 3, at: ms(4))
    #expect(!queue.speakingBegan)
    #expect(queue.speaking == message("a"))
    #expect(queue.finished(messageID: 4, at: ms(5)) == message("b"))
    // An id given when nothing was sent is ignored.
    var idle = SpeechServerQueue()
    idle.accepted(messageID: 9)
    #expect(idle.speakingID == nil && idle.isIdle)
  }

  @Test("Cancel forgets what was sent and what waits; the next utterance goes at once")
  func cancel() {
    var queue = SpeechServerQueue()
    _ = queue.say(message("read all 1"), at: ms(0))
    queue.accepted(messageID: 1)
    _ = queue.say(message("read all 2"), at: ms(0))
    queue.cancel()
    #expect(queue.isIdle && queue.deadline == nil)
    #expect(queue.say(message("Reset, button"), at: ms(50)) == message("Reset, button"))
    queue.accepted(messageID: 2)
    // The server's late report on the cancelled message lets nothing go.
    _ = queue.say(polite("3 waiting"), at: ms(60))
    #expect(queue.finished(messageID: 1, at: ms(70)) == nil)
    #expect(queue.finished(messageID: 2, at: ms(800)) == polite("3 waiting"))
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
      send(queue.say(utterance, at: ms(0)))
    }
    while !queue.isIdle { send(queue.finished(messageID: id, at: ms(0))) }
    #expect(sent == ["a", "b", "p2", "c"])
  }

  // MARK: Deadlines

  @Test("The deadline is the message's speaking time with a margin, from its send, then its begin")
  func deadline() throws {
    let patience = SpeechPatience(language: .english)
    var queue = SpeechServerQueue(patience: patience)
    let welcome = message("Teller. Press question mark for help.")
    _ = queue.say(welcome, at: ms(1000))
    queue.accepted(messageID: 1)
    let limit = patience.limit(for: welcome)
    #expect(queue.deadline == ms(1000) + limit)
    // Waiting behind another client's speech: the message begins later,
    // and is waited for from then.
    queue.began(messageID: 1, at: ms(4000))
    #expect(queue.speakingBegan)
    #expect(queue.deadline == ms(4000) + limit)
    #expect(queue.expire(at: ms(4000) + limit - ms(1)) == nil)
    #expect(queue.speaking == welcome)
    // The limit is the estimate at the slowest rate a server speaks at,
    // a quarter more, and two seconds.
    let estimate = SpeakingTime.estimate(
      welcome.text, language: .english, wordsPerMinute: SpeechPatience.slowestWordsPerMinute)
    #expect(limit == estimate + ModelTime(nanoseconds: estimate.nanoseconds / 4) + .seconds(2))
    #expect(limit > SpeakingTime.estimate(welcome.text, language: .english) * 2)
    #expect(limit < .seconds(15))
  }

  @Test("The rate the user gave makes the limit; longer text waits longer")
  func limits() {
    let slow = SpeechPatience(language: .english)
    let fast = SpeechPatience(language: .english, wordsPerMinute: 400)
    let line = message("Customers 3, 4 and 6 finished; customers 5, 7 and 8 started")
    #expect(fast.limit(for: line) < slow.limit(for: line))
    #expect(fast.limit(for: line) > .seconds(2))
    let long = message(String(repeating: "word ", count: 40))
    #expect(slow.limit(for: long) > slow.limit(for: message("a")) + .seconds(25))
    let korean = SpeechPatience(language: .korean)
    #expect(korean.limit(for: message("고객 10명 추가, 대기 7명")) > .seconds(3))
  }

  @Test("A message that began and never ended: given up at its deadline, the next goes, said once")
  func beganNeverEnded() throws {
    var queue = SpeechServerQueue()
    _ = queue.say(message("Teller."), at: ms(0))
    queue.accepted(messageID: 1)
    queue.began(messageID: 1, at: ms(20))
    _ = queue.say(message("Teller, heading level 1"), at: ms(30))
    _ = queue.say(message("10 customers added, 7 waiting"), at: ms(500))
    let first = try #require(queue.deadline)
    let expiring = queue.expire(at: first)
    let expired = try #require(expiring)
    #expect(expired.next == message("Teller, heading level 1"))
    #expect(
      expired.silence
        == SpeechServerSilence(
          began: true, waited: queue.patience.limit(for: message("Teller."))))
    #expect(queue.hasReportedSilence)
    // The next one is waited for from its own send, and said nothing of again.
    queue.accepted(messageID: 2)
    queue.began(messageID: 2, at: first + ms(10))
    let second = try #require(queue.deadline)
    #expect(
      second == first + ms(10) + queue.patience.limit(for: message("Teller, heading level 1")))
    let expiringAgain = queue.expire(at: second)
    let again = try #require(expiringAgain)
    #expect(again.next == message("10 customers added, 7 waiting"))
    #expect(again.silence == nil)
    queue.accepted(messageID: 3)
    // A server that comes back lets speech go on as before.
    #expect(queue.finished(messageID: 3, at: second + ms(900)) == nil)
    #expect(queue.isIdle && queue.expire(at: .seconds(1000)) == nil)
  }

  @Test("Messages never reported at all: the second in a row given up is said, once")
  func neverReported() throws {
    var queue = SpeechServerQueue()
    for index in 1...4 { _ = queue.say(message("line \(index)"), at: ms(0)) }
    var silences: [SpeechServerSilence?] = []
    var sent: [Utterance?] = []
    for id in 1...3 {
      queue.accepted(messageID: id)
      let due = try #require(queue.deadline)
      let expiring = queue.expire(at: due)
      let expiry = try #require(expiring)
      silences.append(expiry.silence)
      sent.append(expiry.next)
    }
    // One may wait behind another client's speech; two in a row say the
    // server may not speak; it is said once.
    #expect(silences.map { $0?.began } == [nil, false, nil])
    #expect(sent == [message("line 2"), message("line 3"), message("line 4")])
    // Any report from the server starts the count again.
    var reporting = SpeechServerQueue()
    for index in 1...3 { _ = reporting.say(message("line \(index)"), at: ms(0)) }
    reporting.accepted(messageID: 1)
    let first = try #require(reporting.deadline)
    #expect(reporting.expire(at: first)?.silence == nil)
    reporting.accepted(messageID: 2)
    _ = reporting.finished(messageID: 1, at: first + ms(1))
    let second = try #require(reporting.deadline)
    #expect(reporting.expire(at: second)?.silence == nil)
    #expect(!reporting.hasReportedSilence)
  }

  @Test("Nothing sent, nothing due: no deadline, nothing expires")
  func nothingDue() {
    var queue = SpeechServerQueue()
    #expect(queue.deadline == nil)
    #expect(queue.expire(at: .seconds(100)) == nil)
  }
}
