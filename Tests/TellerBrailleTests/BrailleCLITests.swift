import Foundation
import TellerBraille
import TellerTestSupport
import Testing

@Suite("teller --braille and --braille-flash")
struct BrailleCLITests {
  static let script = "next\nquit\n"

  @Test("A bad --braille-flash exits 64 and names the flag", arguments: ["-1", "61", "abc"])
  func badFlashTime(value: String) throws {
    let result = try runTeller(
      ["--clock", "virtual", "--braille-flash", value], stdin: Self.script)
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr.hasPrefix(
        "teller: --braille-flash must be a number from 0 to 60; got '\(value)'. Run "))
  }

  @Test("A bad TELLER_BRAILLE exits 64 and names the variable")
  func badVariable() throws {
    let result = try runTeller(
      ["--clock", "virtual"], stdin: Self.script, environment: ["TELLER_BRAILLE": "maybe"])
    #expect(result.status == 64)
    #expect(
      result.stderr.hasPrefix(
        "teller: TELLER_BRAILLE must be one of on, yes, true, 1, off, no, false, 0; got 'maybe'. "))
  }

  @Test("Without BrlAPI, --braille says so in one line and the session runs as before")
  func missingLibrary() throws {
    let plain = try runTeller(["--clock", "virtual", "--lang", "en"], stdin: Self.script)
    for arguments in [["--braille"], ["--braille", "--braille-flash", "0"]] {
      let result = try runTeller(
        ["--clock", "virtual", "--lang", "en"] + arguments, stdin: Self.script,
        environment: ["TELLER_BRLAPI_LIBRARY": "/nonexistent/libbrlapi.so.0.8"])
      #expect(result.status == plain.status)
      #expect(result.stdout == plain.stdout)
      #expect(
        result.stderr
          == "teller: braille is off: /nonexistent/libbrlapi.so.0.8 not found; install BRLTTY's"
          + " client library (sudo apt-get install libbrlapi0.8).\n" + plain.stderr)
    }
    let byVariable = try runTeller(
      ["--clock", "virtual", "--lang", "en"], stdin: Self.script,
      environment: ["TELLER_BRAILLE": "1", "TELLER_BRLAPI_LIBRARY": "/nonexistent/x.so"])
    #expect(byVariable.stderr.hasPrefix("teller: braille is off: /nonexistent/x.so not found;"))
  }

  @Test(
    "With BrlAPI but no BRLTTY, --braille says so in one line and the session runs as before",
    .enabled(if: BrlAPILibrary.isAvailable, "libbrlapi0.8 is not installed"))
  func noServer() throws {
    let plain = try runTeller(["--clock", "virtual", "--lang", "en"], stdin: "next\n")
    let host = try BrlttyDisplay.unusedHost()
    // At the end of input Teller waits for the connection being made, so
    // its failure is said; after quit it would not wait.
    let result = try runTeller(
      ["--clock", "virtual", "--lang", "en", "--braille"], stdin: "next\n",
      environment: ["BRLAPI_HOST": host, "BRLAPI_AUTH": "none"])
    #expect(result.status == plain.status)
    #expect(result.stdout == plain.stdout)
    #expect(result.stderr.hasPrefix("teller: braille is off: no BRLTTY answered at \(host) ("))
    #expect(
      result.stderr.hasSuffix(
        "); start BRLTTY with BrlAPI, or set BRLAPI_HOST to where it listens.\n"))
    #expect(result.stderr.split(separator: "\n").count == 1)
  }

  @Test("--help lists the braille options")
  func help() throws {
    let result = try runTeller(["--help"])
    #expect(result.stdout.contains("  --braille "))
    #expect(result.stdout.contains("  --braille-flash SECONDS "))
    #expect(result.stdout.contains("  --braille-table TABLE "))
  }

  /// Braille on, with BRLTTY unreachable, so only the table is at stake,
  /// and liblouis's own folder of tables.
  static let noBrailleServer = [
    "TELLER_BRLAPI_LIBRARY": "/nonexistent/libbrlapi.so.0.8", "LOUIS_TABLEPATH": "",
  ]

  @Test(
    "A table liblouis cannot find exits 64 naming --braille-table, in English and Korean",
    .enabled(if: LiblouisLibrary.shared != nil, Comment(rawValue: LiblouisReference.missingReason)),
    arguments: [
      (
        "en",
        "teller: --braille-table: liblouis has no table 'en-ueb-g9.ctb' in /usr/share/liblouis/tables;"
          + " name one of its tables, such as en-ueb-g2.ctb or ko-2006-g1.ctb."
          + " Run 'teller --help' for usage.\n"
      ),
      (
        "ko",
        "teller: --braille-table: liblouis의 /usr/share/liblouis/tables에 'en-ueb-g9.ctb' 표가"
          + " 없습니다. en-ueb-g2.ctb나 ko-2006-g1.ctb 같은 liblouis 표를 지정하세요."
          + " 사용법은 'teller --help'로 확인하세요.\n"
      ),
    ])
  func unknownTable(language: String, message: String) throws {
    let result = try runTeller(
      ["--clock", "virtual", "--lang", language, "--braille", "--braille-table", "en-ueb-g9.ctb"],
      stdin: Self.script, environment: Self.noBrailleServer)
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr == message)
    let list = try runTeller(
      ["--clock", "virtual", "--braille", "--braille-table", "en-ueb-g2.ctb,nope.cti"],
      stdin: Self.script, environment: Self.noBrailleServer)
    #expect(list.status == 64)
    #expect(list.stderr.contains("no table 'nope.cti'"))
  }

  @Test(
    "A known table runs; without --braille nothing is checked",
    .enabled(if: LiblouisLibrary.shared != nil, Comment(rawValue: LiblouisReference.missingReason)))
  func knownTable() throws {
    let plain = try runTeller(["--clock", "virtual", "--lang", "en"], stdin: Self.script)
    for arguments in [
      ["--braille", "--braille-table", "en-ueb-g2.ctb"], ["--braille-table", "no-such.ctb"],
    ] {
      let result = try runTeller(
        ["--clock", "virtual", "--lang", "en"] + arguments, stdin: Self.script,
        environment: Self.noBrailleServer)
      #expect(result.status == plain.status)
      #expect(result.stdout == plain.stdout)
    }
  }

  @Test("Without liblouis, a table is not checked: braille says what it needs when it starts")
  func tableWithoutLiblouis() throws {
    let result = try runTeller(
      ["--clock", "virtual", "--lang", "en", "--braille", "--braille-table", "no-such.ctb"],
      stdin: Self.script,
      environment: Self.noBrailleServer.merging([
        LiblouisLibrary.pathVariable: "/nonexistent/liblouis.so.20"
      ]) { $1 })
    #expect(result.status == 0)
    #expect(result.stderr.hasPrefix("teller: braille is off: /nonexistent/libbrlapi.so.0.8"))
  }

  @Test(
    "braille-table in the configuration file is checked the same, naming the file and line",
    .enabled(if: LiblouisLibrary.shared != nil, Comment(rawValue: LiblouisReference.missingReason)))
  func tableFromConfig() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("teller-config-\(UUID().uuidString)")
    let teller = folder.appendingPathComponent("teller")
    try FileManager.default.createDirectory(at: teller, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("braille = on\nbraille-table = nope.ctb\n".utf8).write(
      to: teller.appendingPathComponent("config"))
    let result = try runTeller(
      ["--clock", "virtual", "--lang", "en"], stdin: Self.script,
      environment: Self.noBrailleServer.merging(["XDG_CONFIG_HOME": folder.path]) { $1 })
    #expect(result.status == 78)
    #expect(
      result.stderr
        == "teller: \(folder.path)/teller/config:2: bad value for 'braille-table': --braille-table:"
        + " liblouis has no table 'nope.ctb' in /usr/share/liblouis/tables; name one of its"
        + " tables, such as en-ueb-g2.ctb or ko-2006-g1.ctb.\n")
  }
}
