import TellerAccessibility
import TellerBank
import TellerInput
import TellerSession
import TellerWording
import Testing

/// Linear mode at a terminal paced to the screen reader that reads it: the
/// issue's scenario ("start, a, 3 s, next, next, q") in virtual time, with
/// the reader modelled by ``SpeakingTime``, as a transcript.
@Suite("Session pacing")
struct SessionPacingTests {
  /// A line printed, when, and what caused it.
  struct Printed {
    var text: String
    var kind: OutputRecord.Kind
    var at: ModelTime
    var key: Key?
  }

  /// Runs the scenario at 25 steps a second, as the loop's busy tick does:
  /// keys at the given instants, then time until the bank is idle.
  static func scenario(
    terminal: TerminalView?, keys: [(ModelTime, Key)] = defaultKeys,
    language: Language = .english, rate: Int = SpeakingTime.assumedWordsPerMinute
  ) -> [Printed] {
    var settings = SessionSettings(
      language: language, bank: BankConfiguration(seed: 1), inputIsKeys: true,
      terminalView: terminal)
    settings.readerWordsPerMinute = rate
    var session = Session(settings: settings)
    var printed = session.start().map { Printed(text: $0.text, kind: $0.kind, at: .zero) }
    var pending = keys
    var time = ModelTime.zero
    while time <= .seconds(30) {
      printed += session.advance(to: time).map { Printed(text: $0.text, kind: $0.kind, at: time) }
      while let (at, key) = pending.first, at <= time {
        pending.removeFirst()
        printed += session.handle(.key(key)).map {
          Printed(text: $0.text, kind: $0.kind, at: time, key: key)
        }
      }
      time = time + .milliseconds(40)
    }
    return printed
  }

  /// The scenario once the welcome has been said: `a`, 3 s, next,
  /// next a second later.
  static let defaultKeys: [(ModelTime, Key)] = [
    (.seconds(5), .character("a")), (.seconds(8), .character("n")),
    (.seconds(9), .character("n")),
  ]

  /// Keys while the welcome is still being said.
  static let earlyKeys: [(ModelTime, Key)] = [
    (.milliseconds(500), .character("a")), (.milliseconds(3500), .character("n")),
    (.milliseconds(4000), .character("n")),
  ]

  /// When each line would begin and end being said by a reader that says
  /// every line in order.
  static func spoken(
    _ printed: [Printed], language: Language = .english,
    rate: Int = SpeakingTime.assumedWordsPerMinute
  ) -> [(line: Printed, begins: ModelTime, ends: ModelTime)] {
    var busy = ModelTime.zero
    return printed.map { line in
      let begins = max(busy, line.at)
      busy = begins + SpeakingTime.estimate(line.text, language: language, wordsPerMinute: rate)
      return (line, begins, busy)
    }
  }

