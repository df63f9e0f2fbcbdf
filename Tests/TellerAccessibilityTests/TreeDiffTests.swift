import Testing

@testable import TellerAccessibility

@Suite("TreeDiff")
struct TreeDiffTests {
  private func screen(_ children: [Element]) -> AccessibilityTree {
    AccessibilityTree(root: .container(id: "root", children: children))
  }

  private let add = Element(id: "add", label: "Add", traits: .button)
  private let reset = Element(id: "reset", label: "Reset", traits: .button)
  private let time = Element(id: "time", label: "Work time", value: "00:00:000")

  @Test func identicalTreesGiveAnEmptyDiff() {
    let diff = TreeDiff(from: screen([add, reset]), to: screen([add, reset]))
    #expect(diff.isEmpty)
    #expect(diff == TreeDiff())
  }

  @Test func twoEmptyTreesGiveAnEmptyDiff() {
    var hidden = Element.container(id: "root", children: [])
    hidden.isHidden = true
    let empty = AccessibilityTree(root: hidden)
    #expect(TreeDiff(from: empty, to: empty).isEmpty)
  }

  @Test func focusMoveAloneMakesTheDiffNonEmpty() {
    let diff = TreeDiff(focusMove: FocusMove(from: "a", to: nil, reason: .reset))
    #expect(!diff.isEmpty)
  }

  @Test func addedElementsComeInNewDocumentOrder() {
    let item1 = Element(id: "c.1", label: "1 - Deposit")
    let item2 = Element(id: "c.2", label: "2 - Loan")
    let diff = TreeDiff(from: screen([add]), to: screen([item2, add, item1]))
    #expect(diff.added == ["c.2", "c.1"])
    #expect(diff.removed.isEmpty)
    #expect(diff.changed.map(\.id) == ["root"])
    #expect(diff.changed.first?.fields == .children)
  }

  @Test func removedElementsComeInOldDocumentOrder() {
    let diff = TreeDiff(from: screen([reset, add, time]), to: screen([add]))
    #expect(diff.removed == ["reset", "time"])
    #expect(diff.added.isEmpty)
  }

  @Test func removingASubtreeRemovesEveryNodeInIt() {
    let list = Element.container(
      id: "list", role: .list, children: [Element(id: "c.1"), Element(id: "c.2")])
    let diff = TreeDiff(from: screen([list, add]), to: screen([add]))
    #expect(diff.removed == ["list", "c.1", "c.2"])
  }

  @Test func hidingAnElementRemovesItAndShowingItAddsIt() {
    var hiddenReset = reset
    hiddenReset.isHidden = true
    let hide = TreeDiff(from: screen([add, reset]), to: screen([add, hiddenReset]))
    #expect(hide.removed == ["reset"])
    #expect(hide.changed.map(\.id) == ["root"])
    let show = TreeDiff(from: screen([add, hiddenReset]), to: screen([add, reset]))
    #expect(show.added == ["reset"])
  }

  @Test func eachFieldIsReportedOnItsOwn() {
    typealias Fields = ElementChange.Fields
    var cases: [(String, (inout Element) -> Void, Fields)] = []
    cases.append(("label", { $0.label = "Add more" }, .label))
    cases.append(("value", { $0.value = "7" }, .value))
    cases.append(("spoken value", { $0.spokenValue = "seven" }, .value))
    cases.append(("hint", { $0.hint = "Adds ten customers" }, .hint))
    cases.append(("traits", { $0.traits.insert(.notEnabled) }, .traits))
    cases.append(("heading level", { $0.headingLevel = 2 }, .headingLevel))
    cases.append(("live region", { $0.liveRegion = .polite }, .liveRegion))
    cases.append(("actions", { $0.customActions = [CustomAction(name: "Undo")] }, .customActions))
    cases.append(("role", { $0.role = .group }, .role))
    cases.append(("element", { $0.isAccessibilityElement = false }, .role))
    cases.append(("children", { $0.children = [Element(id: "kid")] }, .children))
    for (name, change, expected) in cases {
      var changed = add
      change(&changed)
      #expect(Fields(between: add, and: changed) == expected, "\(name)")
      let diff = TreeDiff(from: screen([add]), to: screen([changed]))
      let record = diff.changed.first { $0.id == "add" }
      #expect(record?.fields == expected, "\(name)")
      #expect(record?.old == add, "\(name)")
      #expect(record?.new == changed, "\(name)")
    }
  }

  @Test func severalFieldsAtOnce() {
    var changed = time
    changed.value = "00:04:400"
    changed.label = "Time"
    let fields = ElementChange.Fields(between: time, and: changed)
    #expect(fields == [.label, .value])
  }

  @Test func childOrderChangeIsAChildrenChange() {
    let before = Element.container(id: "list", role: .list, children: [add, reset])
    let after = Element.container(id: "list", role: .list, children: [reset, add])
    let diff = TreeDiff(from: screen([before]), to: screen([after]))
    #expect(diff.changed.map(\.id) == ["list"])
    #expect(diff.changed.first?.fields == .children)
    #expect(diff.added.isEmpty && diff.removed.isEmpty)
  }

  @Test func hiddenChildrenDoNotCountAsAChildrenChange() {
    var ghost = Element(id: "ghost")
    ghost.isHidden = true
    let before = Element.container(id: "c", children: [add])
    let after = Element.container(id: "c", children: [add, ghost])
    #expect(ElementChange.Fields(between: before, and: after).isEmpty)
  }

  @Test func changeInsideAChildIsNotAChangeOfTheParent() {
    var renamed = add
    renamed.label = "Add 10"
    let diff = TreeDiff(from: screen([add]), to: screen([renamed]))
    #expect(diff.changed.map(\.id) == ["add"])
  }

  @Test func changedComeInNewDocumentOrder() {
    var a = add
    a.label = "A"
    var r = reset
    r.label = "R"
    let diff = TreeDiff(from: screen([add, reset]), to: screen([r, a]))
    #expect(diff.changed.map(\.id) == ["root", "reset", "add"])
  }
}
