import Foundation
import TellerCommands
import TellerTestSupport
import Testing

@Suite("teller --version")
struct VersionTests {
  /// The commit of the checkout the tests run in, as git tells it, or nil
  /// when git or the checkout is missing (then the build has no commit
  /// either).
  static func checkoutCommit() throws -> SourceCommit? {
    let root = TestSupport.packageRoot.path
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/git") else { return nil }
    let git = try runProgram(
      "/usr/bin/git",
      [
        "-c", "safe.directory=\(root)", "-C", root, "show", "-s", "--format=%H %cd",
        "--date=format-local:%Y-%m-%d", "HEAD",
      ],
      environment: ["TZ": "UTC0"])
    let words = git.stdout.split(separator: " ").map { $0.trimmingCharacters(in: .newlines) }
    guard git.status == 0, words.count == 2 else { return nil }
    return SourceCommit(hash: words[0], date: words[1])
  }

  @Test("Prints the version, and the commit the build was made from")
  func printsNameVersionAndCommit() throws {
    let result = try runTeller(["--version"])
    #expect(result.status == 0)
    #expect(result.stdout == versionLine(commit: try Self.checkoutCommit()) + "\n")
    #expect(result.stdout.hasPrefix("teller \(tellerVersion)"))
    #expect(result.stderr.isEmpty)
  }
}
