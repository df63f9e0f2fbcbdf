import TellerAccessibility
import TellerBank
import TellerSession
import TellerSounds
import TellerTestSupport
import TellerWording
import Testing

/// Every step lists the bank events, edges and errors it reports, with
/// their model times, for the presenters that make sound.
@Suite("Session steps' cues")
struct SessionCueTests {
  private func session(_ announce: AnnouncedEvents = .all) -> Session {
    var session = Session(
      settings: SessionSettings(bank: BankConfiguration(seed: 1), announcedEvents: announce))
    _ = session.start()
    return session
  }

  private func icons(_ step: SessionStep) -> [PlacedIcon] { PlacedIcon.icons(for: step.cues) }

  @Test("An add's step holds its ten arrivals and the first starts, all at the add's time")
  func addCues() {
    var s = session()
    let step = s.handle(.line("add", number: 1))
    let arrivals = step.cues.filter {
      if case .bank(let event) = $0, case .arrived = event.kind { return true }
      return false
    }
    #expect(arrivals.count == 10)
    #expect(step.cues.allSatisfy { $0.time == .zero })
    let started = icons(step).map(\.icon).filter { $0 != .added }
    #expect(icons(step).first?.icon == .added)
    #expect(Set(started) == [.depositStarted, .loanStarted])
  }

  @Test("Time passing lists each finish and start at its own instant, to the nanosecond")
  func waitCues() {
    var s = session()
    _ = s.handle(.line("add", number: 1))
    let step = s.handle(.line("wait 1200ms", number: 2))
    let times = Set(step.cues.map(\.time))
    // Deposits take 0.7 s and the loan 1.1 s.
    #expect(times == [.milliseconds(700), .milliseconds(1100)])
    let finishes = icons(step).filter { $0.icon == .finished }.map(\.time)
    #expect(finishes == [.milliseconds(700), .milliseconds(1100)])
  }

  @Test("The last of the customers served gives all served, once")
  func allServed() {
    var s = session()
    _ = s.handle(.line("add", number: 1))
    let step = s.handle(.line("wait idle", number: 2))
    let served = icons(step).filter { $0.icon == .allServed }
    #expect(served.count == 1)
    // At the instant of the last finish.
    #expect(served.first?.time == icons(step).last { $0.icon == .finished }?.time)
  }

  @Test("A move that finds nothing more is an edge; a bad line and a help-time key an error")
  func edgesAndErrors() {
    var s = session()
    #expect(icons(s.handle(.line("first", number: 1))).isEmpty)
    #expect(icons(s.handle(.line("previous", number: 2))).map(\.icon) == [.edge])
    _ = s.handle(.line("rotor buttons", number: 3))
    _ = s.handle(.line("down", number: 4))
    _ = s.handle(.line("down", number: 5))
    #expect(icons(s.handle(.line("down", number: 6))).map(\.icon) == [.edge])
    #expect(icons(s.handle(.line("nonsense", number: 7))).map(\.icon) == [.error])
    #expect(icons(s.handle(.line("next", number: 8))).isEmpty)
  }

  @Test("A reset is a cue without an icon; steps after a cue start empty again")
  func resetAndEmptySteps() {
    var s = session()
    _ = s.handle(.line("add", number: 1))
    let reset = s.handle(.line("reset", number: 2))
    #expect(reset.cues.contains { if case .bank(let e) = $0 { e.kind == .reset } else { false } })
    #expect(icons(reset).isEmpty)
    #expect(s.handle(.line("where", number: 3)).cues.isEmpty)
    #expect(s.advance(to: .seconds(5)).cues.isEmpty)
  }

  @Test("Cues change no record: the same script says the same with either announce setting")
  func recordsUnchanged() {
    var plain = session()
    var again = session()
    for (number, line) in ["add", "wait 3s", "next", "previous", "bad", "wait idle"].enumerated() {
      let a = plain.handle(.line(line, number: number + 1))
      let b = again.handle(.line(line, number: number + 1))
      #expect(a.records == b.records)
      #expect(a.cues == b.cues)
    }
  }
}

