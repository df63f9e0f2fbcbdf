import Foundation
import TellerScreenReaderModel
import TellerTestSupport
import Testing

/// What `teller-screen-readers` prints for a small run, as the page takes it.
private let output = [
  "teller: /somewhere/.build/release/teller",
  "fenrir.full-screen.view: full-screen",
  "fenrir.full-screen.utterances: 21 messages",
  "fenrir.full-screen.characters: 1200 characters",
  "fenrir.full-screen.speech-sent: 80.10 s",
  "fenrir.full-screen.speech-heard: 9.50 s",
  "fenrir.full-screen.fates: 5 heard, 2 cut, 14 dropped",
  "fenrir.full-screen.answer.1.a: heard, began after 0.05 s",
  "fenrir.full-screen.answer.2.Tab: never said",
  "fenrir.full-screen.bound.flood: holds",
  "fenrir.full-screen.message.1: queued 0.01 speechd/text, heard 0.02–1.00: \"x\"",
  "fenrir.full-screen.run-time: 30 s",
  "orca: skipped (orca is not installed; sudo apt-get install orca)",
  "brltty.linear-tab.view: linear",
  "brltty.linear-tab.utterances: 0 messages",
  "brltty.linear-tab.braille.teller-line: 97.5 % of the time",
  "brltty.linear-tab.braille.blank: 0.0 % of the time",
  "brltty.linear-tab.bound.braille: holds",
  "brltty.auto.other-screen-readers: none",
  "brltty.auto.view: linear",
  "brltty.auto.bound.auto-view: holds",
  "brltty.auto.leftover: sleep (pid 42)",
  "no-reader.auto.other-screen-readers: brltty",
  "no-reader.auto.view: linear",
  "no-reader.auto.bound.auto-view: not judged (another screen reader ran meanwhile)",
  "screen-readers.run-time: 250 s",
]

private let stamp = ScreenReaderPage.Stamp(date: "2026-12-06", commit: "7ad91d6", build: "release")

private func page(_ block: String) -> String {
  "# Title\n\nProse.\n\n" + block + "\n\nMore prose.\n"
}

private func docsPage() throws -> String {
  try String(
    contentsOf: TestSupport.packageRoot.appendingPathComponent("docs/screen-readers.md"),
    encoding: .utf8)
}

