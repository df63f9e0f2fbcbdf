import Foundation
import Testing

@testable import TellerAccessibility

@Suite("TreeDump")
struct TreeDumpTests {
  static func screen() -> TreeNode {
    var debug = TreeNode.container(
      id: "debug", label: "Debug", children: [TreeNode(Element(id: "debug.log", label: "Log"))])
    debug.element.isHidden = true
    var hiddenItem = TreeNode(Element(id: "customer.9", label: "9 - Loan"))
    hiddenItem.element.isHidden = true
    return .container(
      id: "screen", label: "Teller",
      children: [
        TreeNode(Element(id: "title", label: "Teller", traits: .header, headingLevel: 1)),
        TreeNode(
          Element(
            id: "add", label: "Add 10 customers", hint: "Adds ten customers to the waiting list",
            traits: .button, customActions: [CustomAction(name: "Add one")])),
        TreeNode(Element(id: "reset", label: "Reset", traits: [.button, .notEnabled])),
        TreeNode(
          Element(
            id: "time", label: "Work time", value: "00:04:400", traits: .updatesFrequently,
            liveRegion: .polite, spokenValue: "4.4 seconds")),
        TreeNode(
          Element(
            id: "heading.waiting", label: "Waiting", value: "2 customers", traits: .header,
            headingLevel: 2)),
        .container(
          id: "list.waiting", label: "Waiting", role: .list,
          children: [
            TreeNode(Element(id: "customer.1", label: "1 - Deposit")),
            hiddenItem,
            TreeNode(Element(id: "customer.2", label: "2 - Loan", traits: .selected)),
          ]),
        .container(id: "list.processing", label: "Processing", role: .list, children: []),
        TreeNode(
          Element(id: "summary", role: .group),
          children: [
            TreeNode(Element(id: "summary.served", label: "Served", value: "10")),
            TreeNode(Element(id: "summary.note", label: "Today", isAccessibilityElement: false)),
          ]),
        TreeNode(
          Element(
            id: "note", label: "Numbers restart after a reset", isAccessibilityElement: false)),
        TreeNode(Element(id: "speed", label: "Speed", value: "1x", traits: .adjustable)),
        debug,
        .container(
          id: "confirm", label: "Reset everything?", role: .modal,
          children: [
            TreeNode(Element(id: "confirm.yes", label: "Reset", traits: .button)),
            TreeNode(Element(id: "confirm.no", label: "Cancel\u{1B}[31m", traits: .button)),
          ]),
      ])
  }

  private func snapshot(_ name: String) throws -> [String] {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Snapshots/\(name)")
    let text = try String(contentsOf: url, encoding: .utf8)
    return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
  }

  private func expectLines(_ actual: [String], _ expected: [String]) {
    #expect(actual.count == expected.count, "line count")
    for (number, (a, e)) in zip(actual, expected).enumerated() {
      #expect(a == e, "line \(number + 1)")
    }
  }

  @Test func screenMatchesTheSnapshot() throws {
    let dump = TreeDump(Self.screen())
    expectLines(dump.lines, try snapshot("tree-dump.txt"))
    #expect(dump.text == dump.lines.map { $0 + "\n" }.joined())
    #expect(dump.description == dump.text)
  }

  @Test func koreanUsesKoreanWords() {
    let screen = TreeNode.container(
      id: "screen", label: "은행",
      children: [
        TreeNode(Element(id: "add", label: "고객 10명 추가", traits: .button)),
        .container(
          id: "list", label: "대기중", role: .list,
          children: [
            TreeNode(Element(id: "c.1", label: "1 - 예금")),
            TreeNode(Element(id: "c.2", label: "2 - 대출")),
          ]),
        .container(
          id: "modal", label: "확인", role: .modal,
          children: [TreeNode(Element(id: "ok", label: "확인", traits: .button))]),
      ])
    let expected = """
      컨테이너 "은행" [screen]
        - 고객 10명 추가, 버튼 (대화상자 밖) [add]
        목록 "대기중" (항목 2개) [list]
          - 1 - 예금, 2개 중 1번째 (대화상자 밖) [c.1]
          - 2 - 대출, 2개 중 2번째 (대화상자 밖) [c.2]
        대화상자 "확인" [modal]
          - 확인, 버튼 [ok]

      """
    #expect(TreeDump(screen, language: .korean).text == expected)
  }

  @Test func hiddenRootIsOneLine() {
    var root = TreeNode.container(
      id: "root", label: "Teller", children: [TreeNode(Element(id: "a"))])
    root.element.isHidden = true
    #expect(TreeDump(root).lines == [#"container "Teller" (hidden) [root]"#])
  }

  @Test func emptyAndOneAndTwoElements() {
    #expect(TreeDump(TreeNode.container(id: "r", children: [])).lines == ["container [r]"])
    #expect(TreeDump(TreeNode(Element(id: "a", label: "Add"))).lines == ["- Add [a]"])
    #expect(TreeDump(TreeNode(Element(id: "a"))).lines == ["- (no label) [a]"])
    let two = TreeNode.container(
      id: "r",
      children: [TreeNode(Element(id: "a", label: "A")), TreeNode(Element(id: "b", label: "B"))])
    #expect(TreeDump(two).lines == ["container [r]", "  - A [a]", "  - B [b]"])
  }

