import Foundation
import TellerArguments
import TellerCommands
import TellerSession
import TellerTestSupport
import TellerWording
import Testing

/// The manual page, `teller.1`, made by `teller manual` from the command
/// table and kept in the repository.
@Suite("Manual page")
struct ManualPageTests {
  static var committedPath: String {
    TestSupport.packageRoot.appendingPathComponent("teller.1").path
  }

  @Test(
    "The committed teller.1 is what 'teller manual' prints (regenerate: swift run teller manual > teller.1)"
  )
  func upToDate() throws {
    let generated = try runTeller(["manual"])
    #expect(generated.status == 0)
    let committed = try String(contentsOfFile: Self.committedPath, encoding: .utf8)
    let expected = committed.split(separator: "\n", omittingEmptySubsequences: false)
    let actual = generated.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(actual.count == expected.count, "run: swift run teller manual > teller.1")
    for (index, (a, e)) in zip(actual, expected).enumerated() where a != e {
      Issue.record(
        "teller.1 line \(index + 1) is out of date: run swift run teller manual > teller.1")
      break
    }
  }

  @Test("teller.1 names every command, every option, the keys, the variables and the exit codes")
  func coversTheTable() throws {
    let page = try String(contentsOfFile: Self.committedPath, encoding: .utf8)
    for command in CommandTable.root.subcommands {
      #expect(page.contains(".SS \"teller \(command.name)"), "teller \(command.name)")
    }
    var commands = [CommandTable.root]
    while let command = commands.popLast() {
      commands += command.subcommands
      for option in command.options {
        // Every dash of an option is a minus sign, so the name can be copied.
        let roff = option.name.replacingOccurrences(of: "-", with: "\\-")
        #expect(page.contains("\\-\\-\(roff)"), "--\(option.name) of \(command.name)")
        if let variable = option.environment {
          #expect(page.contains(".B \(variable)\n"), "\(variable)")
        }
      }
    }
    let unescaped = page.replacingOccurrences(of: "\\-", with: "-")
    for entry in Catalog.english.helpKeys + Catalog.english.helpCommands {
      #expect(unescaped.contains(".B \(entry.keys)\n"), "key or line command \(entry.keys)")
    }
    for status in ManualPage.exitStatuses {
      #expect(page.contains(".B \(status.code.rawValue)\n"), "exit status \(status.code.rawValue)")
    }
    for section in [
      "NAME", "SYNOPSIS", "OPTIONS", "COMMANDS", "KEYS", "LINE COMMANDS", "FILES", "ENVIRONMENT",
      "EXIT STATUS",
    ] {
      #expect(page.contains(".SH \(section)\n"), "section \(section)")
    }
  }

  @Test(
    "teller manual --lang ko prints the Korean page, every section in Korean; --lang en is teller.1"
  )
  func korean() throws {
    let korean = try runTeller(["manual", "--lang", "ko"])
    #expect(korean.status == 0)
    let headings = korean.stdout.split(separator: "\n").filter { $0.hasPrefix(".SH ") }
      .map { String($0.dropFirst(4)) }
    #expect(headings == ManualSection.allCases.map { Catalog.korean.wording.text(.heading($0)) })
    #expect(korean.stdout.contains(".B TELLER_ESPEAK_LIBRARY\n"))
    #expect(korean.stdout.contains("\"사용자 명령\""))
    let english = try runTeller(["manual", "--lang", "en"])
    let committed = try String(contentsOfFile: Self.committedPath, encoding: .utf8)
    #expect(english.stdout == committed)
    let wrong = try runTeller(["manual", "--lang", "fr"])
    #expect(wrong.status == 64)
  }

  @Test(
    "man -l teller.1 renders cleanly: groff gives no warning",
    .enabled(
      if: FileManager.default.isExecutableFile(atPath: "/usr/bin/groff"),
      "groff is not installed (CI installs groff-base and man-db)"))
  func renders() throws {
    let lint = try runProgram(
      "/usr/bin/groff", ["-man", "-Tutf8", "-ww", "-z", Self.committedPath])
    #expect(lint.status == 0)
    #expect(lint.stderr.isEmpty, "\(lint.stderr)")
    if FileManager.default.isExecutableFile(atPath: "/usr/bin/man") {
      let man = try runProgram(
        "/usr/bin/man", ["-l", Self.committedPath],
        environment: ["MANWIDTH": "80", "MANPAGER": "cat", "PAGER": "cat"])
      #expect(man.status == 0)
      #expect(man.stdout.contains("EXIT STATUS"))
      #expect(man.stdout.contains("--arrivals KIND"))
    }
  }
}
