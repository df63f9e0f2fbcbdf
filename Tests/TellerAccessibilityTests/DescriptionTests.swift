import Testing

@testable import TellerAccessibility

/// What a screen reader says on landing on the root of nested nodes.
private func describe(_ node: TreeNode, options: DescriptionOptions = .init()) -> String {
  describe(node.id, in: AccessibilityTree(root: node), options: options) ?? "(missing)"
}

@Suite("Description")
struct DescriptionTests {
  private let low = DescriptionOptions(verbosity: .low)
  private let normal = DescriptionOptions(verbosity: .normal)
  private let high = DescriptionOptions(verbosity: .high)

  /// A heading with everything a description can say.
  private let full = Element(
    id: "full", label: "Waiting", value: "7 customers", hint: "Lists who waits",
    traits: [.header, .selected, .updatesFrequently], headingLevel: 2, liveRegion: .polite,
    customActions: [CustomAction(name: "Serve next"), CustomAction(name: "Remove")])

  @Test func partsComeInVoiceOverOrder() {
    let element = Element(
      id: "speed", label: "Speed", value: "2x", hint: "Changes how fast time runs",
      traits: [.button, .selected, .notEnabled, .adjustable])
    let tree = AccessibilityTree(
      root: .container(
        id: "list", role: .list, children: [TreeNode(Element(id: "x")), TreeNode(element)]))
    #expect(
      describe("speed", in: tree)
        == "Speed, 2x, button, selected, dimmed, adjustable, 2 of 2, Changes how fast time runs")
  }

  @Test func verbosityLadder() {
    #expect(describe(full, options: low) == "Waiting, 7 customers, heading level 2")
    #expect(
      describe(full, options: normal)
        == "Waiting, 7 customers, heading level 2, selected, Lists who waits")
    #expect(
      describe(full, options: high)
        == "Waiting, 7 customers, heading level 2, selected, updates frequently, "
        + "announces changes, Lists who waits, actions available: Serve next, Remove")
  }

  @Test func hintsOffLeaveTheHintOut() {
    let off = DescriptionOptions(verbosity: .normal, hintsEnabled: false)
    #expect(describe(full, options: off) == "Waiting, 7 customers, heading level 2, selected")
    let highOff = DescriptionOptions(verbosity: .high, hintsEnabled: false)
    #expect(!describe(full, options: highOff).contains("Lists who waits"))
    #expect(describe(full, options: highOff).hasSuffix("actions available: Serve next, Remove"))
  }

  @Test func lowVerbositySaysNoHintEvenWhenHintsAreOn() {
    let element = Element(id: "a", label: "Add", hint: "Adds ten customers", traits: .button)
    #expect(describe(element, options: DescriptionOptions(verbosity: .low)) == "Add, button")
  }

  @Test func defaultsAreNormalWithHintsInEnglish() {
    let options = DescriptionOptions()
    #expect(options.verbosity == .normal)
    #expect(options.hintsEnabled)
    #expect(options.language == .english)
    let element = Element(id: "a", label: "Add", hint: "Adds ten customers", traits: .button)
    #expect(describe(element) == "Add, button, Adds ten customers")
  }

  @Test func spokenValueIsUsedInsteadOfTheShownValue() {
    let time = Element(
      id: "time", label: "Work time", value: "00:04:400", spokenValue: "4.4 seconds")
    #expect(describe(time) == "Work time, 4.4 seconds")
  }

  @Test func emptyPartsAreSkippedWithoutDoubleCommas() {
    #expect(describe(Element(id: "a", label: "Add", traits: .button)) == "Add, button")
    #expect(describe(Element(id: "b", value: "7", traits: .button)) == "7, button")
    #expect(describe(Element(id: "c", label: "  ", value: "", hint: " ")) == "")
    #expect(describe(Element(id: "d")) == "")
    let padded = Element(id: "e", label: " Reset ", value: "", hint: "Clears both lines ")
    let text = describe(padded)
    #expect(text == "Reset, Clears both lines")
    #expect(!text.contains(",,") && !text.contains(", ,"))
  }

  @Test func listPositionFromTheTree() {
    let items = (1...10).map {
      TreeNode(Element(id: ElementID("c.\($0)"), label: "\($0) - Deposit", hint: "Customer"))
    }
    let tree = AccessibilityTree(root: .container(id: "w", role: .list, children: items))
    #expect(describe("c.3", in: tree) == "3 - Deposit, 3 of 10, Customer")
    #expect(describe("c.3", in: tree, options: low) == "3 - Deposit, 3 of 10")
    #expect(describe("c.10", in: tree) == "10 - Deposit, 10 of 10, Customer")
  }

  @Test func unknownIDGivesNil() {
    let tree = AccessibilityTree(root: TreeNode(Element(id: "a", label: "A")))
    #expect(describe("missing", in: tree) == nil)
  }

  @Test func elementOutsideAListHasNoPosition() {
    let tree = AccessibilityTree(
      root: .container(id: "r", children: [TreeNode(Element(id: "a", label: "A"))]))
    #expect(describe("a", in: tree) == "A")
  }

  @Test func groupWithoutLabelReadsItsVisibleChildren() {
    var hidden = TreeNode(Element(id: "h", label: "Secret"))
    hidden.element.isHidden = true
    let group = TreeNode(
      Element(id: "g", role: .group),
      children: [
        TreeNode(Element(id: "served", label: "Served", value: "10")),
        hidden,
        .container(id: "inner", children: [TreeNode(Element(id: "wait", label: "Average wait"))]),
        TreeNode(Element(id: "time", value: "00:04:400", spokenValue: "4.4 seconds")),
      ])
    #expect(describe(group) == "Served, 10, Average wait, 4.4 seconds")
  }

  @Test func groupWithLabelReadsOnlyItsLabel() {
    let group = TreeNode(
      Element(id: "g", label: "Summary", role: .group),
      children: [TreeNode(Element(id: "x", label: "Served"))])
    #expect(describe(group) == "Summary")
  }

  @Test func anElementOutsideATreeReadsNoChildren() {
    let group = Element.container(id: "g", role: .group)
    #expect(describe(group) == "")
    #expect(
      describe(Element.container(id: "l", label: "L", role: .list), itemCount: 2)
        == "L, list, 2 items")
  }

  @Test func groupJoiningAppliesOnlyToGroups() {
    let plain = TreeNode(Element(id: "p"), children: [TreeNode(Element(id: "x", label: "Served"))])
    #expect(describe(plain) == "")
  }

  @Test func listContainerSaysItsSize() {
    let list = TreeNode.container(
      id: "w", label: "Waiting", role: .list,
      children: [
        TreeNode(Element(id: "a")), TreeNode(Element(id: "b")), TreeNode(Element(id: "c")),
      ])
    #expect(describe(list, options: low) == "Waiting, list, 3 items")
    let empty = TreeNode.container(id: "e", label: "Processing", role: .list, children: [])
    #expect(describe(empty) == "Processing, empty list")
    let one = TreeNode.container(id: "o", label: "Processing", role: .list, children: [list])
    #expect(describe(one) == "Processing, list, 1 item")
  }

  @Test func modalSaysDialogAboveLowVerbosity() {
    let modal = TreeNode.container(id: "m", label: "Confirm reset", role: .modal, children: [])
    #expect(describe(modal) == "Confirm reset, dialog")
    #expect(describe(modal, options: low) == "Confirm reset, dialog")
  }

  @Test func staticTextIsSilentUntilHighVerbosity() {
    let text = Element(id: "t", label: "Welcome", traits: .staticText)
    #expect(describe(text) == "Welcome")
    #expect(describe(text, options: high) == "Welcome, static text")
  }

  @Test func headingWithoutValidLevelIsJustHeading() {
    #expect(describe(Element(id: "h", label: "Queues", traits: .header)) == "Queues, heading")
    #expect(
      describe(Element(id: "h", label: "Queues", traits: .header, headingLevel: 9))
        == "Queues, heading")
  }

  @Test func toggleButtonIsSpokenOnce() {
    let toggle = Element(id: "t", label: "Sound", traits: [.button, .toggleButton, .selected])
    #expect(describe(toggle) == "Sound, toggle button, selected")
  }

  @Test func korean() {
    let ko = DescriptionOptions(verbosity: .normal, language: .korean)
    let button = Element(
      id: "add", label: "고객 10명 추가", hint: "대기 목록에 고객 10명을 넣습니다", traits: .button)
    #expect(describe(button, options: ko) == "고객 10명 추가, 버튼, 대기 목록에 고객 10명을 넣습니다")
    #expect(
      describe(full, options: ko)
        == "Waiting, 7 customers, 제목 수준 2, 선택됨, Lists who waits")
    let items = (1...10).map { TreeNode(Element(id: ElementID("c.\($0)"), label: "\($0) - 예금")) }
    let tree = AccessibilityTree(root: .container(id: "w", role: .list, children: items))
    #expect(describe("c.3", in: tree, options: ko) == "3 - 예금, 10개 중 3번째")
    let dimmed = Element(id: "d", label: "초기화", traits: [.button, .notEnabled, .adjustable])
    #expect(describe(dimmed, options: ko) == "초기화, 버튼, 흐리게 표시됨, 조절 가능")
    let koHigh = DescriptionOptions(verbosity: .high, language: .korean)
    #expect(
      describe(full, options: koHigh)
        == "Waiting, 7 customers, 제목 수준 2, 선택됨, 자주 업데이트됨, 변경 사항 알림, "
        + "Lists who waits, 사용 가능한 동작: Serve next, Remove")
  }
}