  @Test("A shown label that differs from the spoken one is noted; one that does not is not")
  func shownLabel() {
    let row = TreeNode(Element(id: "c", label: "Customer 4, deposit", shownLabel: "4 - Deposit"))
    #expect(TreeDump(row).lines == [#"- Customer 4, deposit, shown "4 - Deposit" [c]"#])
    #expect(TreeNode(Element(id: "c", label: "Add")).element.labelForDisplay == "Add")
    #expect(row.element.labelForDisplay == "4 - Deposit")
    let same = TreeNode(Element(id: "c", label: "Add", shownLabel: "Add"))
    #expect(TreeDump(same).lines == ["- Add [c]"])
  }

  @Test("A header's short label is shown after its role, unless it is the label itself")
  func shortLabel() {
    let header = TreeNode(
      Element(id: "h", label: "Deposit clerk 1", tableRole: .rowHeader, shortLabel: "Dep1"))
    #expect(TreeDump(header).lines == [#"- Deposit clerk 1, short "Dep1", row header [h]"#])
    #expect(header.element.labelInBrief == "Dep1")
    let same = TreeNode(Element(id: "h", label: "Busy", shortLabel: "Busy"))
    #expect(TreeDump(same).lines == ["- Busy [h]"])
    #expect(TreeNode(Element(id: "h", label: "Busy")).element.labelInBrief == "Busy")
  }

  @Test func indentationIsTwoSpacesPerDepth() {
    var element = TreeNode(Element(id: "leaf", label: "Leaf"))
    for depth in (0..<4).reversed() {
      element = .container(id: ElementID("c\(depth)"), children: [element])
    }
    #expect(
      TreeDump(element).lines == [
        "container [c0]", "  container [c1]", "    container [c2]", "      container [c3]",
        "        - Leaf [leaf]",
      ])
  }

  @Test func controlCharactersNeverReachTheDump() {
    let nasty = [
      "\u{1B}[2J", "a\nb", "tab\there", "cr\r", "bell\u{07}", "del\u{7F}", "c1\u{9B}",
      "line\u{2028}sep", "rtl\u{202E}override", "iso\u{2066}late",
    ]
    let root = TreeNode.container(
      id: "root\u{1B}", label: "Root\n",
      children: nasty.enumerated().map { index, text in
        TreeNode(
          Element(
            id: ElementID("e\(index)"), label: text, value: text, hint: text,
            customActions: [CustomAction(name: text)], spokenValue: text + "!"))
      })
    let dump = TreeDump(root)
    #expect(dump.lines.count == nasty.count + 1)
    for line in dump.lines {
      let bad = line.unicodeScalars.filter {
        $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) || $0.value == 0x2028
          || (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value)
      }
      #expect(bad.isEmpty, "\(line)")
    }
    #expect(dump.lines[0] == #"container "Root\n" [root\e]"#)
    #expect(dump.lines[1].hasPrefix(#"  - \e[2J, \e[2J, spoken "\e[2J!", "\e[2J""#))
    #expect(dump.lines[2].hasPrefix(#"  - a\nb"#))
    #expect(dump.lines[3].hasPrefix(#"  - tab\there"#))
    #expect(dump.lines[4].hasPrefix(#"  - cr\r"#))
    #expect(dump.lines[5].hasPrefix(#"  - bell\u{7}"#))
    #expect(dump.lines[6].hasPrefix(#"  - del\u{7F}"#))
    #expect(dump.lines[7].hasPrefix(#"  - c1\u{9B}"#))
    #expect(dump.lines[8].hasPrefix(#"  - line\u{2028}sep"#))
    #expect(dump.lines[9].hasPrefix(#"  - rtl\u{202E}override"#))
    #expect(dump.lines[10].hasPrefix(#"  - iso\u{2066}late"#))
    #expect(dump.text.split(separator: "\n").count == dump.lines.count)
  }

  @Test func ordinaryTextPassesUnchanged() {
    let label = "1 - 대출 · \"quoted\" \\ café"
    #expect(TreeDump(TreeNode(Element(id: "x", label: label))).lines == ["- \(label) [x]"])
  }

  @Test func sameTreeGivesTheSameDump() {
    #expect(TreeDump(Self.screen()) == TreeDump(AccessibilityTree(root: Self.screen())))
  }

  @Test func withoutAModalNothingIsOutside() {
    let dump = TreeDump(
      TreeNode.container(
        id: "r", children: [TreeNode(Element(id: "a", label: "A", traits: .button))]))
    #expect(dump.lines == ["container [r]", "  - A, button [a]"])
  }

  @Test func groupWithLabelAndNonElementsOutsideAndInsideStops() {
    let root = TreeNode.container(
      id: "r",
      children: [
        TreeNode(
          Element(id: "g", label: "Summary", value: "3 served", role: .group),
          children: [TreeNode(Element(id: "t", label: "Text", isAccessibilityElement: false))]),
        TreeNode(Element(id: "loose", label: "Loose", isAccessibilityElement: false)),
      ])
    #expect(
      TreeDump(root).lines == [
        "container [r]", #"  - group "Summary", 3 served [g]"#, "    Text [t]",
        "  Loose (not an element) [loose]",
      ])
  }
}
