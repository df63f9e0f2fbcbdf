import Foundation
import TellerAccessibility
import TellerArguments
import TellerBank
import TellerCommands
import TellerWording
import Testing

/// The console app: menu, business days, bad input, end of input, both
/// languages, and transcripts compared line by line with snapshots.
@Suite("Console app")
struct ConsoleTests {
  /// The lines of a snapshot file next to this test.
  static func snapshot(_ name: String) throws -> String {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Snapshots/\(name)")
    return try String(contentsOf: url, encoding: .utf8)
  }

  static func lines(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  @Test("The menu, exactly, in Korean and English")
  func menu() {
    var korean = ConsoleSession(catalog: .korean, seed: 0)
    #expect(korean.start().map(\.rendered).joined() == "1 : 은행개점\n2 : 종료\n입력 : ")
    var english = ConsoleSession(catalog: .english, seed: 0)
    #expect(english.start().map(\.rendered).joined() == "1 : Open bank\n2 : Quit\nInput : ")
  }

  @Test("A small business day worked out by hand, in Korean, with model times")
  func smallDayKorean() {
    var session = ConsoleSession(catalog: .korean, seed: 0)
    let day = session.businessDay(types: [.deposit, .loan, .deposit, .deposit])
    #expect(
      day.map { "\($0.time.milliseconds) \($0.text)" } == [
        "0 1번 고객 예금업무 시작",
        "0 2번 고객 대출업무 시작",
        "0 3번 고객 예금업무 시작",
        "700 1번 고객 예금업무 완료",
        "700 3번 고객 예금업무 완료",
        "700 4번 고객 예금업무 시작",
        "1100 2번 고객 대출업무 완료",
        "1400 4번 고객 예금업무 완료",
        "1400 업무가 마감되었습니다. 오늘 업무를 처리한 고객은 총 4명이며, 총 업무시간은 1.40초입니다.",
      ])
  }

