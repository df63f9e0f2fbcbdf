import TellerAccessibility
import TellerBank
import TellerInput
import TellerSession
import TellerSpeechModel
import Testing

/// A speech server as a listener hears it, in model time: it says one of
/// Teller's messages at a time, each for as long as eSpeak NG at its usual
/// rate takes to say it (``SpeakingTime``), and reports each end, with
/// Teller's ``SpeechServerQueue`` in front of it as the speech-dispatcher
/// sink keeps it. A cancel cuts the message being said.
private struct SimulatedServer {
  struct Heard: Equatable, CustomStringConvertible {
    var text: String
    var began: ModelTime
    var cut = false
    var description: String { "\(text)@\(began.seconds)\(cut ? "✂" : "")" }
  }

  var queue = SpeechServerQueue()
  var heard: [Heard] = []
  private var id = 0
  private var ends: ModelTime?

  private mutating func send(_ utterance: Utterance?, at time: ModelTime) {
    guard let utterance else { return }
    id += 1
    queue.accepted(messageID: id)
    queue.began(messageID: id, at: time)
    heard.append(Heard(text: utterance.text, began: time))
    ends = time + SpeakingTime.estimate(utterance.text, language: .english)
  }

  /// Lets the messages that end by a time end, and the next ones begin.
  mutating func advance(to time: ModelTime) {
    while let end = ends, end <= time {
      ends = nil
      send(queue.finished(messageID: id, at: end), at: end)
    }
  }

  /// Does what the scheduler said for a step at its model time.
  mutating func perform(_ actions: [SpeechAction], at time: ModelTime) {
    advance(to: time)
    for action in actions {
      switch action {
      case .say(let utterance): send(queue.say(utterance, at: time), at: time)
      case .cancel:
        if let end = ends, end > time, !heard.isEmpty { heard[heard.count - 1].cut = true }
        ends = nil
        queue.cancel()
      }
    }
  }
}

/// A session read by keys on a virtual clock, heard through the simulated
/// server: started at zero, then each key at its time, with time passing
/// between as the loop lets it pass (to each wake-up), until `end`.
private func hear(
  keys: [(at: ModelTime, key: Key)], until end: ModelTime, seed: UInt64 = 3
) -> [SimulatedServer.Heard] {
  var session = Session(
    settings: SessionSettings(bank: BankConfiguration(seed: seed), inputIsKeys: true))
  var scheduler = SpeechScheduler()
  var server = SimulatedServer()
  server.perform(scheduler.present(session.start()), at: .zero)
  func pass(to time: ModelTime) {
    while let wake = session.nextWakeTime, wake <= time {
      server.perform(scheduler.present(session.advance(to: wake)), at: wake)
    }
    server.perform(scheduler.present(session.advance(to: time)), at: time)
  }
  for (time, key) in keys {
    pass(to: time)
    server.perform(scheduler.present(session.handle(.key(key))), at: time)
  }
  pass(to: end)
  server.advance(to: end + .seconds(60))
  return server.heard
}

@Suite("The answer to every key is heard, news or no news, on a virtual clock")
struct SpeechAnswerTests {
  @Test("An add pressed while the welcome is said: its answer is said at once and heard whole")
  func addDuringWelcome() throws {
    let key = ModelTime.milliseconds(500)
    let heard = hear(keys: [(key, .character("a"))], until: .seconds(12))
    let answer = try #require(
      heard.first { $0.text.hasPrefix("10 customers added") }, "never said: \(heard)")
    #expect(answer.began == key, "\(heard)")
    #expect(!answer.cut, "\(heard)")
    // The welcome was cut for it, as a navigation cuts it; the news after
    // it waits its turn, and none of it is cut.
    #expect(heard.first?.cut == true)
    let after = heard.drop { $0 != answer }.dropFirst()
    #expect(!after.isEmpty && after.allSatisfy { !$0.cut }, "\(heard)")
  }

  @Test("Add, add, reset and a move in quick turn, with news between: each answer is heard")
  func everyKeyAnswered() throws {
    let keys: [(at: ModelTime, key: Key)] = [
      (.milliseconds(300), .character("a")), (.milliseconds(2_600), .character("a")),
      (.milliseconds(2_900), .character("a")), (.milliseconds(5_000), .character("x")),
      (.milliseconds(5_100), .right),
    ]
    let heard = hear(keys: keys, until: .seconds(10))
    for (time, _) in keys {
      #expect(heard.contains { $0.began == time }, "nothing began at \(time.seconds) s: \(heard)")
    }
    let answers = heard.filter { item in keys.contains { $0.at == item.began } }
    #expect(answers.count == keys.count, "\(heard)")
    // Each answer is heard until the user's next key, at least.
    for (answer, next) in zip(answers, answers.dropFirst()) where answer.cut {
      #expect(heard.firstIndex(of: next) == heard.firstIndex(of: answer).map { $0 + 1 })
    }
    #expect(answers.last?.cut == false)
    #expect(answers[0].text.hasPrefix("10 customers added, 7 waiting"))
    // The news held in the polite window is merged into the answer, not held with it.
    #expect(answers[1].text.contains("10 customers added"))
    #expect(answers[3].text == "Reset. Both lines are empty.")
  }

  @Test("News alone never cuts in: a busy bank's announcements are each heard whole")
  func newsWaits() throws {
    let heard = hear(keys: [(.seconds(3), .character("a"))], until: .seconds(15))
    let news = heard.drop { !$0.text.hasPrefix("10 customers added") }.dropFirst()
    #expect(news.count >= 2, "\(heard)")
    #expect(news.allSatisfy { !$0.cut }, "\(heard)")
    #expect(news.last?.text.hasPrefix("All customers served") == true, "\(heard)")
  }
}
