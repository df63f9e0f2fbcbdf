import Foundation
import TellerTestSupport
import Testing

/// `teller console` end to end: the built binary with pipes.
@Suite("teller console, end to end")
struct ConsoleCLITests {
  /// A snapshot shared with the pure console tests.
  static func snapshot(_ name: String) throws -> String {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("TellerCommandsTests/Snapshots/\(name)")
    return try String(contentsOf: url, encoding: .utf8)
  }

  static func lines(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  @Test(
    "Transcripts under --clock virtual match the snapshots line by line",
    arguments: [("ko", "console-ko-seed1.txt"), ("en", "console-en-seed1.txt")])
  func transcripts(lang: String, file: String) throws {
    let result = try runTeller(
      ["console", "--clock", "virtual", "--seed", "1", "--lang", lang], stdin: "1\nabc\n1\n2\n")
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    let expected = ConsoleCLITests.lines(try ConsoleCLITests.snapshot(file))
    let actual = ConsoleCLITests.lines(result.stdout)
    #expect(actual.count == expected.count)
    for (index, (a, e)) in zip(actual, expected).enumerated() {
      #expect(a == e, "line \(index + 1)")
    }
  }

  @Test("LANG starting with ko gives Korean; --lang en wins over it")
  func language() throws {
    let korean = try runTeller(
      ["console", "--clock", "virtual"], stdin: "2\n", environment: ["LANG": "ko_KR.UTF-8"])
    #expect(korean.stdout == "1 : 은행개점\n2 : 종료\n입력 : 2\n")
    let english = try runTeller(
      ["console", "--clock", "virtual", "--lang", "en"], stdin: "2\n",
      environment: ["LANG": "ko_KR.UTF-8"])
    #expect(english.stdout == "1 : Open bank\n2 : Quit\nInput : 2\n")
  }

  @Test("End of input quits cleanly with status 0: empty input, and after a bad choice")
  func endOfInput() throws {
    let empty = try runTeller(["console", "--clock", "virtual", "--lang", "en"], stdin: "")
    #expect(empty.status == 0)
    #expect(empty.stdout == "1 : Open bank\n2 : Quit\nInput : \n")
    let bad = try runTeller(["console", "--clock", "virtual", "--lang", "en"], stdin: "9")
    #expect(bad.status == 0)
    #expect(
      bad.stdout
        == "1 : Open bank\n2 : Quit\nInput : 9\nInvalid input. Please enter 1 or 2.\n"
        + "1 : Open bank\n2 : Quit\nInput : \n")
  }

  @Test("With the real clock the bank really takes its time, and prints the same lines")
  func realClock() throws {
    // Seed 10's first day has 11 customers and lasts 4.40 s.
    let arguments = ["console", "--seed", "10", "--lang", "en"]
    let virtual = try runTeller(arguments + ["--clock", "virtual"], stdin: "1\n2\n")
    #expect(virtual.stdout.contains("11 customers were served today in 4.40 seconds."))
    let clock = ContinuousClock()
    let start = clock.now
    let real = try runTeller(arguments, stdin: "1\n2\n")
    let elapsed = clock.now - start
    #expect(real.status == 0)
    #expect(real.stdout == virtual.stdout)
    #expect(elapsed >= .milliseconds(4400))
    #expect(elapsed < .seconds(30))
  }

  @Test(
    "Bad options exit 64 and name the flag",
    arguments: [
      (["--lang", "fr"], "--lang"), (["--clock", "fast"], "--clock"), (["--seed", "-1"], "--seed"),
      (["--frob"], "--frob"),
    ])
  func badOptions(words: [String], flag: String) throws {
    let result = try runTeller(["console"] + words, stdin: "2\n")
    #expect(result.status == 64)
    #expect(result.stderr.contains(flag))
    #expect(result.stdout.isEmpty)
  }
}
