import Testing

@testable import TellerAccessibility

@Suite("Audit")
struct AuditTests {
  private typealias Kind = AuditFinding.Kind

  private func findings(_ children: [TreeNode]) -> [AuditFinding] {
    audit(AccessibilityTree(root: .container(id: "root", children: children)))
  }

  private func kinds(_ children: [TreeNode]) -> [Kind] { findings(children).map(\.kind) }

  /// The bank screen as Teller builds it, in English or Korean.
  static func tellerScreen(korean: Bool = false) -> TreeNode {
    func t(_ en: String, _ ko: String) -> String { korean ? ko : en }
    let waiting = (1...3).map {
      TreeNode(Element(id: ElementID("customer.\($0)"), label: "\($0) - " + t("Deposit", "예금")))
    }
    let processing = [TreeNode(Element(id: "customer.4", label: "4 - " + t("Loan", "대출")))]
    return .container(
      id: "screen", label: "Teller",
      children: [
        TreeNode(
          Element(
            id: "add", label: t("Add 10 customers", "고객 10명 추가"),
            hint: t("Adds ten customers to the waiting list", "대기 목록에 고객 10명 추가"), traits: .button)),
        TreeNode(
          Element(
            id: "reset", label: t("Reset", "초기화"),
            hint: t("Clears both lists and the work time", "두 목록과 업무시간 비우기"), traits: .button)),
        TreeNode(
          Element(
            id: "time", label: t("Work time", "업무시간"), value: "00:04:400",
            traits: .updatesFrequently, spokenValue: t("4.4 seconds", "4.4초"))),
        TreeNode(
          Element(
            id: "heading.waiting", label: t("Waiting", "대기중"), value: t("3 customers", "3명"),
            traits: .header, headingLevel: 2)),
        .container(id: "list.waiting", label: t("Waiting", "대기중"), role: .list, children: waiting),
        TreeNode(
          Element(
            id: "heading.processing", label: t("Processing", "업무중"), value: t("1 customer", "1명"),
            traits: .header, headingLevel: 2)),
        .container(
          id: "list.processing", label: t("Processing", "업무중"), role: .list,
          children: processing),
      ])
  }

  @Test func tellerScreenIsClean() {
    #expect(audit(Self.tellerScreen()).isEmpty)
    #expect(audit(Self.tellerScreen(korean: true)).isEmpty)
  }

  @Test func emptyTreesAreClean() {
    #expect(audit(TreeNode.container(id: "root", children: [])).isEmpty)
    var hidden = TreeNode(Element(id: "root"))
    hidden.element.isHidden = true
    #expect(audit(hidden).isEmpty)
  }

  // MARK: Missing label

  @Test func elementWithoutLabelIsFound() throws {
    let result = findings([TreeNode(Element(id: "x", value: "7", traits: .button))])
    let finding = try #require(result.first)
    #expect(result.count == 1)
    #expect(finding.kind == .missingLabel)
    #expect(finding.element == "x")
    #expect(finding.message.contains("no label"))
  }

  @Test func blankLabelCountsAsMissing() {
    #expect(kinds([TreeNode(Element(id: "x", label: "   "))]) == [.missingLabel])
  }

