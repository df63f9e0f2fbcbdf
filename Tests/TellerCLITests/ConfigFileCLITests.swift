import Foundation
import TellerTestSupport
import Testing

/// The configuration file, `$XDG_CONFIG_HOME/teller/config`, end to end.
@Suite("Configuration file, end to end")
struct ConfigFileCLITests {
  /// A fresh configuration folder holding a file with the given text, or
  /// none; removed after the body.
  private func withConfig<T>(_ text: String?, _ body: (String) throws -> T) throws -> T {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("teller-config-\(UUID().uuidString)")
    let teller = folder.appendingPathComponent("teller")
    try FileManager.default.createDirectory(at: teller, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    if let text {
      try Data(text.utf8).write(to: teller.appendingPathComponent("config"))
    }
    return try body(folder.path)
  }

  private func run(
    _ folder: String, _ arguments: [String] = ["--clock", "virtual"], stdin: String = "quit\n",
    environment: [String: String] = [:]
  ) throws -> ProcessResult {
    try runTeller(
      arguments, stdin: stdin,
      environment: ["XDG_CONFIG_HOME": folder].merging(environment) { $1 })
  }

  @Test("A missing file is fine")
  func missing() throws {
    try withConfig(nil) { folder in
      let result = try run(folder)
      #expect(result.status == 0)
      #expect(result.stdout.hasPrefix("Teller. Type help for commands.\n"))
    }
  }

  @Test("The file sets defaults: language, output, verbosity; comments and blanks are skipped")
  func setsDefaults() throws {
    try withConfig("# mine\n\nlang = ko\nui = json   # events\nverbosity = high\n") { folder in
      let result = try run(folder)
      #expect(result.status == 0)
      #expect(
        result.stdout.hasPrefix(
          "{\"type\":\"welcome\",\"text\":\"Teller. 명령 목록을 보려면 help를 입력하세요.\""))
    }
  }

  @Test("Flags win over TELLER_UI, which wins over the file")
  func precedence() throws {
    try withConfig("ui = json\n") { folder in
      let file = try run(folder)
      #expect(file.stdout.hasPrefix("{"))
      let environment = try run(folder, environment: ["TELLER_UI": "linear"])
      #expect(environment.stdout.hasPrefix("Teller."))
      let flag = try run(
        folder, ["--clock", "virtual", "--ui", "json"], environment: ["TELLER_UI": "linear"])
      #expect(flag.stdout.hasPrefix("{"))
    }
  }

  @Test("The file's language tells the main command's help and errors in Korean")
  func language() throws {
    try withConfig("lang = ko\n") { folder in
      let help = try run(folder, ["--help"])
      #expect(help.stdout.contains("사용법: teller [옵션]"))
      let error = try run(folder, ["--debounce", "x"])
      #expect(error.status == 64)
      #expect(error.stderr.hasPrefix("teller: --debounce은(는) 0 이상 60 이하의 수여야 합니다."))
    }
  }

  @Test(
    "Mistakes name file:line and the key, and exit 78",
    arguments: [
      ("langage = ko\n", ":1: unknown key 'langage'; did you mean 'lang'?"),
      (
        "lang = ko\nui = fancy\n",
        ":2: bad value for 'ui': --ui must be one of auto, linear, json, tui; got 'fancy'."
      ),
      (
        "\n\nseed = abc\n",
        ":3: bad value for 'seed': --seed must be a whole number from 0 to 18446744073709551615; got 'abc'."
      ),
      (
        "rate = 5000\n",
        ":1: bad value for 'rate': --rate must be a whole number from 80 to 450; got '5000'."
      ),
      (
        "speech = maybe\n",
        ":1: 'speech' must be one of on, yes, true, 1, off, no, false, 0; got 'maybe'."
      ),
      ("lang ko\n", ":1: expected 'key = value'; got 'lang ko'."),
      ("version = on\n", ":1: 'version' cannot be set in the configuration file."),
    ])
  func mistakes(text: String, message: String) throws {
    try withConfig(text) { folder in
      let result = try run(folder)
      #expect(result.status == 78)
      #expect(result.stdout.isEmpty)
      #expect(result.stderr == "teller: \(folder)/teller/config\(message)\n")
    }
  }

  @Test("Every long option of the table is a key: the full-screen and speech options too")
  func everyOptionIsAKey() throws {
    let text = "ui = linear\nno-color = on\nascii = yes\nspeech-engine = espeak\npitch = 60\n"
    try withConfig(text) { folder in
      let result = try run(folder)
      #expect(result.status == 0, "\(result.stderr)")
      #expect(result.stdout.hasPrefix("Teller. Type help for commands.\n"))
    }
    try withConfig("pitch = 300\n") { folder in
      let result = try run(folder)
      #expect(result.status == 78)
      #expect(result.stderr.hasPrefix("teller: \(folder)/teller/config:1: bad value for 'pitch': "))
    }
  }

  @Test("A bad value on the command line is still a usage error, not the file's")
  func commandLineValue() throws {
    try withConfig("seed = 3\n") { folder in
      let result = try run(folder, ["--seed", "x"])
      #expect(result.status == 64)
      #expect(result.stderr.hasPrefix("teller: --seed must be a whole number"))
    }
  }

  @Test("A file that cannot be read is a clear error: a folder in its place")
  func unreadable() throws {
    try withConfig(nil) { folder in
      try FileManager.default.createDirectory(
        atPath: folder + "/teller/config", withIntermediateDirectories: true)
      let result = try run(folder)
      #expect(result.status == 78)
      #expect(
        result.stderr
          == "teller: cannot read the configuration file \(folder)/teller/config: It is a folder.\n"
      )
    }
  }

  @Test("Text that is not UTF-8 is a clear error")
  func notUTF8() throws {
    try withConfig("lang = \u{FF}") { folder in
      let path = folder + "/teller/config"
      try Data([0x6C, 0x61, 0x6E, 0x67, 0x3D, 0xFF, 0x0A]).write(to: URL(fileURLWithPath: path))
      let result = try run(folder)
      #expect(result.status == 78)
      #expect(result.stderr.hasSuffix("config: It is not UTF-8 text.\n"))
    }
  }

  @Test("Subcommands and --version do not read the file")
  func subcommandsIgnoreIt() throws {
    try withConfig("no such key = 1\n") { folder in
      let version = try run(folder, ["--version"])
      let simulate = try run(folder, ["simulate"])
      #expect(version.status == 0)
      #expect(simulate.status == 0)
    }
  }
}