  @Test("The same day in English")
  func smallDayEnglish() {
    var session = ConsoleSession(catalog: .english, seed: 0)
    let day = session.businessDay(types: [.loan, .loan, .deposit])
    #expect(
      day.map { "\($0.time.milliseconds) \($0.text)" } == [
        "0 Customer 1 loan started",
        "0 Customer 3 deposit started",
        "700 Customer 3 deposit finished",
        "1100 Customer 1 loan finished",
        "1100 Customer 2 loan started",
        "2200 Customer 2 loan finished",
        "2200 The bank is closed. 3 customers were served today in 2.20 seconds.",
      ])
  }

  @Test("The closing line in both languages, with two decimals")
  func closingLine() {
    #expect(
      ConsoleText(catalog: .korean).closed(customers: 23, time: .milliseconds(9800))
        == "업무가 마감되었습니다. 오늘 업무를 처리한 고객은 총 23명이며, 총 업무시간은 9.80초입니다.")
    #expect(
      ConsoleText(catalog: .english).closed(customers: 23, time: .milliseconds(9800))
        == "The bank is closed. 23 customers were served today in 9.80 seconds.")
  }

  @Test(
    "Bad input shows the allowed choices and the menu again",
    arguments: ["", "3", "abc", "12", "１", "\u{1B}[A"])
  func badInput(input: String) {
    var session = ConsoleSession(catalog: .english, seed: 0)
    _ = session.start()
    let output = session.handle(input)
    #expect(
      output.map(\.rendered).joined()
        == "Invalid input. Please enter 1 or 2.\n1 : Open bank\n2 : Quit\nInput : ")
    #expect(!session.isFinished)
    #expect(session.days == 0)
  }

  @Test("Blanks and a carriage return around a choice are ignored")
  func blanks() {
    for input in [" 1", "1 ", "\t1\r"] {
      var session = ConsoleSession(catalog: .english, seed: 0)
      _ = session.start()
      _ = session.handle(input)
      #expect(session.days == 1, "input \(input.debugDescription)")
    }
    var quitting = ConsoleSession(catalog: .english, seed: 0)
    _ = quitting.start()
    #expect(quitting.handle(" 2 ").isEmpty)
    #expect(quitting.isFinished)
  }

  @Test("Choosing 2 quits without more output; later input is ignored")
  func quit() {
    var session = ConsoleSession(catalog: .korean, seed: 0)
    _ = session.start()
    #expect(session.handle("2").isEmpty)
    #expect(session.isFinished)
    #expect(session.handle("1").isEmpty)
    #expect(session.endOfInput().isEmpty)
  }

  @Test("End of input ends the session, closing the prompt's line")
  func endOfInput() {
    var session = ConsoleSession(catalog: .korean, seed: 0)
    _ = session.start()
    #expect(session.endOfInput().map(\.rendered) == ["\n"])
    #expect(session.isFinished)
  }

  @Test("Echoed input is made visible: control characters never reach the terminal raw")
  func echo() {
    var session = ConsoleSession(catalog: .english, seed: 0)
    _ = session.start()
    let output = session.handle("\u{1B}]0;x\u{07}", echo: true)
    #expect(output.first?.rendered == "\\e]0;x\\u{7}\n")
  }

  @Test("Echoed input is quoted at most 80 characters long, as a bad script line is")
  func longEcho() {
    var session = ConsoleSession(catalog: .english, seed: 0)
    _ = session.start()
    let output = session.handle(String(repeating: "x", count: 10_000_000), echo: true)
    #expect(output.first?.rendered == String(repeating: "x", count: 79) + "…\n")
    _ = session.start()
    #expect(session.handle(String(repeating: "y", count: 80), echo: true).first?.text.count == 80)
  }

  @Test("A day has 10 to 30 customers, and every count comes up")
  func customerCounts() {
    var seen: Set<Int> = []
    for seed in 0..<400 as Range<UInt64> {
      var session = ConsoleSession(catalog: .english, seed: seed)
      _ = session.start()
      let output = session.handle("1")
      let started = output.filter { $0.text.hasSuffix(" started") }.count
      #expect((10...30).contains(started))
      seen.insert(started)
    }
    #expect(seen == Set(10...30))
  }

  @Test("Lines come in time order; the menu follows at the day's end")
  func timestamps() {
    var session = ConsoleSession(catalog: .english, seed: 4)
    _ = session.start()
    let output = session.handle("1")
    let times = output.map(\.time)
    #expect(times == times.sorted())
    let closing = output.firstIndex { $0.text.hasPrefix("The bank is closed.") }
    #expect(closing == output.count - 4)
    #expect(output.last?.time == output[closing ?? 0].time)
    #expect(output.last?.endsLine == false)
  }

  @Test(
    "Transcripts match the snapshots line by line",
    arguments: [(Language.korean, "console-ko-seed1.txt"), (.english, "console-en-seed1.txt")])
  func transcripts(language: Language, file: String) throws {
    let transcript = ConsoleSession.transcript(
      catalog: Catalog(language: language), seed: 1, input: ["1", "abc", "1", "2"])
    let expected = ConsoleTests.lines(try ConsoleTests.snapshot(file))
    let actual = ConsoleTests.lines(transcript)
    #expect(actual.count == expected.count)
    for (index, (a, e)) in zip(actual, expected).enumerated() {
      #expect(a == e, "line \(index + 1)")
    }
  }

  @Test(
    "Each day in the snapshots obeys the bank's rules, checked independently",
    arguments: ["console-ko-seed1.txt", "console-en-seed1.txt"])
  func snapshotDays(file: String) throws {
    let days = try ConsoleTests.days(in: ConsoleTests.snapshot(file))
    #expect(days.count == 2)
    for day in days {
      let numbers = day.lines.map(\.number)
      let customers = Set(numbers).count
      #expect(Set(numbers) == Set(1...customers), "every customer numbered from 1")
      #expect(day.lines.count == 2 * customers, "each one starts and finishes once")
      var busy: [Bool: Int] = [:]  // keyed by "is loan"
      var started: Set<Int> = []
      for line in day.lines {
        if line.started {
          started.insert(line.number)
          busy[line.loan, default: 0] += 1
          #expect(busy[line.loan]! <= (line.loan ? 1 : 2), "never more customers than clerks")
        } else {
          #expect(started.contains(line.number), "finishes after it starts")
          busy[line.loan, default: 0] -= 1
        }
      }
      let loans = Set(day.lines.filter(\.loan).map(\.number)).count
      let deposits = customers - loans
      let expectedMs = max(700 * ((deposits + 1) / 2), 1100 * loans)
      #expect(day.closingCount == customers)
      #expect(
        day.closingTime == String(expectedMs / 1000) + "."
          + String(format: "%02d", expectedMs % 1000 / 10))
    }
  }

  /// One business day parsed from a transcript.
  struct Day {
    var lines: [(number: Int, loan: Bool, started: Bool)] = []
    var closingCount = 0
    var closingTime = ""
  }

  /// Parses the business days of a Korean or English transcript.
  static func days(in transcript: String) -> [Day] {
    var days: [Day] = []
    var current = Day()
    for line in lines(transcript) {
      let words = line.split(separator: " ").map(String.init)
      if line.hasPrefix("Customer "), words.count == 4, let n = Int(words[1]) {
        current.lines.append((n, words[2] == "loan", words[3] == "started"))
      } else if words.count == 4, words[1] == "고객", let n = Int(words[0].dropLast()) {
        current.lines.append((n, words[2].hasPrefix("대출"), words[3] == "시작"))
      } else if line.hasPrefix("The bank is closed.") {
        current.closingCount = Int(words[4]) ?? -1
        current.closingTime = words[words.count - 2]
        days.append(current)
        current = Day()
      } else if line.hasPrefix("업무가 마감되었습니다.") {
        let count = line.split(separator: "총 ")[1].prefix { $0.isNumber }
        let time = line.components(separatedBy: "총 업무시간은 ")[1].prefix {
          $0.isNumber || $0 == "."
        }
        current.closingCount = Int(count) ?? -1
        current.closingTime = String(time)
        days.append(current)
        current = Day()
      }
    }
    return days
  }
}
