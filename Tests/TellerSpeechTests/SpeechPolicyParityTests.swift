import TellerBank
import TellerSession
import TellerSpeechModel
import TellerTestSupport
import Testing

/// What a listener hears: each utterance started, in order, and whether it
/// was cut before its end.
private struct Heard: Equatable, CustomStringConvertible {
  var text: String
  var cut: Bool
  var description: String { cut ? "\(text)✂" : text }
}

/// One thing the scheduler tells a sink, at a model time in milliseconds.
private enum Event {
  case say(Utterance)
  case cancel(Int64)

  var time: Int64 {
    switch self {
    case .say(let utterance): utterance.time.milliseconds
    case .cancel(let time): time
    }
  }
}

/// Ten milliseconds of speech a character, for both engines below.
private func duration(_ utterance: Utterance) -> Int64 { Int64(utterance.text.count) * 10 }

/// What the recording (and eSpeak NG live, which shares ``SpeechQueue``)
/// makes heard of the events.
private func heardByTimeline(_ events: [Event]) -> [Heard] {
  var timeline = SpeechTimeline(sampleRate: 1000)
  var heard: [Heard] = []
  func synthesize(_ utterance: Utterance) -> [Int16] {
    heard.append(Heard(text: utterance.text, cut: false))
    return [Int16](repeating: 1, count: Int(duration(utterance)))
  }
  for event in events {
    let edits: [SpeechTimeline.Edit]
    switch event {
    case .say(let utterance): edits = timeline.say(utterance, synthesize: synthesize)
    case .cancel(let time): edits = timeline.cancel(at: .milliseconds(time), synthesize: synthesize)
    }
    let cuts = edits.contains { edit in
      if case .truncate = edit { return true }
      return false
    }
    if cuts, !heard.isEmpty { heard[heard.count - 1].cut = true }
  }
  _ = timeline.finish(drain: true, synthesize: synthesize)
  return heard
}

/// What a speech-dispatcher that reports each message's end makes heard
/// of the same events, with Teller holding its own queue in front of it
/// (``SpeechServerQueue``): the server says one message at a time, for its
/// duration, and a cancel cuts the one it is saying.
private func heardByServer(_ events: [Event]) -> [Heard] {
  var queue = SpeechServerQueue()
  var heard: [Heard] = []
  var id = 0
  var ends: Int64?
  func send(_ utterance: Utterance?, at time: Int64) {
    guard let utterance else { return }
    id += 1
    queue.accepted(messageID: id)
    heard.append(Heard(text: utterance.text, cut: false))
    ends = time + duration(utterance)
  }
  func advance(to time: Int64) {
    while let end = ends, end <= time {
      ends = nil
      send(queue.finished(messageID: id, at: .milliseconds(end)), at: end)
    }
  }
  for event in events {
    advance(to: event.time)
    switch event {
    case .say(let utterance):
      send(queue.say(utterance, at: .milliseconds(event.time)), at: event.time)
    case .cancel(let time):
      if let end = ends, end > time, !heard.isEmpty { heard[heard.count - 1].cut = true }
      ends = nil
      queue.cancel()
    }
  }
  advance(to: .max)
  return heard
}

/// The events a sequence of session steps gives, through the scheduler.
private func events(_ steps: [(time: Int64, records: [OutputRecord])]) -> [Event] {
  var scheduler = SpeechScheduler()
  var events: [Event] = []
  for step in steps {
    scheduler.beginStep()
    for record in step.records {
      for action in scheduler.schedule(record) {
        switch action {
        case .say(let utterance): events.append(.say(utterance))
        case .cancel(let time): events.append(.cancel(time.milliseconds))
        }
      }
    }
  }
  return events
}

private func polite(_ text: String, at time: Int64) -> OutputRecord {
  OutputRecord(kind: .announcement, text: text, priority: .polite, time: .milliseconds(time))
}

private func focus(_ text: String, at time: Int64) -> OutputRecord {
  OutputRecord(kind: .focus, text: text, time: .milliseconds(time))
}

@Suite("One policy for every engine: the recording, eSpeak NG and speech-dispatcher hear alike")
struct SpeechPolicyParityTests {
  @Test("A busy bank: no polite announcement cuts another; newer ones replace those waiting")
  func busyBank() {
    // An announcement every 300 ms, each about 400 ms long.
    let steps = (0..<10).map { index in
      (
        Int64(index) * 300,
        [
          polite(
            "Customer \(index) finished; customer \(index + 10) started", at: Int64(index) * 300)
        ]
      )
    }
    let heard = heardByTimeline(events(steps))
    #expect(heard.allSatisfy { !$0.cut }, "\(heard)")
    #expect(heard.map(\.text).first == "Customer 0 finished; customer 10 started")
    #expect(heard.map(\.text).last == "Customer 9 finished; customer 19 started")
    #expect(heard.count < 10, "some waited and gave way: \(heard)")
    #expect(heardByServer(events(steps)) == heard)
  }

  @Test("A focus move cuts the polite announcement being said, and drops the one waiting")
  func focusCutsIn() {
    let steps: [(Int64, [OutputRecord])] = [
      (0, [polite("10 customers added, 7 waiting", at: 0)]),
      (100, [polite("Customer 1 finished", at: 100)]),
      (200, [focus("Reset, button", at: 200)]),
    ]
    let heard = heardByTimeline(events(steps))
    #expect(
      heard == [
        Heard(text: "10 customers added, 7 waiting", cut: true),
        Heard(text: "Reset, button", cut: false),
      ])
    #expect(heardByServer(events(steps)) == heard)
  }

  @Test("Random sessions: both engines hear the same utterances, cut at the same places")
  func randomSessions() {
    var random = SeededRandom(state: 17)
    for _ in 0..<300 {
      var time: Int64 = 0
      var steps: [(Int64, [OutputRecord])] = []
      for index in 0..<random.below(12) + 1 {
        time += Int64(random.below(400))
        var records: [OutputRecord] = []
        for part in 0..<random.below(3) + 1 {
          let text = String(repeating: "w", count: random.below(40) + 1) + " \(index).\(part)"
          records.append(random.chance(60) ? polite(text, at: time) : focus(text, at: time))
        }
        steps.append((time, records))
      }
      let given = events(steps)
      let heard = heardByTimeline(given)
      #expect(heardByServer(given) == heard, "\(steps.map { $0.1.map(\.text) })")
      // Only a cut-in cuts: a polite utterance is never cut by a polite one.
      for (index, item) in heard.enumerated() where item.cut {
        #expect(index + 1 < heard.count)
      }
    }
  }
}
