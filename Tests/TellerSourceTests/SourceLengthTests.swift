import Foundation
import Testing

/// Holds the lengths in `Sources`: no function, initialiser, subscript or
/// code-bodied property over ``SourceLimits/bodyLines`` lines, and no file
/// over ``SourceLimits/fileLines``, but for the offenders of
/// ``SourceLimits/allowed``, each at most as long as listed there.
@Suite("Source lengths")
struct SourceLengthTests {
  @Test("No new offender, none longer than listed, none listed that is fixed")
  func lengthsHold() throws {
    let found = try SourceLimits.offenders(inSourcesOf: Self.packageRoot)
    #expect(!found.isEmpty || SourceLimits.allowed.isEmpty)
    let allowed = Dictionary(
      SourceLimits.allowed.map { ($0.place, $0.lines) }, uniquingKeysWith: max)
    let current = Dictionary(found.map { ($0.place, $0.lines) }, uniquingKeysWith: max)
    var problems: [String] = []
    for offender in found {
      if let limit = allowed[offender.place] {
        if offender.lines > limit {
          problems.append("\(offender.place) grew to \(offender.lines) lines (listed at \(limit))")
        }
      } else {
        problems.append("\(offender.place) has \(offender.lines) lines: shorten it")
      }
    }
    for entry in SourceLimits.allowed where current[entry.place] == nil {
      problems.append("\(entry.place) is within the limit now: take it off the list")
    }
    #expect(
      problems.isEmpty,
      "\(problems.joined(separator: "\n"))\n\nThe list as the tree stands:\n\(SourceLimits.listing(found))"
    )
  }

  static var packageRoot: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
  }
}
