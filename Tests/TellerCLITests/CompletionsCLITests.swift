import Foundation
import TellerCommands
import TellerTestSupport
import Testing

/// `teller completions bash|zsh|fish`, run in the shells themselves.
@Suite("Shell completions, end to end")
struct CompletionsCLITests {
  /// The modes `--ui` takes, as the command table lists them.
  static let modes = CommandTable.root.option(named: "ui")?.choices ?? []

  /// The script for a shell, saved to a temporary file; removed after the body.
  private func withScript<T>(_ shell: String, _ body: (String) throws -> T) throws -> T {
    let result = try runTeller(["completions", shell])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("teller-completion-\(UUID().uuidString)").path
    try Data(result.stdout.utf8).write(to: URL(fileURLWithPath: path))
    defer { unlink(path) }
    return try body(path)
  }

  /// What bash's completion offers for a command line whose last word is
  /// being completed.
  private func bashCompletes(_ script: String, _ words: [String]) throws -> [String] {
    let quoted = words.map { "'\($0)'" }.joined(separator: " ")
    let program =
      "source '\(script)'; COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _teller; "
      + "printf '%s\\n' \"${COMPREPLY[@]}\""
    let result = try runProgram("/bin/bash", ["--norc", "--noprofile", "-c", program])
    #expect(result.status == 0, "\(result.stderr)")
    return result.stdout.split(separator: "\n").map(String.init)
  }

  @Test("bash: sim<TAB> gives simulate, --ui <TAB> the modes, and more from the table")
  func bash() throws {
    try withScript("bash") { script in
      let cases: [([String], [String])] = [
        (["teller", "sim"], ["simulate"]),
        (["teller", "--ui", ""], Self.modes),
        (["teller", "--ui", "=", "j"], ["json"]),
        (["teller", "simulate", "--arr"], ["--arrivals"]),
        (["teller", "completions", ""], ["bash", "zsh", "fish", "--help"]),
        // An option's value is never taken for a subcommand.
        (["teller", "--voice", "console", "--cl"], ["--clock"]),
        (["teller", "--seed", ""], []),
      ]
      for (words, expected) in cases {
        let offered = try bashCompletes(script, words)
        #expect(offered == expected, "\(words)")
      }
    }
  }

  @Test(
    "zsh and fish: the scripts parse, and fish completes from the table",
    .enabled(
      if: FileManager.default.isExecutableFile(atPath: "/usr/bin/fish")
        && FileManager.default.isExecutableFile(atPath: "/usr/bin/zsh"),
      "zsh and fish are not installed (CI installs them)"))
  func zshAndFish() throws {
    try withScript("zsh") { script in
      let check = try runProgram("/usr/bin/zsh", ["-n", script])
      #expect(check.status == 0, "\(check.stderr)")
    }
    try withScript("fish") { script in
      let check = try runProgram("/usr/bin/fish", ["--no-config", "-n", script])
      #expect(check.status == 0, "\(check.stderr)")
      let complete = try runProgram(
        "/usr/bin/fish",
        [
          "--no-config", "-c",
          "source '\(script)'; complete -C 'teller sim'; complete -C 'teller --ui '",
        ])
      let words = complete.stdout.split(separator: "\n").map {
        $0.split(separator: "\t").first.map(String.init) ?? ""
      }
      #expect(words == ["simulate"] + Self.modes.sorted())
    }
  }

  @Test("An unknown shell exits 64 and names the choices")
  func unknownShell() throws {
    let result = try runTeller(["completions", "tcsh"])
    #expect(result.status == 64)
    #expect(
      result.stderr.hasPrefix(
        "teller: 'teller completions' takes one of bash, zsh, fish; got 'tcsh'."))
  }
}
