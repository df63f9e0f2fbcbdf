import Foundation
import TellerAccessibility
import TellerBank
import TellerSession
import TellerTestSupport
import TellerWording
import Testing

/// The settings of the golden transcripts: seed 1, as `--seed 1` gives.
private func goldenSettings(_ language: Language) -> SessionSettings {
  SessionSettings(language: language, bank: BankConfiguration(seed: 1))
}

/// A script's records rendered as linear lines.
private func transcript(
  _ script: String, _ settings: SessionSettings, timestamps: Bool = false
) -> [String] {
  let run = ScriptRun(script: script, settings: settings)
  let renderer = LinearRenderer(
    timestamps: timestamps, errorPrefix: Catalog(language: settings.language)[.errorPrefix])
  return run.records.map(renderer.render)
}

@Suite("Session golden transcripts")
struct SessionTranscriptTests {
  static let languages: [(Language, String)] = [(.english, "en"), (.korean, "ko")]

  @Test("The golden session matches its snapshot", arguments: languages)
  func golden(_ language: Language, _ suffix: String) throws {
    let run = ScriptRun(script: goldenScript, settings: goldenSettings(language))
    #expect(run.exitCode == .success)
    #expect(!run.records.contains { $0.kind == .error })
    try Snapshot("transcript-\(suffix)").expect(transcript(goldenScript, goldenSettings(language)))
  }

  @Test("The golden session says what the issue asks, in order")
  func goldenEnglishLandmarks() throws {
    let lines = transcript(goldenScript, goldenSettings(.english))
    let expectedInOrder = [
      "Teller. Type help for commands.",
      "Teller, heading level 1",
      "10 customers added, 7 waiting; customers 1, 2 and 4 started",
      "Headings",
      "Waiting, 5 customers, heading level 2",
      "Processing, 3 customers, heading level 2",
      "Processing, 3 customers, heading level 2, rotor: Headings",
      "All customers served: 10 customers in 3.3 seconds",
      "Bank idle, work time 3.3 seconds",
      "Reset. Both lines are empty.",
    ]
    var position = lines.startIndex
    for wanted in expectedInOrder {
      let found = try #require(
        lines[position...].firstIndex(of: wanted), "missing or out of order: \(wanted)")
      position = found + 1
    }
    #expect(lines.first == expectedInOrder.first)
    #expect(lines.last == expectedInOrder.last)
  }

  @Test("The Korean session speaks Korean, with the seed screen's words")
  func goldenKoreanLandmarks() {
    let lines = transcript(goldenScript, goldenSettings(.korean))
    #expect(lines.first == "Teller. 명령 목록을 보려면 help를 입력하세요.")
    #expect(lines.contains("업무중, 3명, 제목 수준 2, 로터: 제목"))
    #expect(lines.contains("모든 고객 업무 완료: 고객 10명, 업무시간 3.3초"))
    #expect(lines.last == "초기화. 대기중과 업무중 목록이 모두 비었습니다.")
    // No English sentence slips into the Korean session.
    for english in ["customers", "Waiting", "Processing", "heading", "Error"] {
      #expect(!lines.contains { $0.contains(english) }, "\(english)")
    }
  }

  @Test(
    "Read all gives one line per stop, a table one per row after its caption, in reading order, and nothing twice in a row"
  )
  func readAllIsTheReadingOrder() throws {
    let run = ScriptRun(script: "add\nwait 1s\nread all", settings: goldenSettings(.english))
    let tree = run.session.tree
    var expected: [ElementID] = []
    for stop in tree.readingOrder {
      guard let table = tree.table(containing: stop) else {
        expected.append(stop)
        continue
      }
      guard expected.last != table && !expected.contains(table) else { continue }
      expected.append(table)
      expected += try #require(tree.tableSnapshot(table)).rows.map(\.id)
    }
    let read = run.records.suffix(expected.count)
    #expect(read.allSatisfy { $0.kind == .description })
    #expect(read.map(\.elementID) == expected.map { Optional($0) })
    let lines = transcript("add\nwait 1s\nread all", goldenSettings(.english))
    for (a, b) in zip(lines, lines.dropFirst()) { #expect(a != b) }
  }

  @Test("The same script and seed give the same transcript, byte for byte", arguments: languages)
  func deterministic(_ language: Language, _ suffix: String) {
    let first = transcript(goldenScript, goldenSettings(language), timestamps: true)
    let second = transcript(goldenScript, goldenSettings(language), timestamps: true)
    #expect(first == second)
    #expect(first.count > 20)
  }

  @Test("Another seed gives another transcript")
  func seedMatters() {
    var other = goldenSettings(.english)
    other.bank.seed = 2
    #expect(transcript(goldenScript, other) != transcript(goldenScript, goldenSettings(.english)))
  }

  @Test("Timestamps end each line with the model time and change nothing before it")
  func timestampsAtTheEnd() throws {
    let plain = transcript(goldenScript, goldenSettings(.english))
    let stamped = transcript(goldenScript, goldenSettings(.english), timestamps: true)
    #expect(plain.count == stamped.count)
    var last = -1.0
    for (p, s) in zip(plain, stamped) {
      #expect(s.hasPrefix(p + " ["), "\(s)")
      #expect(s.hasSuffix(" s]"), "\(s)")
      let stamp = s.dropFirst(p.count + 2).dropLast(3)
      let seconds = try #require(Double(stamp), "\(s)")
      #expect(stamp.split(separator: ".").last?.count == 3, "\(s)")
      #expect(seconds >= last, "time never goes back: \(s)")
      last = seconds
    }
    #expect(stamped.first == "Teller. Type help for commands. [0.000 s]")
    #expect(stamped.contains("Customers 1 and 2 finished; customers 3 and 6 started [0.700 s]"))
    #expect(stamped.last == "Reset. Both lines are empty. [3.700 s]")
  }

  @Test("Without timestamps no line carries a time")
  func noTimestampsByDefault() {
    for line in transcript(goldenScript, goldenSettings(.english)) {
      #expect(!line.hasSuffix(" s]"), "\(line)")
    }
  }

  @Test("Time moves only on wait: a script without waits stays at 0")
  func virtualTimeMovesOnlyOnWait() {
    let run = ScriptRun(
      script: "add\nrotor headings\ndown\nread all\nsummary", settings: goldenSettings(.english))
    #expect(run.records.allSatisfy { $0.time == .zero })
    #expect(run.session.now == .zero)
    #expect(run.session.bank.waitingCount == 7)
  }
}