/// With starts and finishes left to the sounds, speech says how many wait,
/// at most every few seconds; adds and all served keep their pace.
@Suite("Announcements with --announce summaries")
struct SummaryAnnouncementTests {
  private func run(_ lines: [String]) -> [(ModelTime, String)] {
    var session = Session(
      settings: SessionSettings(bank: BankConfiguration(seed: 0), announcedEvents: .summaries))
    _ = session.start()
    var said: [(ModelTime, String)] = []
    for (number, line) in lines.enumerated() {
      for record in session.handle(.line(line, number: number + 1))
      where record.kind == .announcement {
        said.append((record.time, record.text))
      }
    }
    return said
  }

  @Test("Starts and finishes become the waiting count, at most every 3 seconds")
  func pace() {
    let said = run(["add", "wait 8s"])
    let texts = said.map(\.1)
    #expect(texts.first == "10 customers added, 7 waiting")
    #expect(!texts.contains { $0.contains("started") || $0.contains("finished") })
    let summaries = said.filter { $0.1.hasSuffix("waiting") && !$0.1.contains("added") }
    #expect(!summaries.isEmpty)
    // Released at least 3 s apart: each summary's event time is no earlier
    // than the window before it allowed.
    let releases = summaries.map(\.0)
    for (earlier, later) in zip(releases, releases.dropFirst()) {
      #expect(later - earlier >= .milliseconds(2_500), "\(earlier) then \(later)")
    }
    #expect(texts.last?.hasPrefix("All customers served") == true)
  }

  @Test("The first changes after an add are said when its 3-second window ends: 3 waiting")
  func firstSummary() {
    #expect(run(["add", "wait 2900ms"]).map(\.1) == ["10 customers added, 7 waiting"])
    let said = run(["add", "wait 3s"])
    #expect(said.map(\.1) == ["10 customers added, 7 waiting", "3 waiting"])
    // It carries the time of the earliest change it sums up.
    #expect(said.last?.0 == .milliseconds(700))
  }

  @Test("An add inside a paced window waits only the debounce: it is said in its own step")
  func addIsNotPaced() {
    var session = Session(
      settings: SessionSettings(bank: BankConfiguration(seed: 0), announcedEvents: .summaries))
    _ = session.start()
    _ = session.handle(.line("add", number: 1))
    _ = session.handle(.line("wait 1s", number: 2))
    _ = session.handle(.line("wait 1s", number: 3))
    // The add's window would last until 3 s; the second add, at 2 s, is said at once.
    let add = session.handle(.line("add", number: 4))
    let said = add.records.filter { $0.kind == .announcement }.map(\.text)
    #expect(said.count == 1)
    #expect(said == ["10 customers added, 12 waiting"])
  }

  @Test("Korean says the count as 대기 N명")
  func korean() {
    var session = Session(
      settings: SessionSettings(
        language: .korean, bank: BankConfiguration(seed: 0), announcedEvents: .summaries))
    _ = session.start()
    _ = session.handle(.line("add", number: 1))
    let step = session.handle(.line("wait 3s", number: 2))
    #expect(step.records.filter { $0.kind == .announcement }.map(\.text) == ["대기 3명"])
  }
}

/// The README's table of sounds is the catalog's, row for row.
@Suite("The README's sounds")
struct ReadmeSoundsTests {
  @Test("The README's table of sounds names every icon, its meaning, its sound and its server icon")
  func readmeSoundTable() throws {
    let rows = try #require(
      try TestSupport.readmeTableRows(
        header: "| Sound | Means | How it sounds | speech-dispatcher |"))
    let catalog = Catalog.english
    let expected = SoundIcon.allCases.map { icon in
      "| `\(icon.name)` | \(catalog[.meaning(icon)]) | \(catalog[.description(icon)]) | "
        + "`\(icon.serverName)` |"
    }
    #expect(rows == expected)
  }
}
