import TellerAccessibility
import TellerFullScreen
import TellerFullScreenView
import TellerTestSupport
import TellerText
import Testing

/// The full screen drawn from real sessions' trees, compared as text lines
/// with snapshot files at 80×24, 40×20 and 120×40, in English and Korean,
/// with 0, 3 and 10,000 customers (`TELLER_RECORD_SNAPSHOTS=1` rewrites
/// them).
@Suite("Full-screen view: snapshots from the real tree")
struct FullScreenSnapshotTests {
  static let sizes = [(80, 24), (40, 20), (120, 40)]

  enum Customers: Int, CaseIterable, Sendable {
    case none = 0
    case three = 3
    case tenThousand = 10_000
  }

  /// A session with a number of customers, and focus where it shows the
  /// most: on the start screen's title; on the first waiting customer of
  /// three; on the last waiting customer of 10,000, at the end of a
  /// scrolled list.
  static func session(_ language: Language, _ customers: Customers) -> ScreenSession {
    switch customers {
    case .none:
      return ScreenSession(language)
    case .three:
      var screen = ScreenSession(language, batch: 3, depositClerks: 1, loanClerks: 1)
      screen.run("add", "wait 300ms", "next list")
      return screen
    case .tenThousand:
      var screen = ScreenSession(language, batch: 10_000)
      screen.run(
        "add", "wait 1s", "last", "previous heading", "previous heading", "previous",
        "previous", "previous", "previous", "previous")
      return screen
    }
  }

  @Test(
    "Each size, language and number of customers",
    arguments: [Language.english, .korean], Customers.allCases)
  func snapshot(language: Language, customers: Customers) throws {
    var screen = Self.session(language, customers)
    var lines: [String] = []
    for (width, height) in Self.sizes {
      let frame = screen.frame(width, height)
      lines.append("== \(width)x\(height), cursor on '\(frame.symbolAtCursor ?? "none")'")
      lines += frame.trimmedLines
      // Every row takes exactly the width: Hangul's two cells line up.
      for (index, row) in frame.buffer.lines().enumerated() {
        #expect(displayWidth(row) == width, "\(width)x\(height) row \(index)")
      }
    }
    let name = "fullscreen-\(language.rawValue)-\(customers.rawValue)"
    try Snapshot(name).expect(lines)
  }
}

@Suite("Full screen tables")
struct FullScreenTableTests {
  @Test(
    "A table takes the lists' place while focused: across at 80×24, stacked at 40×20",
    arguments: [Language.english, .korean])
  func tableSnapshot(language: Language) throws {
    var screen = ScreenSession(language)
    screen.run("add", "wait 1s")
    screen.press(.character("t"), .character("j"), .character("k"))
    var lines: [String] = []
    for (width, height) in [(80, 24), (40, 20)] {
      let frame = screen.frame(width, height)
      lines.append("== \(width)x\(height), cursor on '\(frame.symbolAtCursor ?? "none")'")
      lines += frame.trimmedLines
      for row in frame.buffer.lines() { #expect(displayWidth(row) == width) }
      // The focused cell is the one under the cursor: its value.
      let cell = try #require(screen.session.tree.element("table.clerks.row.1.serving"))
      #expect(frame.symbolAtCursor == cell.value.first.map(String.init))
    }
    try Snapshot("fullscreen-\(language.rawValue)-table").expect(lines)
  }

  @Test("The curtain hides a table as it hides everything")
  func curtain() {
    var screen = ScreenSession()
    screen.run("add", "wait 1s")
    screen.press(.character("t"), .character("c"))
    let lines = screen.frame().trimmedLines
    #expect(lines.allSatisfy { $0.isEmpty })
  }
}
