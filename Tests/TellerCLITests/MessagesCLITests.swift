import Foundation
import TellerTestSupport
import Testing

/// Messages that say what is wrong, help in the user's language, the
/// output's character set, and JSON that labels what it carries, end to end.
@Suite("Honest messages, end to end")
struct MessagesCLITests {
  private func firstErrorLine(_ result: ProcessResult) -> String? {
    result.stderr.split(separator: "\n").first.map(String.init)
  }

  @Test(
    "Each mistake of the table gets the message that says what is wrong",
    arguments: [
      (["--batch", "--seed", "3"], 64, "teller: Option '--batch' needs a value (N)."),
      (
        ["simulate", "--arrivals", "poisson", "--rate", "1e-300"], 64,
        "teller: --rate must be a number from 0.0001 to 1000000; got '1e-300'."
      ),
      (
        ["simulate", "--rate", "2"], 64,
        "teller: --rate only applies with --arrivals poisson; add --arrivals poisson or leave --rate out."
      ),
    ] as [([String], Int32, String)])
  func table(arguments: [String], status: Int32, message: String) throws {
    let result = try runTeller(arguments)
    #expect(result.status == status)
    // One line: the mistake, then the help to read.
    #expect(firstErrorLine(result)?.hasPrefix(message + " Run 'teller ") == true)
    #expect(result.stderr.split(separator: "\n").count == 1)
  }

  @Test("'--' ends options, and the subcommand after it is taken")
  func doubleDash() throws {
    let result = try runTeller(["--", "console", "--clock", "virtual"], stdin: "2\n")
    #expect(result.status == 64)
    #expect(
      firstErrorLine(result)
        == "teller: Unexpected argument '--clock': teller console takes no arguments. Run"
        + " 'teller console --help' for usage.")
    let console = try runTeller(["--", "console"], stdin: "2\n")
    #expect(console.status == 0)
    #expect(console.stdout.hasPrefix("1 : Open bank"))
  }

  @Test("TELLER_ESPEAK_LIBRARY naming a file that is no library says so")
  func notALibrary() throws {
    let result = try runTeller(
      ["--speech", "--speech-engine", "espeak", "--clock", "virtual"], stdin: "quit\n",
      environment: ["TELLER_ESPEAK_LIBRARY": "/etc/passwd"])
    #expect(result.status == 0)
    #expect(
      firstErrorLine(result)?.hasPrefix(
        "teller: speech is off: /etc/passwd is not a loadable library: ") == true)
  }

  @Test("A piped console quotes a 10 MB line at most 80 characters long")
  func longConsoleLine() throws {
    let result = try runTeller(
      ["console", "--clock", "virtual"], stdin: String(repeating: "z", count: 10_000_000) + "\n2\n")
    #expect(result.status == 0)
    #expect(result.stdout.count < 2_000)
    #expect(result.stdout.contains(String(repeating: "z", count: 79) + "…\n"))
  }

  @Test("simulate warns of overloaded clerks first, in text and JSON")
  func overload() throws {
    let text = try runTeller([
      "simulate", "--arrivals", "poisson", "--rate", "2", "--customers", "100",
    ])
    #expect(
      text.stdout.hasPrefix(
        "Loan clerks are overloaded (load 1.10 on 1 clerk): waits grow without bound.\n"))
    let json = try runTeller(["simulate", "--json", "--arrivals", "poisson", "--rate", "2"])
    #expect(json.stdout.contains(",\"overloaded\":[\"loan\"],\"near_saturation\":[],"))
  }

  @Test("Help and simulate's report follow --lang and LANG")
  func localisedHelpAndReport() throws {
    let help = try runTeller(["simulate", "--help"], environment: ["LANG": "ko_KR.UTF-8"])
    #expect(
      help.stdout.hasPrefix(
        "teller simulate: 은행을 빨리 감기로 돌리고 통계를 출력합니다. Ctrl-C는 그때까지의 통계를 출력합니다.\n\n"
          + "사용법: teller simulate [옵션]\n"))
    let english = try runTeller(["--lang", "en", "--help"], environment: ["LANG": "ko_KR.UTF-8"])
    #expect(english.stdout.contains("\nUsage: teller [options]\n"))
    let report = try runTeller(["simulate", "--lang", "ko"])
    #expect(report.stdout.hasPrefix("고객 10명을 시뮬레이션했습니다. 모두 한꺼번에 도착, 시드 0.\n"))
    let fromLocale = try runTeller(["simulate"], environment: ["LANG": "ko_KR.UTF-8"])
    #expect(fromLocale.stdout.contains("처리한 고객: 10명"))
  }

  @Test("Under a locale that is not UTF-8, Teller says once that it writes UTF-8")
  func charsetNotice() throws {
    let result = try runTeller(["simulate"], environment: ["LANG": "en_US.ISO-8859-1"])
    #expect(result.status == 0)
    #expect(
      result.stderr
        == "teller: the locale en_US.ISO-8859-1 is not UTF-8; Teller writes UTF-8, so some "
        + "characters may show wrongly. Choose a UTF-8 locale, such as LANG=C.UTF-8.\n")
    let utf8 = try runTeller(["simulate"], environment: ["LANG": "C.UTF-8"])
    #expect(utf8.stderr.isEmpty)
  }

  @Test("JSON types history lines as history, and where am I carries the element's id")
  func jsonLabels() throws {
    let result = try runTeller(
      ["--ui", "json", "--clock", "virtual"], stdin: "add\nwait idle\nnext\nwhere\nhistory\n")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    let whereLine = lines.first { $0.contains("Rotor") || $0.contains("rotor") }
    #expect(whereLine?.contains("\"type\":\"description\"") == true)
    #expect(whereLine?.contains("\"id\":\"summary\"") == true)
    #expect(lines.contains { $0.hasPrefix("{\"type\":\"history\",") })
  }
}
