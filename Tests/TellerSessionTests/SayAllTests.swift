import TellerAccessibility
import TellerBank
import TellerSession
import TellerTestSupport
import Testing

/// Say all: long lists summed up everywhere, and in a paced session at a
/// terminal, one line at a time as the reader finishes each, stopped by
/// any key.
@Suite("Say all")
struct SayAllTests {
  /// A session with some customers waiting: all of one kind at a clerk's
  /// pace so nobody moves while reading.
  static func session(
    customers: Int, language: Language = .english, paced: Bool = false
  ) -> Session {
    var settings = SessionSettings(
      language: language,
      bank: BankConfiguration.exercise(depositTime: .seconds(3000), loanTime: .seconds(3000)),
      inputIsKeys: paced, terminalView: paced ? .linear : nil)
    settings.bank.batchSize = customers
    var session = Session(settings: settings)
    _ = session.start()
    _ = session.handle(.line("add", number: 1))
    return session
  }

  @Test("A list of 100,000 reads ten customers, then counts the rest", arguments: Language.allCases)
  func longList(language: Language) {
    var session = Self.session(customers: 100_000, language: language)
    let lines = session.handle(.line("read all", number: 2)).map(\.text)
    #expect(lines.count < 42, "\(lines.count) lines")
    let waiting = try! #require(
      lines.firstIndex { $0.hasPrefix(language == .english ? "Waiting" : "대기중") })
    #expect(lines[waiting + 10].hasPrefix(language == .english ? "Customer" : ""))
    #expect(
      lines[waiting + 11]
        == (language == .english ? "And 99987 more in Waiting" : "대기중에 99987명 더"))
    // Reading goes on after the list: Processing, whose 3 are all read,
    // then the tables, a line a row.
    #expect(
      lines.contains { $0.contains(language == .english ? "3 of 3" : "3개 중 3번째") },
      "\(lines.suffix(3))")
    #expect(lines.last?.hasPrefix(language == .english ? "All: " : "전체: ") == true)
  }

  @Test("Twelve are read whole; thirteen read ten and count three")
  func threshold() {
    func lines(_ waiting: Int) -> [String] {
      // Three clerks: three at a clerk, the rest waiting.
      var session = Self.session(customers: waiting + 3)
      return session.handle(.line("read all", number: 2)).map(\.text)
    }
    #expect(!lines(12).contains { $0.hasPrefix("And ") })
    #expect(lines(12).contains { $0.hasSuffix("12 of 12") })
    #expect(lines(13).contains("And 3 more in Waiting"))
    #expect(!lines(13).contains { $0.hasSuffix("11 of 13") })
  }

  @Test("Read from the focus inside a list starts there, and counts from there")
  func fromTheFocus() {
    var session = Self.session(customers: 50)
    _ = session.handle(.line("next list", number: 2))
    for number in 3..<8 { _ = session.handle(.line("next", number: number)) }
    let lines = session.handle(.key(.character("A"))).map(\.text)
    #expect(lines.first?.hasSuffix("6 of 47") == true, "\(lines.first ?? "")")
    #expect(lines.contains("And 32 more in Waiting"))
  }

  @Test("Paced at a terminal: one line each time the reader is done, until a key stops it")
  func overTime() throws {
    var session = Self.session(customers: 40, paced: true)
    // Once the welcome and the add have been said.
    var time = ModelTime.seconds(20)
    _ = session.advance(to: time)
    var lines = session.handle(.key(.character("A"))).map { (time, $0.text) }
    #expect(lines.count == 1, "the first line now")
    var steps = 0
    while lines.count < 6 && steps < 1000 {
      time = time + .milliseconds(40)
      lines += session.advance(to: time).map { (time, $0.text) }
      steps += 1
    }
    #expect(lines.map(\.1).first == "Teller, heading level 1")
    #expect(lines[1].1.hasPrefix("Status, 37 waiting, 3 being served, work time"))
    #expect(lines[2].1 == "Add 40 customers, button, Adds 40 customers to the waiting line")
    #expect(lines[5].1 == "Waiting, 37 customers, heading level 2")
    // Each line waits until the one before would have been said.
    for (previous, next) in zip(lines, lines.dropFirst()) {
      let said = SpeakingTime.estimate(previous.1, language: .english)
      #expect(next.0 >= previous.0 + said - .milliseconds(40), "\(next.1)")
      #expect(next.0 <= previous.0 + said + .milliseconds(40), "\(next.1)")
    }
    // Any key stops it, and only says so.
    let stop = session.handle(.key(.character("n")))
    #expect(stop.map(\.text) == ["Reading stopped"])
    #expect(stop.cause == .noCommand)
    #expect(session.navigator.focus == BankScreen.titleID, "the key did not move focus")
    for _ in 0..<200 {
      time = time + .milliseconds(40)
      #expect(session.advance(to: time).records.isEmpty)
    }
    // The next key works as always.
    #expect(session.handle(.key(.character("n"))).first?.text.hasPrefix("Status") == true)
  }

  @Test("Escape and q stop it and do what they always do")
  func escapeAndQuit() {
    var session = Self.session(customers: 40, paced: true)
    _ = session.handle(.key(.character("A")))
    let escape = session.handle(.key(.escape))
    #expect(escape.records.isEmpty)
    #expect(escape.cause == .command(.closeHelp), "speech falls silent on Escape")
    _ = session.handle(.key(.character("A")))
    _ = session.handle(.key(.character("q")))
    #expect(session.isFinished)
  }

  @Test("Announcements wait while it reads, and come after")
  func announcementsWait() {
    var settings = SessionSettings(
      bank: BankConfiguration(seed: 1), inputIsKeys: true, terminalView: .linear)
    settings.bank.batchSize = 20
    var session = Session(settings: settings)
    _ = session.start()
    var time = ModelTime.seconds(10)
    _ = session.advance(to: time)
    _ = session.handle(.key(.character("a")))
    time = time + .seconds(6)
    _ = session.advance(to: time)
    var kinds = session.handle(.key(.character("A"))).map(\.kind)
    for _ in 0..<6000 {
      time = time + .milliseconds(40)
      kinds += session.advance(to: time).map(\.kind)
    }
    let firstAnnouncement = kinds.firstIndex(of: .announcement) ?? kinds.count
    let lastDescription = kinds.lastIndex(of: .description) ?? 0
    #expect(firstAnnouncement > lastDescription, "\(kinds)")
    #expect(kinds.contains(.announcement), "they come once it is done")
  }
}
