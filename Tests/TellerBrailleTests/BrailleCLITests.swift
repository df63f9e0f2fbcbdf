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
      result.stderr.hasPrefix("teller: TELLER_BRAILLE must be one of 1, on, 0, off; got 'maybe'. ")
    )
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
    let plain = try runTeller(["--clock", "virtual", "--lang", "en"], stdin: Self.script)
    let host = try BrlttyDisplay.unusedHost()
    let result = try runTeller(
      ["--clock", "virtual", "--lang", "en", "--braille"], stdin: Self.script,
      environment: ["BRLAPI_HOST": host, "BRLAPI_AUTH": "none"])
    #expect(result.status == plain.status)
    #expect(result.stdout == plain.stdout)
    #expect(result.stderr.hasPrefix("teller: braille is off: no BRLTTY answered at \(host) ("))
    #expect(
      result.stderr.hasSuffix(
        "); start BRLTTY with BrlAPI, or set BRLAPI_HOST to where it listens.\n"))
    #expect(result.stderr.split(separator: "\n").count == 1)
  }

  @Test("--help lists both options")
  func help() throws {
    let result = try runTeller(["--help"])
    #expect(result.stdout.contains("  --braille "))
    #expect(result.stdout.contains("  --braille-flash SECONDS "))
  }
}
