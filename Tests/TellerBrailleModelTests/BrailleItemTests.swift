import TellerAccessibility
import TellerBank
import TellerBrailleModel
import TellerSession
import TellerWording
import Testing

@Suite("Braille: the compact text of an element")
struct BrailleItemTests {
  static let english = Catalog.english
  static let korean = Catalog.korean

  /// Every kind of element the bank screen has, in both languages, with
  /// the line a braille display shows for it.
  @Test(arguments: [
    (Language.english, "title", "Teller h1"),
    (.english, "summary", "Status 3 waiting, 3 being served, work time 4.4 seconds"),
    (.english, "add", "Add 10 customers btn"),
    (.english, "reset", "Reset btn"),
    (.english, "worktime", "Work time 00:04:400"),
    (.english, "waitingHeading", "Waiting 7 customers h2"),
    (.english, "waitingItem", "Customer 7, loan 2/5"),
    (.english, "processingItem", "Customer 1, loan, clerk 3 1/3"),
    (.english, "emptyList", "Waiting lst 0"),
    (.english, "helpHeading", "Help h2"),
    (.english, "helpClose", "Close help btn"),
    (.korean, "title", "Teller 은행창구 제목1"),
    (.korean, "summary", "현황 대기중 3명, 업무중 3명, 업무시간 4.4초"),
    (.korean, "add", "고객 10명 추가 버튼"),
    (.korean, "reset", "초기화 버튼"),
    (.korean, "worktime", "업무시간 00:04:400"),
    (.korean, "waitingHeading", "대기중 7명 제목2"),
    (.korean, "waitingItem", "7번 고객, 대출 2/5"),
    (.korean, "processingItem", "1번 고객, 대출, 3번 창구 1/3"),
    (.korean, "emptyList", "대기중 목록 0"),
  ])
  func bankScreenElements(language: Language, kind: String, expected: String) throws {
    let catalog = Catalog(language: language)
    let item = try #require(Self.item(kind, catalog))
    #expect(item.text(catalog) == expected)
  }

  /// The bank screen's elements as plain braille inputs, built from the
  /// catalog the screen takes its words from.
  static func item(_ kind: String, _ catalog: Catalog) -> BrailleItem? {
    switch kind {
    case "title": BrailleItem(label: catalog[.appTitle], traits: .header, headingLevel: 1)
    case "summary":
      BrailleItem(
        label: catalog[.summaryLabel],
        value: catalog[
          ScreenMessage.summary(waiting: 3, processing: 3, workTime: .milliseconds(4400))],
        traits: .summaryElement)
    case "add": BrailleItem(label: catalog[.addButtonLabel(batchSize: 10)], traits: .button)
    case "reset": BrailleItem(label: catalog[.resetButtonLabel], traits: .button)
    case "worktime":
      BrailleItem(
        label: catalog[.workTimeLabel], value: "00:04:400",
        traits: [.staticText, .updatesFrequently])
    case "waitingHeading":
      BrailleItem(
        label: catalog[.waitingHeading], value: catalog[.customerCount(7)], traits: .header,
        headingLevel: 2)
    case "waitingItem":
      BrailleItem(
        label: catalog[.customerLabel(number: 7, workType: .loan)], traits: .staticText,
        listPosition: 2, listCount: 5)
    case "processingItem":
      BrailleItem(
        label: catalog[.customerLabel(number: 1, workType: .loan)],
        value: catalog[.clerkName(3)], traits: .staticText, listPosition: 1, listCount: 3)
    case "emptyList": BrailleItem(label: catalog[.waitingHeading], role: .list, itemCount: 0)
    case "helpHeading": BrailleItem(label: catalog[.title], traits: .header, headingLevel: 2)
    case "helpClose": BrailleItem(label: catalog[.closeLabel], traits: .button)
    default: nil
    }
  }