  @Test func labelledElementsAndContainersAreFine() {
    #expect(kinds([TreeNode(Element(id: "x", label: "Add", traits: .button))]).isEmpty)
    #expect(
      kinds([.container(id: "c", children: [TreeNode(Element(id: "x", label: "A"))])]).isEmpty)
  }

  @Test func groupIsFineWhenItsChildrenGiveText() {
    let group = TreeNode(
      Element(id: "g", role: .group),
      children: [TreeNode(Element(id: "a", label: "Served", isAccessibilityElement: false))])
    #expect(kinds([group]).isEmpty)
  }

  @Test func groupWithoutAnyTextIsFound() {
    var hiddenText = TreeNode(Element(id: "h", label: "Served"))
    hiddenText.element.isHidden = true
    let group = TreeNode(
      Element(id: "g", role: .group), children: [TreeNode(Element(id: "a")), hiddenText])
    #expect(findings([group]).map(\.element) == ["g"])
    #expect(kinds([group]) == [.missingLabel])
  }

  @Test func unlabelledChildrenOfAGroupAreNotStops() {
    let group = TreeNode(
      Element(id: "g", label: "Summary", role: .group), children: [TreeNode(Element(id: "a"))])
    #expect(kinds([group]).isEmpty)
  }

  // MARK: Label names the trait

  @Test func labelNamingItsTraitIsFound() throws {
    let result = findings([TreeNode(Element(id: "add", label: "Add Button", traits: .button))])
    let finding = try #require(result.first)
    #expect(finding.kind == .labelNamesTrait)
    #expect(finding.message.contains("\"Add\""))
  }

  @Test func traitWordsOfEachTrait() {
    let cases: [(String, AccessibilityTraits)] = [
      ("Help link", .link), ("Waiting heading", .header), ("Logo image", .image),
      ("추가 버튼", .button), ("도움말 링크", .link), ("대기중 제목", .header), ("로고 이미지", .image),
      ("Deposit tab", .tabBar), ("예금 탭", .tabBar),
    ]
    for (label, traits) in cases {
      #expect(
        kinds([TreeNode(Element(id: "x", label: label, traits: traits, headingLevel: 1))])
          == [.labelNamesTrait], "\(label)")
    }
  }

  @Test func tabWordCountsInsideATabBar() {
    let bar = TreeNode(
      Element(id: "bar", label: "Sections", traits: .tabBar, isAccessibilityElement: false),
      children: [TreeNode(Element(id: "t", label: "Loan tab", traits: [.button, .selected]))])
    #expect(findings([bar]).map(\.element) == ["t"])
  }

  @Test func traitWordOfAnotherTraitOrInsideAWordIsFine() {
    #expect(kinds([TreeNode(Element(id: "x", label: "Image settings", traits: .button))]).isEmpty)
    #expect(kinds([TreeNode(Element(id: "x", label: "Buttonhole", traits: .button))]).isEmpty)
    #expect(kinds([TreeNode(Element(id: "x", label: "Table", traits: .tabBar))]).isEmpty)
    #expect(kinds([TreeNode(Element(id: "x", label: "Add", traits: .button))]).isEmpty)
  }

  @Test func labelThatIsOnlyTheTraitWordSuggestsRenaming() throws {
    let finding = try #require(
      findings([TreeNode(Element(id: "x", label: "Button", traits: .button))]).first)
    #expect(finding.kind == .labelNamesTrait)
    #expect(finding.message.contains("name what it does"))
  }

  // MARK: Hint describes the gesture

  @Test func gestureHintsAreFound() {
    let hints = [
      "Tap to add customers", "Double-tap to reset", "Click here", "Press Enter to add",
      "Swipe up to adjust", "Activates the button", "연락처를 추가하려면 버튼을 탭 하세요",
      "두 번 탭하여 추가", "클릭하면 추가됩니다", "누르면 초기화", "눌러서 추가", "이 버튼으로 초기화",
      "위로 스와이프",
    ]
    for hint in hints {
      #expect(
        kinds([TreeNode(Element(id: "x", label: "Add", hint: hint, traits: .button))])
          == [.hintDescribesGesture], "\(hint)")
    }
  }

  @Test func resultHintsAreFine() {
    for hint in ["Adds ten customers", "연락처 추가", "Tapestry of colours", "Impressive"] {
      #expect(
        kinds([TreeNode(Element(id: "x", label: "Add", hint: hint, traits: .button))]).isEmpty,
        "\(hint)")
    }
  }

  // MARK: Heading level

  @Test func headingWithoutLevelIsFound() {
    let result = findings([TreeNode(Element(id: "h", label: "Waiting", traits: .header))])
    #expect(result.map(\.kind) == [.headingWithoutLevel])
    #expect(result.first?.message.contains("no level") == true)
  }

  @Test func headingLevelOutsideOneToSixIsFound() {
    for level in [0, 7, -1] {
      #expect(
        kinds([TreeNode(Element(id: "h", label: "Waiting", traits: .header, headingLevel: level))])
          == [.headingWithoutLevel], "\(level)")
    }
  }

  @Test func headingLevelsOneToSixAreFine() {
    for level in 1...6 {
      #expect(
        kinds([TreeNode(Element(id: "h", label: "Waiting", traits: .header, headingLevel: level))])
          .isEmpty)
    }
  }

  // MARK: Duplicate buttons

  @Test func sameLabelTwiceInOneContainerIsFoundOnTheSecond() throws {
    let result = findings([
      TreeNode(Element(id: "a", label: "Remove", traits: .button)),
      TreeNode(Element(id: "b", label: "Remove", traits: .button)),
      TreeNode(Element(id: "c", label: "remove ", traits: .button)),
    ])
    #expect(result.map(\.kind) == [.duplicateButtonLabel, .duplicateButtonLabel])
    #expect(result.map(\.element) == ["b", "c"])
    #expect(try #require(result.first).message.contains("[a]"))
  }

  @Test func sameLabelInDifferentContainersIsFine() {
    let first = TreeNode.container(
      id: "c1", children: [TreeNode(Element(id: "a", label: "Remove", traits: .button))])
    let second = TreeNode.container(
      id: "c2", children: [TreeNode(Element(id: "b", label: "Remove", traits: .button))])
    #expect(kinds([first, second]).isEmpty)
  }

  @Test func sameLabelOnNonButtonsIsFine() {
    #expect(
      kinds([
        TreeNode(Element(id: "a", label: "Waiting", value: "3")),
        TreeNode(Element(id: "b", label: "Waiting")),
      ]).isEmpty)
    var hidden = TreeNode(Element(id: "b", label: "Remove", traits: .button))
    hidden.element.isHidden = true
    #expect(kinds([TreeNode(Element(id: "a", label: "Remove", traits: .button)), hidden]).isEmpty)
  }

  // MARK: Adjustable without value

  @Test func adjustableWithoutValueIsFound() {
    #expect(
      kinds([TreeNode(Element(id: "s", label: "Speed", traits: .adjustable))]) == [
        .adjustableWithoutValue
      ])
  }

  @Test func adjustableWithShownOrSpokenValueIsFine() {
    #expect(
      kinds([TreeNode(Element(id: "s", label: "Speed", value: "2x", traits: .adjustable))]).isEmpty)
    #expect(
      kinds([
        TreeNode(Element(id: "s", label: "Speed", traits: .adjustable, spokenValue: "double"))
      ])
      .isEmpty)
  }

  // MARK: Modal

  @Test func modalWithNothingToFocusIsFound() {
    let modal = TreeNode.container(
      id: "m", label: "Confirm", role: .modal,
      children: [
        .container(id: "c", children: [TreeNode(Element(id: "t", isAccessibilityElement: false))])
      ])
    #expect(findings([modal]).map(\.element) == ["m"])
    #expect(kinds([modal]) == [.modalWithoutStops])
  }

  @Test func modalWithOnlyHiddenStopsIsFound() {
    var hidden = TreeNode(Element(id: "ok", label: "OK", traits: .button))
    hidden.element.isHidden = true
    let modal = TreeNode.container(id: "m", label: "Confirm", role: .modal, children: [hidden])
    #expect(kinds([modal]) == [.modalWithoutStops])
  }

  @Test func modalWithAStopIsFine() {
    let modal = TreeNode.container(
      id: "m", label: "Confirm", role: .modal,
      children: [
        .container(id: "c", children: [TreeNode(Element(id: "ok", label: "OK", traits: .button))])
      ])
    #expect(kinds([modal, TreeNode(Element(id: "after", label: "After"))]).isEmpty)
  }

  @Test func modalThatIsItselfAStopIsFine() {
    let modal = TreeNode(
      Element(id: "m", label: "Customer 3 served", isAccessibilityElement: true, role: .modal),
      children: [])
    #expect(kinds([modal]).isEmpty)
  }

  // MARK: Scope and order

  @Test func hiddenSubtreesAreNotAudited() {
    var hidden = TreeNode.container(
      id: "hidden",
      children: [
        TreeNode(Element(id: "x", traits: .button)),
        TreeNode(Element(id: "h", label: "Title", traits: .header)),
      ])
    hidden.element.isHidden = true
    #expect(findings([hidden, TreeNode(Element(id: "ok", label: "OK"))]).isEmpty)
  }

  @Test func findingsAreInDocumentOrderAndKindOrder() {
    let children = [
      TreeNode(Element(id: "first", hint: "Tap here", traits: .adjustable)),
      .container(
        id: "c",
        children: [
          TreeNode(Element(id: "second", label: "Title heading", traits: .header)),
          TreeNode.container(id: "modal", role: .modal, children: []),
        ]),
    ]
    let result = findings(children)
    #expect(
      result.map { "\($0.element) \($0.kind.rawValue)" } == [
        "first missingLabel", "first hintDescribesGesture", "first adjustableWithoutValue",
        "second labelNamesTrait", "second headingWithoutLevel", "modal modalWithoutStops",
      ])
    #expect(findings(children) == result)
  }

  @Test func descriptionNamesElementKindAndMessage() {
    let finding = AuditFinding(element: "x", problem: .missingLabel)
    #expect(
      finding.description
        == "[x] missingLabel: Element has no label; give it a short name such as \"Reset\".")
    #expect(
      finding.line(in: AccessibilityCatalog(language: .korean)).hasPrefix("[x] missingLabel: 요소"))
  }
}
