import Foundation
import TellerCommands
import TellerTestSupport
import Testing

/// CHANGELOG.md's `## [...]` sections, for holding them to ``tellerVersion``.
enum ChangelogVersions {
  /// A section: `Unreleased` or a version, and whether it lists a change.
  struct Section: Equatable {
    var name: String
    var hasEntries: Bool
  }

  /// The sections of a changelog in Keep a Changelog's form, newest first.
  static func sections(of changelog: String) -> [Section] {
    var sections: [Section] = []
    for line in changelog.split(separator: "\n") {
      if line.hasPrefix("## [") {
        let name = line.dropFirst(4).prefix { $0 != "]" }
        sections.append(Section(name: String(name), hasEntries: false))
      } else if line.hasPrefix("- "), !sections.isEmpty {
        sections[sections.count - 1].hasEntries = true
      }
    }
    return sections
  }

  /// A version's numbers, or nil when it is not three numbers.
  static func numbers(_ version: String) -> [Int]? {
    let parts = version.split(separator: ".", omittingEmptySubsequences: false)
    let numbers = parts.compactMap { part in
      part.allSatisfy { $0.isASCII && $0.isNumber } ? Int(part) : nil
    }
    return parts.count == 3 && numbers.count == 3 ? numbers : nil
  }

  /// What is wrong with `version` beside the changelog's sections, or nil.
  /// The version is that of the changes under Unreleased, so above every
  /// released one; once released it is the newest section's, and nothing
  /// waits under Unreleased until it moves on.
  static func problem(version: String, sections: [Section]) -> String? {
    guard let own = numbers(version) else { return "\(version) is not three numbers" }
    let pending = sections.first { $0.name == "Unreleased" }?.hasEntries ?? false
    for section in sections where section.name != "Unreleased" {
      guard let released = numbers(section.name) else {
        return "section [\(section.name)] is not a version"
      }
      if released.lexicographicallyPrecedes(own) { continue }
      if released == own && !pending { continue }
      return released == own
        ? "\(version) is released, yet changes wait under Unreleased: raise the version"
        : "\(section.name) is released, above the version \(version)"
    }
    return nil
  }
}

@Suite("Version")
struct VersionTests {
  @Test("The version alone outside a checkout; from a checkout, the commit's 9 digits and day")
  func line() {
    #expect(versionLine(commit: nil) == "teller \(tellerVersion)")
    let commit = SourceCommit(hash: "4f87d1cad9e84f0a4aacf1f1695d30bc68e5ce65", date: "2025-06-10")
    #expect(versionLine(commit: commit) == "teller \(tellerVersion) (4f87d1cad 2025-06-10)")
  }

  @Test("CHANGELOG.md agrees with tellerVersion")
  func changelogAgrees() throws {
    let changelog = try String(
      contentsOf: TestSupport.packageRoot.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
    let sections = ChangelogVersions.sections(of: changelog)
    #expect(sections.first?.name == "Unreleased" || sections.first?.name == tellerVersion)
    #expect(ChangelogVersions.problem(version: tellerVersion, sections: sections) == nil)
  }

  @Test("The changelog check catches a version behind a release, or a release with changes waiting")
  func changelogCheck() {
    typealias Section = ChangelogVersions.Section
    let changelog = """
      ## [Unreleased]

      ### Added
      - Something.

      ## [0.9.1] - 2025-06-01
      - Earlier.
      """
    #expect(
      ChangelogVersions.sections(of: changelog) == [
        Section(name: "Unreleased", hasEntries: true), Section(name: "0.9.1", hasEntries: true),
      ])
    let unreleased = Section(name: "Unreleased", hasEntries: true)
    let nothingUnreleased = Section(name: "Unreleased", hasEntries: false)
    let released = Section(name: "0.9.1", hasEntries: true)
    let cases: [(String, [Section], Bool)] = [
      ("1.0.0", [unreleased], true),
      ("0.10.0", [unreleased, released], true),
      ("0.9.1", [nothingUnreleased, released], true),
      ("0.9.1", [released], true),
      ("0.9.1", [unreleased, released], false),
      ("0.9.0", [nothingUnreleased, released], false),
      ("0.9", [unreleased], false),
      ("1.0.0", [unreleased, Section(name: "next", hasEntries: true)], false),
    ]
    for (version, sections, agrees) in cases {
      let problem = ChangelogVersions.problem(version: version, sections: sections)
      #expect((problem == nil) == agrees, "\(version) \(sections): \(problem ?? "agrees")")
    }
  }
}