  @Test("Polite announcements wait until the reader has said what came before")
  func announcementsWait() {
    for language in Language.allCases {
      let printed = Self.scenario(terminal: .linear, language: language)
      var busy = ModelTime.zero
      for line in printed {
        // Steps come every 40 ms; the session releases at the exact instant.
        if line.kind == .announcement && line.key == nil {
          #expect(
            line.at + .milliseconds(40) >= busy,
            "\(line.text) at \(line.at), reader busy until \(busy)")
        }
        busy =
          max(busy, line.at) + SpeakingTime.estimate(line.text, language: language)
      }
    }
  }

  @Test(
    "The answer to a key waits behind one announcement at most, and Teller's own lines hold it up 3.5 s at most"
  )
  func answersAreHeard() {
    for (rate, keys) in [175, 250].flatMap({ rate in
      [Self.defaultKeys, Self.earlyKeys].map { (rate, $0) }
    }) {
      let printed = Self.scenario(terminal: .linear, keys: keys, rate: rate)
      let timeline = Self.spoken(printed, rate: rate)
      // The welcome and first focus answer the start; what a key prints
      // answers the key.
      var lastAnswerEnds = ModelTime.zero
      for (index, entry) in timeline.enumerated()
      where entry.line.key != nil || entry.line.kind != .announcement {
        let ahead = timeline[..<index].filter {
          $0.line.kind == .announcement && $0.ends > entry.line.at
        }
        #expect(ahead.count <= 1, "\(entry.line.text) behind \(ahead.map(\.line.text))")
        // The user's own earlier answers are theirs to wait for; what
        // Teller said on its own holds an answer up 3.5 s at most.
        let ready = max(entry.line.at, lastAnswerEnds)
        #expect(
          entry.begins - ready <= .milliseconds(3500),
          "\(entry.line.text) begins \(entry.begins - ready) after it could")
        lastAnswerEnds = entry.ends
      }
    }
  }

  @Test("Unpaced output (a pipe) says more lines, and the key's answer waits behind them")
  func pipesAreNotPaced() {
    let paced = Self.scenario(terminal: .linear).filter { $0.kind == .announcement }
    let piped = Self.scenario(terminal: nil).filter { $0.kind == .announcement }
    #expect(paced.count < piped.count, "\(paced.count) paced, \(piped.count) piped")
    // Every event is still reported: the last announcement says all served.
    #expect(paced.last?.text.lowercased().contains("all customers served") == true)
    #expect(piped.last?.text.lowercased().contains("all customers served") == true)
    // Had the reader read the pipe, the second answer would wait behind
    // several announcements.
    let timeline = Self.spoken(Self.scenario(terminal: nil))
    let second = timeline.lastIndex { $0.line.key == .character("n") }!
    let ahead = timeline[..<second].filter {
      $0.line.kind == .announcement && $0.ends > timeline[second].line.at
    }
    #expect(ahead.count > 1)
  }

  @Test("The transcript of the paced scenario: short merges, each after the reader is done")
  func transcript() {
    let lines = Self.scenario(terminal: .linear).map { "\($0.at.milliseconds) ms: \($0.text)" }
    #expect(
      lines == [
        "0 ms: Teller. Press question mark for help.",
        "0 ms: Teller, heading level 1",
        // The answer to a, at once; its whole sentence would take 5 s to
        // say, and the answer to the next key would wait behind it.
        "5000 ms: 10 customers added, 7 waiting",
        "7320 ms: 8 finished, 7 started",
        "8000 ms: Status, 0 waiting, 1 being served, work time 3 seconds",
        "9000 ms: Add 10 customers, button, Adds 10 customers to the waiting line",
        "18600 ms: All customers served: 10 customers in 3.3 seconds",
      ])
    let piped = Self.scenario(terminal: nil).map(\.text)
    #expect(piped.contains("10 customers added, 7 waiting; customers 1, 2 and 4 started"))
  }

  @Test("A faster reader gets more, shorter merges; a slower one fewer")
  func rate() {
    func announcements(_ rate: Int) -> Int {
      Self.scenario(terminal: .linear, rate: rate).filter { $0.kind == .announcement }.count
    }
    #expect(announcements(450) >= announcements(175))
    #expect(announcements(175) >= announcements(80))
  }

  @Test("A hold merges what comes until it ends; the debounce follows")
  func hold() {
    func customer(_ n: Int) -> Customer { Customer(number: n, workType: .deposit, arrival: .zero) }
    var announcer = Announcer()
    announcer.holdPolite(until: .seconds(2))
    #expect(
      announcer.receive(
        [BankEvent(time: .seconds(1), kind: .started(customer(1), clerk: 1))], waiting: 0
      ).isEmpty)
    #expect(announcer.nextDeadline == .seconds(2))
    #expect(
      announcer.flush(upTo: .seconds(2), waiting: 0).map(\.text) == ["Customer 1 started"])
    // A shorter hold never shortens the window.
    announcer.holdPolite(until: .seconds(1))
    #expect(
      announcer.receive(
        [BankEvent(time: .milliseconds(2100), kind: .started(customer(2), clerk: 2))], waiting: 0
      ).isEmpty, "still inside the 0.5 s debounce after the release")
  }

  @Test("A merge too long to say is said shorter, step by step, in both languages")
  func shorterMerges() {
    func customer(_ n: Int) -> Customer { Customer(number: n, workType: .deposit, arrival: .zero) }
    let events =
      (1...10).map { BankEvent(time: .zero, kind: .arrived(customer($0))) }
      + (1...3).map { BankEvent(time: .zero, kind: .started(customer($0), clerk: $0)) }
    func said(_ longest: ModelTime?, _ catalog: Catalog = .english) -> String? {
      var settings = Announcer.Settings(catalog: catalog)
      settings.speakingLimit = longest.map { SpeakingLimit(longest: $0) }
      var announcer = Announcer(settings: settings)
      return announcer.receive(events, waiting: 7).first?.text
    }
    #expect(said(nil) == "10 customers added, 7 waiting; customers 1, 2 and 3 started")
    #expect(said(.seconds(10)) == said(nil))
    #expect(said(.milliseconds(4000)) == "10 customers added, 7 waiting; 3 customers started")
    #expect(said(.milliseconds(3600)) == "10 customers added, 7 waiting; 3 started")
    #expect(said(.seconds(3)) == "10 customers added, 7 waiting")
    #expect(said(.milliseconds(1), .korean) == "고객 10명 추가, 대기 7명")
    #expect(Catalog.korean[.customersMoved(finished: 8, started: 2)] == "8명 완료, 2명 시작")
    #expect(Catalog.english[.customersMoved(finished: 0, started: 2)] == "2 started")
  }

  @Test("The reader model: lines queue after what is still being said")
  func readerModel() {
    var pace = ReaderPace()
    let line = "Customer 5, loan, 1 of 5"
    let length = SpeakingTime.estimate(line, language: .english)
    pace.hear([line], at: .seconds(1))
    #expect(pace.busyUntil == .seconds(1) + length)
    pace.hear([line], at: .seconds(1) + .milliseconds(100))
    #expect(pace.busyUntil == .seconds(1) + length + length)
    #expect(pace.isSpeaking(at: .seconds(2)))
    pace.hear([], at: .seconds(60))
    #expect(!pace.isSpeaking(at: .seconds(60)))
  }
}