@Suite("docs/screen-readers.md: its figures are the harness's, stamped")
struct ScreenReaderPageTests {
  @Test("The measured part lays the figures out, stamped, and keeps them as printed")
  func block() throws {
    let block = ScreenReaderPage.block(stamp: stamp, output: output)
    let lines = block.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.first == ScreenReaderPage.beginMarker)
    #expect(lines.last == ScreenReaderPage.endMarker)
    #expect(
      lines.contains(
        "Measured on 2026-12-06 with the release build of commit `7ad91d6`, by"
          + " `Scripts/screen-readers --release --write-page`."))
    #expect(
      lines.contains(
        "| Fenrir, full screen | full-screen | 21 | 1200 | 80.10 s | 9.50 s | 5 heard, 2 cut,"
          + " 14 dropped |"))
    #expect(
      lines.contains(
        "- Fenrir, full screen: `a` heard, began after 0.05 s; `Tab` never said."))
    #expect(
      lines.contains(
        "| Fenrir, full screen | at most 25 messages and 3,000 characters | holds |"))
    #expect(
      lines.contains(
        "| BRLTTY, linear, Tab | a Teller line on the display at least 95% of the time | holds |"))
    #expect(lines.contains("- BRLTTY, `auto`: linear (other screen readers running: none)."))
    #expect(
      lines.contains(
        "- BRLTTY, linear, Tab: a piece of a Teller line 97.5 % of the time, blank"
          + " 0.0 % of the time."))
    #expect(lines.contains("- `orca`: skipped (orca is not installed; sudo apt-get install orca)"))
    #expect(lines.contains("- `brltty.auto.leftover`: sleep (pid 42)"))
    // The machine's path and the messages' list stay out; every figure is kept.
    #expect(!block.contains("/somewhere"))
    #expect(!block.contains(".message.1"))
    #expect(ScreenReaderPage.output(ofBlock: block) == ScreenReaderPage.keptLines(output))
    #expect(ScreenReaderPage.keptLines(output).count == output.count - 2)
  }

  @Test("The stamp reads back, and a malformed one does not pass")
  func stamps() throws {
    let block = ScreenReaderPage.block(stamp: stamp, output: output)
    #expect(ScreenReaderPage.stamp(ofBlock: block) == stamp)
    var changed = stamp
    changed.hasLocalChanges = true
    changed.build = "debug"
    let other = ScreenReaderPage.block(stamp: changed, output: output)
    #expect(
      other.contains(
        "commit `7ad91d6` with uncommitted changes, by `Scripts/screen-readers --write-page`"))
    #expect(ScreenReaderPage.stamp(ofBlock: other) == changed)
    #expect(stamp.isWellFormed)
    for bad in [
      ScreenReaderPage.Stamp(date: "6 Dec 2026", commit: "7ad91d6", build: "release"),
      ScreenReaderPage.Stamp(date: "2026-12-06", commit: "HEAD", build: "release"),
      ScreenReaderPage.Stamp(date: "2026-12-06", commit: "7ad91d6", build: "fast"),
    ] {
      #expect(!bad.isWellFormed, "\(bad)")
    }
  }

  @Test("Writing replaces the measured part alone; a page without one, or with two, is refused")
  func replacing() throws {
    let old = page(ScreenReaderPage.block(stamp: stamp, output: Array(output.prefix(3))))
    let new = ScreenReaderPage.block(stamp: stamp, output: output)
    let written = try #require(ScreenReaderPage.replacingBlock(in: old, with: new))
    #expect(written == page(new))
    #expect(ScreenReaderPage.block(in: written) == new)
    #expect(ScreenReaderPage.prose(of: written) == "# Title\n\nProse.\n\n\n\nMore prose.\n")
    #expect(ScreenReaderPage.replacingBlock(in: "# Title\n", with: new) == nil)
    #expect(ScreenReaderPage.block(in: page(new) + page(new)) == nil)
  }

  @Test("Thousands take commas")
  func thousands() {
    #expect(
      [0, 999, 1000, 3000, 12345, 1_234_567].map(ScreenReaderPage.thousands)
        == ["0", "999", "1,000", "3,000", "12,345", "1,234,567"])
  }

  // MARK: The page itself

  @Test("The page's measured part is present, stamped, and exactly what the script writes")
  func pageIsGenerated() throws {
    let text = try docsPage()
    let block = try #require(
      ScreenReaderPage.block(in: text),
      "docs/screen-readers.md has no measured part: run Scripts/screen-readers --write-page")
    let stamp = try #require(ScreenReaderPage.stamp(ofBlock: block), "no stamp")
    #expect(stamp.isWellFormed, "\(stamp)")
    let printed = try #require(ScreenReaderPage.output(ofBlock: block), "no figures kept")
    #expect(!printed.isEmpty)
    // Made again from its own figures, it is unchanged: no hand edited it.
    #expect(ScreenReaderPage.block(stamp: stamp, output: printed) == block)
    // Every bound was judged, from a run of every reader.
    for bound in ScreenReaderBounds.Bound.allCases {
      #expect(printed.contains { $0.contains(".bound.\(bound.rawValue): ") }, "\(bound)")
    }
  }

  @Test("The prose claims no figures: no table outside the measured part holds a number")
  func proseHasNoFigures() throws {
    let prose = ScreenReaderPage.prose(of: try docsPage())
    let rows = prose.split(separator: "\n").filter { $0.hasPrefix("|") }
    for row in rows {
      #expect(!row.contains { $0.isNumber }, "a figure in the prose: \(row)")
    }
    #expect(!prose.contains("Today's Teller"))
  }

  @Test("The prose states the bounds the tests hold and the page judges")
  func proseStatesTheBounds() throws {
    let prose = ScreenReaderPage.prose(of: try docsPage())
    let limits = [
      "\(ScreenReaderBounds.answerLimit) s",
      "\(ScreenReaderBounds.floodUtterances) messages",
      "\(ScreenReaderPage.thousands(ScreenReaderBounds.floodCharacters)) speakable characters",
      "\(Int(ScreenReaderBounds.brailleShare * 100))%",
    ]
    for limit in limits { #expect(prose.contains(limit), "\(limit)") }
  }
}
