import TellerBank
import TellerSession
import TellerWording
import Testing

@testable import TellerCommands

/// `teller simulate`'s progress on standard error, as text: what is written
/// when, in both forms and both languages, and where each form is chosen.
@Suite("Simulate: progress")
struct ProgressMeterTests {
  static func progress(_ served: Int, of customers: Int = 100_000_000) -> SimulationProgress {
    SimulationProgress(customersServed: served, customers: customers, modelTime: .zero)
  }

  static func partial(_ served: Int) -> SimulationOutcome {
    SimulationOutcome(
      statistics: BankStatistics(configuration: BankConfiguration()), progress: progress(served))
  }

  @Test("Lines: nothing in the first second, then a line every 5 seconds, then the end")
  func lines() {
    var meter = ProgressMeter(form: .lines, catalog: .english)
    var written: [String] = []
    for (served, elapsed) in [
      (1_000_000, 0.5), (4_000_000, 0.99), (10_000_000, 1.0), (20_000_000, 2.0),
      (41_234_567, 5.0), (60_000_000, 6.0), (99_999_999, 11.0),
    ] {
      if let text = meter.update(ProgressMeterTests.progress(served), elapsed: elapsed) {
        written.append(text)
      }
    }
    #expect(
      written == [
        "10% done: 10,000,000 of 100,000,000 customers, about 9 seconds left\n",
        "60% done: 60,000,000 of 100,000,000 customers, about 4 seconds left\n",
        "99% done: 99,999,999 of 100,000,000 customers\n",
      ])
    let done = SimulationOutcome(
      statistics: BankStatistics(configuration: BankConfiguration()),
      progress: ProgressMeterTests.progress(100_000_000))
    #expect(meter.finish(done, elapsed: 12.8) == "Done: 100,000,000 customers in 13 seconds\n")
    #expect(
      meter.finish(ProgressMeterTests.partial(41_234_567), elapsed: 65)
        == "Stopped at 41%: 41,234,567 of 100,000,000 customers, after 1 minute 5 seconds\n")
  }

  @Test("Time left follows the pace since the first line, not a slow start before it")
  func paceSinceFirstLine() {
    // A batch run spends its first 2 seconds on arrivals, serving nobody.
    var meter = ProgressMeter(form: .lines, catalog: .english)
    let customers = 10_000_000
    #expect(
      meter.update(ProgressMeterTests.progress(0, of: customers), elapsed: 2)
        == "0% done: 0 of 10,000,000 customers\n")
    // Half served in the 5 seconds since: 5 more, not the 7 the start gives.
    #expect(
      meter.update(ProgressMeterTests.progress(5_000_000, of: customers), elapsed: 7)
        == "50% done: 5,000,000 of 10,000,000 customers, about 5 seconds left\n")
  }

  @Test("A run that ends within its first second writes nothing, not even its end")
  func quiet() {
    var meter = ProgressMeter(form: .live(columns: 80), catalog: .english)
    #expect(meter.update(ProgressMeterTests.progress(50_000_000), elapsed: 0.9) == nil)
    #expect(meter.finish(ProgressMeterTests.partial(50_000_000), elapsed: 0.95) == nil)
    #expect(!meter.hasShown)
  }

  @Test("Live: one line rewritten in place, cut to the width, ended by a newline")
  func live() {
    var meter = ProgressMeter(form: .live(columns: 40), catalog: .english)
    let first = meter.update(ProgressMeterTests.progress(0), elapsed: 1.2)
    #expect(first == "\r0% done: 0 of 100,000,000 customers\u{1B}[K")
    #expect(meter.update(ProgressMeterTests.progress(10), elapsed: 1.3) == nil)
    let second = meter.update(ProgressMeterTests.progress(25_000_000), elapsed: 1.5)
    #expect(second == "\r25% done: 25,000,000 of 100,000,000 cus\u{1B}[K")
    #expect(
      meter.finish(ProgressMeterTests.partial(25_000_000), elapsed: 1.6)
        == "\rStopped at 25%: 25,000,000 of 100,000,0\u{1B}[K\n")
  }

  @Test("Korean lines, and a Korean live line cut by display width")
  func korean() {
    var lines = ProgressMeter(form: .lines, catalog: .korean)
    #expect(
      lines.update(ProgressMeterTests.progress(41_234_567), elapsed: 100)
        == "41% 완료: 고객 100,000,000명 중 41,234,567명, 약 2분 남음\n")
    #expect(
      lines.finish(ProgressMeterTests.partial(41_234_567), elapsed: 3)
        == "41%에서 멈춤: 고객 100,000,000명 중 41,234,567명, 3초 경과\n")
    var live = ProgressMeter(form: .live(columns: 20), catalog: .korean)
    // 19 columns: "41% 완료: " takes 10, "고객 " 5 and "100," the last 4.
    let text = live.update(ProgressMeterTests.progress(41_234_567), elapsed: 1)
    #expect(text == "\r41% 완료: 고객 100,\u{1B}[K")
  }

  @Test(
    "Time left: seconds under a minute, then minutes; none before anyone is served or under 0.5 s",
    arguments: [
      (0, 10.0, nil), (99, 0.4, nil), (50, 10.0, "10 seconds"), (90, 10.0, "1 second"),
      (10, 10.0, "2 minutes"),
      (1, 30.0, "50 minutes"), (1, 3_600.0, "4 days 3 hours"),
    ] as [(Int, Double, String?)])
  func timeLeft(percent: Int, elapsed: Double, words: String?) {
    let left = ProgressMeter.timeLeft(
      ProgressMeterTests.progress(percent, of: 100), elapsed: elapsed)
    #expect(left.map { Catalog.english[.span($0)] } == words)
  }

  /// Where standard error goes, what `auto` and the others choose there.
  @Test(
    "Each style's form, from where standard error goes",
    arguments: [
      // style, error is a terminal, a person is at a terminal, TERM, screen reader, form
      (ProgressStyle.auto, true, true, "xterm", false, "live"),
      (.auto, true, true, "xterm", true, "lines"),
      (.auto, true, true, "dumb", false, "lines"),
      (.auto, false, true, "xterm", false, "lines"),
      (.auto, false, false, "xterm", false, "none"),
      (.lines, true, true, "xterm", false, "lines"),
      (.lines, false, false, nil, false, "lines"),
      (.live, true, false, "xterm", true, "live"),
      (.live, true, true, "dumb", false, "lines"),
      (.live, false, false, "xterm", false, "lines"),
      (.off, true, true, "xterm", false, "none"),
    ] as [(ProgressStyle, Bool, Bool, String?, Bool, String)])
  func forms(
    style: ProgressStyle, errorIsTerminal: Bool, atTerminal: Bool, term: String?,
    reader: Bool, expected: String
  ) {
    var asked = false
    let form = style.form(
      errorIsTerminal: errorIsTerminal, atTerminal: atTerminal, term: term, columns: 100,
      screenReaderRuns: {
        asked = true
        return reader
      })
    let name =
      switch form {
      case .lines: "lines"
      case .live(let columns): columns == 100 ? "live" : "live at \(columns)"
      case nil: "none"
      }
    #expect(name == expected)
    // Only auto at a terminal that can update asks for a screen reader.
    #expect(asked == (style == .auto && errorIsTerminal && atTerminal && term != "dumb"))
  }

  @Test("A terminal that gives no width is taken as 80 columns")
  func defaultWidth() {
    let form = ProgressStyle.live.form(
      errorIsTerminal: true, atTerminal: true, term: "xterm", columns: nil,
      screenReaderRuns: { false })
    #expect(form == .live(columns: 80))
  }
}