  @Test("A list item's value follows a comma; elsewhere a space; a blank part takes no separator")
  func valueSeparator() {
    let english = Self.english
    #expect(
      BrailleItem(label: "Customer 1, loan", value: "clerk 3", listPosition: 1, listCount: 3)
        .text(english) == "Customer 1, loan, clerk 3 1/3")
    #expect(
      BrailleItem(label: "1번 고객, 대출", value: "3번 창구", listPosition: 1, listCount: 3)
        .text(Self.korean) == "1번 고객, 대출, 3번 창구 1/3")
    #expect(
      BrailleItem(label: "Waiting", value: "7 customers").text(english) == "Waiting 7 customers")
    #expect(
      BrailleItem(label: "", value: "clerk 3", listPosition: 1, listCount: 1).text(english)
        == "clerk 3 1/1")
    #expect(
      BrailleItem(label: "Customer 7", value: " ", listPosition: 2, listCount: 5).text(english)
        == "Customer 7 2/5")
    #expect(
      BrailleItem(label: "Customer 7", value: "x", listPosition: 2, listCount: nil).text(english)
        == "Customer 7, x")
  }

  @Test("A list shown on its own says how many items it holds: none, one, many")
  func listItemCount() {
    for (count, english, korean) in [
      (0, "Waiting lst 0", "대기중 목록 0"), (1, "Waiting lst 1", "대기중 목록 1"),
      (10_000, "Waiting lst 10000", "대기중 목록 10000"),
    ] {
      #expect(
        BrailleItem(label: "Waiting", role: .list, itemCount: count).text(Self.english) == english)
      #expect(BrailleItem(label: "대기중", role: .list, itemCount: count).text(Self.korean) == korean)
    }
    #expect(
      BrailleItem(label: "Help", role: .modal, itemCount: 3).text(Self.english) == "Help dlg",
      "only a list")
  }

  @Test("Each trait a line marks, in both languages")
  func traitMarks() {
    let cases: [(AccessibilityTraits, String, String)] = [
      (.button, "btn", "버튼"), (.toggleButton, "tgl", "토글"), (.link, "lnk", "링크"),
      (.searchField, "srch", "검색"), (.image, "img", "그림"), (.selected, "sel", "선택"),
      (.keyboardKey, "key", "키"), (.notEnabled, "dim", "흐림"), (.adjustable, "adj", "조절"),
      (.tabBar, "tab", "탭"),
    ]
    for (trait, english, korean) in cases {
      #expect(BrailleItem(label: "X", traits: trait).text(Self.english) == "X " + english)
      #expect(BrailleItem(label: "X", traits: trait).text(Self.korean) == "X " + korean)
    }
  }

  @Test("Behaviour traits show no mark")
  func unmarkedTraits() {
    let quiet: AccessibilityTraits = [
      .staticText, .summaryElement, .updatesFrequently, .playsSound, .startsMediaSession,
      .allowsDirectInteraction, .causesPageTurn,
    ]
    #expect(BrailleItem(label: "Quiet", traits: quiet).text(Self.english) == "Quiet")
    #expect(
      BrailleItem(label: "Quiet", traits: quiet).marks(Self.english).allSatisfy { $0.isEmpty })
  }

  @Test("Heading marks: levels 1 to 6, and none outside them")
  func headingLevels() {
    for level in 1...6 {
      #expect(
        BrailleItem(label: "H", traits: .header, headingLevel: level).text(Self.english)
          == "H h\(level)")
      #expect(
        BrailleItem(label: "H", traits: .header, headingLevel: level).text(Self.korean)
          == "H 제목\(level)")
    }
    for level in [nil, 0, 7, -1] {
      #expect(
        BrailleItem(label: "H", traits: .header, headingLevel: level).text(Self.english) == "H hd")
      #expect(
        BrailleItem(label: "H", traits: .header, headingLevel: level).text(Self.korean) == "H 제목")
    }
  }

  @Test("Roles: a list and a dialog are marked, a group and a plain element are not")
  func roles() {
    #expect(BrailleItem(label: "Waiting", role: .list).text(Self.english) == "Waiting lst")
    #expect(BrailleItem(label: "Help", role: .modal).text(Self.english) == "Help dlg")
    #expect(BrailleItem(label: "대기중", role: .list).text(Self.korean) == "대기중 목록")
    #expect(BrailleItem(label: "도움말", role: .modal).text(Self.korean) == "도움말 대화")
    #expect(BrailleItem(label: "Group", role: .group).text(Self.english) == "Group")
  }

  @Test("A toggle button shows tgl, never btn as well; marks keep one order")
  func markOrder() {
    let toggle = BrailleItem(label: "Hints", traits: [.button, .toggleButton, .selected])
    #expect(toggle.text(Self.english) == "Hints tgl sel")
    let busy = BrailleItem(
      label: "Next", traits: [.notEnabled, .selected, .button, .link], role: .list,
      listPosition: 3, listCount: 10)
    #expect(busy.text(Self.english) == "Next lst btn lnk sel dim 3/10")
  }

  @Test("List positions: both numbers needed; edge counts")
  func listPositions() {
    #expect(BrailleItem(label: "A", listPosition: 1, listCount: 1).text(Self.english) == "A 1/1")
    #expect(BrailleItem(label: "A", listPosition: 3, listCount: nil).text(Self.english) == "A")
    #expect(BrailleItem(label: "A", listPosition: nil, listCount: 3).text(Self.english) == "A")
    #expect(
      BrailleItem(label: "A", listPosition: 10000, listCount: 10000).text(Self.korean)
        == "A 10000/10000")
  }

  @Test("Blank parts are left out; parts are trimmed; inner spacing is kept")
  func blankParts() {
    #expect(BrailleItem(label: "").text(Self.english) == "")
    #expect(BrailleItem(label: "   ").text(Self.english) == "")
    #expect(BrailleItem(label: "", value: "7").text(Self.english) == "7")
    #expect(BrailleItem(label: "", traits: .button).text(Self.english) == "btn")
    #expect(
      BrailleItem(label: "  Reset ", value: " ", traits: .button).text(Self.english) == "Reset btn")
    #expect(BrailleItem(label: "a  b").text(Self.english) == "a  b")
  }

  @Test("Control characters in a label reach the display as visible notation")
  func controlCharacters() {
    let item = BrailleItem(label: "Evil\u{1B}[2J name\nsecond", value: "\u{7}")
    #expect(item.text(Self.english) == "Evil\\e[2J name\\nsecond \\u{7}")
  }
}
