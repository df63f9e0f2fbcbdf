import TellerArguments
import TellerBank
import TellerCommands
import TellerSession
import TellerWording
import Testing

@Suite("Braille: options")
struct BrailleOptionsTests {
  static func options(
    _ arguments: [String], environment: String? = nil
  ) throws(UsageError) -> BrailleOptions {
    try BrailleOptions(try CommandTable.parser.parse(arguments), environment: environment)
  }

  @Test("Off by default, with a three-second flash")
  func defaults() throws {
    let options = try Self.options([])
    #expect(!options.isEnabled)
    #expect(options.flashDuration == .seconds(3))
  }

  @Test("--braille and TELLER_BRAILLE turn braille on; the flag wins over the variable")
  func enabling() throws {
    #expect(try Self.options(["--braille"]).isEnabled)
    #expect(try Self.options([], environment: "1").isEnabled)
    #expect(try Self.options([], environment: "ON").isEnabled)
    #expect(try !Self.options([], environment: "0").isEnabled)
    #expect(try !Self.options([], environment: "off").isEnabled)
    #expect(try !Self.options([], environment: "").isEnabled)
    #expect(try Self.options(["--braille"], environment: "0").isEnabled)
    #expect(try Self.options([], environment: "yes").isEnabled)
    #expect(try !Self.options(["--braille=off"], environment: "1").isEnabled)
  }

  @Test(
    "--braille-flash takes seconds from 0 to 60",
    arguments: [
      ("0", ModelTime.zero), ("0.5", .milliseconds(500)), ("3", .seconds(3)), ("60", .seconds(60)),
    ])
  func flashTimes(text: String, duration: ModelTime) throws {
    #expect(try Self.options(["--braille-flash", text]).flashDuration == duration)
    #expect(try Self.options(["--braille-flash=\(text)"]).flashDuration == duration)
  }

  @Test(
    "A bad --braille-flash names the flag and exits 64",
    arguments: [
      "-1", "60.5", "abc", "", "nan", "inf", "1e9",
    ])
  func badFlashTimes(text: String) {
    do {
      _ = try Self.options(["--braille-flash", text])
      Issue.record("'\(text)' was taken")
    } catch {
      #expect(error.exitCode == .usage)
      let message = Catalog.english.message(for: error)
      #expect(message.contains("--braille-flash must be a number from 0 to 60"))
    }
  }

  @Test("A bad TELLER_BRAILLE names the variable", arguments: ["maybe", "2", "\u{1B}x"])
  func badVariable(value: String) {
    do {
      _ = try Self.options([], environment: value)
      Issue.record("'\(value)' was taken")
    } catch {
      #expect(error.exitCode == .usage)
      let message = Catalog.english.message(for: error)
      #expect(
        message.hasPrefix(
          "TELLER_BRAILLE must be one of on, yes, true, 1, off, no, false, 0; got '"))
      #expect(!message.contains("\u{1B}"))
    }
  }

  @Test("--braille-table names a table; without it English is computer braille, Korean ko-2006-g1")
  func tables() throws {
    let none = try Self.options([])
    #expect(none.table == nil)
    #expect(none.table(for: .english) == nil)
    #expect(none.table(for: .korean) == "ko-2006-g1.ctb")
    let ueb = try Self.options(["--braille-table", "en-ueb-g2.ctb"])
    #expect(ueb.table(for: .english) == "en-ueb-g2.ctb")
    #expect(ueb.table(for: .korean) == "en-ueb-g2.ctb")
  }

  @Test("An empty --braille-table names the flag and exits 64", arguments: ["", "  "])
  func emptyTable(value: String) {
    do {
      _ = try Self.options(["--braille-table", value])
      Issue.record("no error for '\(value)'")
    } catch {
      #expect(error.problem.option == "braille-table")
      #expect(error.exitCode == .usage)
      #expect(
        Catalog.english.message(for: error).hasPrefix(
          "--braille-table needs a braille-table name such as en-ueb-g2.ctb or ko-2006-g1.ctb."))
    }
  }
}
