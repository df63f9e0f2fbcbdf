import Testing

@testable import TellerAccessibility

@Suite("AccessibilityCatalog")
struct CatalogTests {
  private let en = AccessibilityCatalog(language: .english)
  private let ko = AccessibilityCatalog(language: .korean)

  /// Every phrase of a catalog, by a name that is the same in both languages.
  private func phrases(_ c: AccessibilityCatalog) -> [(String, String)] {
    var result: [(String, String)] = []
    for trait in AccessibilityTraits.allCases {
      result.append(("trait \(trait.rawValue)", c[.trait(trait)]))
    }
    for level in 1...6 { result.append(("heading \(level)", c.heading(level: level))) }
    for region in LiveRegion.allCases where region != .off {
      result.append(("live \(region)", c[.liveRegion(region)]))
    }
    result.append(("actions", c.actionsAvailable(["X"])))
    result.append(("position", c[.listPosition(3, of: 10)]))
    result.append(("items 1", c[.items(1)]))
    result.append(("items 7", c[.items(7)]))
    result.append(("list 0", c.list(itemCount: 0)))
    result.append(("list 7", c.list(itemCount: 7)))
    for role in ContainerRole.allCases where role != .none {
      result.append(("role \(role)", c[.roleName(role)]))
    }
    result.append(("container", c[.container]))
    result.append(("hidden", c[.hiddenFlag]))
    result.append(("not an element", c[.notAnElementFlag]))
    result.append(("outside modal", c[.outsideModalFlag]))
    result.append(("no label", c[.noLabel]))
    result.append(("spoken as", c[.spokenAs("x")]))
    result.append(("shown as", c[.shownAs("x")]))
    result.append(("short as", c[.shortAs("x")]))
    let settings: [RotorSetting] = [
      .headings, .headingLevel(2), .buttons, .lists, .tables, .updates, .adjustValue,
    ]
    for setting in settings {
      result.append(("rotor \(setting)", c[.rotorName(setting)]))
      result.append(("no more \(setting)", c[.noMore(setting)]))
    }
    result.append(("no more custom", c[.noMore(.custom("Loan customers"))]))
    result.append(("first", c[.firstItem]))
    result.append(("last", c[.lastItem]))
    result.append(("nothing", c[.nothingToFocus]))
    result.append(("not available", c[.notAvailable]))
    result.append(("not adjustable", c[.notAdjustable]))
    result.append(("no actions", c[.noActions]))
    for label in ["", "Waiting"] {
      result.append(("in list \(label)", c[.inList(label)]))
      result.append(("in group \(label)", c[.inGroup(label)]))
      result.append(("in dialog \(label)", c[.inDialog(label)]))
      result.append(("under heading \(label)", c[.underHeading(label)]))
      result.append(("in table \(label)", c[.inTable(label)]))
    }
    for role in TableRole.allCases where role != .none {
      result.append(("table role \(role)", c[.tableRoleName(role)]))
    }
    result.append(("table size 1", c[.tableSize(rows: 1, columns: 1)]))
    result.append(("table size 4 5", c[.tableSize(rows: 4, columns: 5)]))
    result.append(("empty table", c[.emptyTable]))
    result.append(("row position", c[.rowPosition(2, of: 4)]))
    result.append(("column position", c[.columnPosition(3, of: 5)]))
    result.append(("blank", c[.blankCell]))
    for edge in NavigationOutcome.TableEdge.allCases {
      result.append(("edge \(edge)", c[.tableEdge(edge)]))
    }
    result.append(("not in table", c[.notInTable]))
    return result
  }

  @Test func koreanCoversEveryEnglishPhraseWithItsOwnWords() {
    let english = phrases(en)
    let korean = phrases(ko)
    #expect(english.map(\.0) == korean.map(\.0))
    for ((key, e), (_, k)) in zip(english, korean) {
      #expect(!e.isEmpty, "English \(key) is empty")
      #expect(!k.isEmpty, "Korean \(key) is empty")
      #expect(e != k, "Korean \(key) is the English \"\(e)\"")
      #expect(k.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }, "\(key): \(k)")
    }
  }

  @Test func customRotorNameIsTheSameInBothLanguages() {
    #expect(en[.rotorName(.custom("Loan customers"))] == "Loan customers")
    #expect(ko[.rotorName(.custom("대출 고객"))] == "대출 고객")
  }

  @Test func englishTraitWords() {
    let expected: [AccessibilityTraits: String] = [
      .button: "button", .link: "link", .header: "heading", .searchField: "search field",
      .image: "image", .selected: "selected", .playsSound: "plays sound",
      .keyboardKey: "keyboard key", .staticText: "static text", .summaryElement: "summary",
      .notEnabled: "dimmed", .updatesFrequently: "updates frequently",
      .startsMediaSession: "starts media session", .adjustable: "adjustable",
      .allowsDirectInteraction: "allows direct interaction", .causesPageTurn: "causes page turn",
      .tabBar: "tab bar", .toggleButton: "toggle button",
    ]
    for trait in AccessibilityTraits.allCases {
      #expect(en[.trait(trait)] == expected[trait], "\(trait.rawValue)")
    }
    #expect(en[.trait([])] == "")
    #expect(en[.trait([.button, .link])] == "")
  }

  @Test func koreanTraitWordsForTheEar() {
    #expect(ko[.trait(.button)] == "버튼")
    #expect(ko.heading(level: 2) == "제목 수준 2")
    #expect(ko[.trait(.selected)] == "선택됨")
    #expect(ko[.trait(.notEnabled)] == "흐리게 표시됨")
    #expect(ko[.trait(.adjustable)] == "조절 가능")
  }

  @Test func headingLevelLadder() {
    #expect(en.heading(level: nil) == "heading")
    #expect(en.heading(level: 0) == "heading")
    #expect(en.heading(level: 1) == "heading level 1")
    #expect(en.heading(level: 6) == "heading level 6")
    #expect(en.heading(level: 7) == "heading")
  }

  @Test func spokenTraitsByVerbosity() {
    let traits: AccessibilityTraits = [
      .button, .header, .selected, .staticText, .notEnabled, .updatesFrequently, .adjustable,
    ]
    #expect(
      en.words(for: traits, headingLevel: 2, verbosity: .low)
        == ["button", "heading level 2", "dimmed", "adjustable"])
    #expect(
      en.words(for: traits, headingLevel: 2, verbosity: .normal)
        == ["button", "heading level 2", "selected", "dimmed", "adjustable"])
    #expect(
      en.words(for: traits, headingLevel: 2, verbosity: .high)
        == [
          "button", "heading level 2", "selected", "static text", "dimmed",
          "updates frequently", "adjustable",
        ])
  }

  @Test func everyTraitIsSpokenAtHighAndOnlyRolesAtLow() {
    let roles: AccessibilityTraits = [
      .button, .toggleButton, .link, .header, .searchField, .keyboardKey, .adjustable, .tabBar,
      .notEnabled,
    ]
    for trait in AccessibilityTraits.allCases {
      #expect(AccessibilityCatalog.speaks(trait, at: .high))
      #expect(AccessibilityCatalog.speaks(trait, at: .low) == roles.isSuperset(of: trait))
      // What low says, normal says too.
      if AccessibilityCatalog.speaks(trait, at: .low) {
        #expect(AccessibilityCatalog.speaks(trait, at: .normal))
      }
    }
    let silent: [AccessibilityTraits] = [
      .staticText, .summaryElement, .updatesFrequently, .playsSound, .startsMediaSession,
      .allowsDirectInteraction, .causesPageTurn,
    ]
    for trait in AccessibilityTraits.allCases {
      #expect(
        AccessibilityCatalog.speaks(trait, at: .normal) == !silent.contains(trait),
        "\(en[.trait(trait)])")
    }
  }

  @Test func toggleButtonTakesThePlaceOfButton() {
    #expect(
      en.words(for: [.toggleButton, .selected], headingLevel: nil, verbosity: .normal)
        == ["toggle button", "selected"])
    #expect(
      en.words(for: [.button, .toggleButton], headingLevel: nil, verbosity: .normal)
        == ["toggle button"])
    #expect(
      en.words(for: [.link, .toggleButton], headingLevel: nil, verbosity: .normal)
        == ["toggle button", "link"])
  }

  @Test func listWords() {
    #expect(en[.listPosition(3, of: 10)] == "3 of 10")
    #expect(ko[.listPosition(3, of: 10)] == "10개 중 3번째")
    #expect(en.list(itemCount: 0) == "empty list")
    #expect(en.list(itemCount: 1) == "list, 1 item")
    #expect(en.list(itemCount: 7) == "list, 7 items")
    #expect(ko.list(itemCount: 0) == "빈 목록")
    #expect(ko.list(itemCount: 7) == "목록, 항목 7개")
  }

  @Test func rotorNames() {
    #expect(en[.rotorName(.headings)] == "Headings")
    #expect(en[.rotorName(.headingLevel(2))] == "Heading level 2")
    #expect(en[.rotorName(.buttons)] == "Buttons")
    #expect(en[.rotorName(.lists)] == "Lists")
    #expect(en[.rotorName(.updates)] == "Updates")
    #expect(en[.rotorName(.adjustValue)] == "Adjust value")
    #expect(ko[.rotorName(.headings)] == "제목")
    #expect(ko[.rotorName(.headingLevel(3))] == "제목 수준 3")
  }

  @Test func noMoreMessages() {
    #expect(en[.noMore(.headings)] == "No more headings")
    #expect(en[.noMore(.headingLevel(2))] == "No more heading level 2")
    #expect(en[.noMore(.buttons)] == "No more buttons")
    #expect(en[.noMore(.lists)] == "No more lists")
    #expect(en[.noMore(.updates)] == "No more updates")
    #expect(en[.noMore(.custom("Loan customers"))] == "No more loan customers")
    #expect(ko[.noMore(.headings)] == "더 이상 제목이 없습니다")
    #expect(ko[.noMore(.buttons)] == "더 이상 버튼이 없습니다")
    #expect(ko[.noMore(.updates)] == "더 이상 업데이트가 없습니다")
    #expect(ko[.noMore(.headingLevel(2))] == "더 이상 수준 2 제목이 없습니다")
  }

  @Test func koreanSubjectParticleFollowsTheLastSound() {
    #expect(ko[.noMore(.custom("대출 고객"))] == "더 이상 대출 고객이 없습니다")
    #expect(ko[.noMore(.custom("예금 고객 카드"))] == "더 이상 예금 고객 카드가 없습니다")
    #expect(ko[.noMore(.custom("창구 2"))] == "더 이상 창구 2가 없습니다")
    #expect(ko[.noMore(.custom("창구 3"))] == "더 이상 창구 3이 없습니다")
    #expect(ko[.noMore(.custom("VIP"))] == "더 이상 VIP이(가) 없습니다")
    #expect(ko[.noMore(.custom(""))] == "더 이상 이(가) 없습니다")
  }

  @Test func whereAmIPieces() {
    #expect(en[.inList("Waiting")] == "in list Waiting")
    #expect(en[.underHeading("Processing")] == "under heading Processing")
    #expect(en[.inList("")] == "in a list")
    #expect(ko[.inList("대기중")] == "대기중 목록 안")
    #expect(ko[.underHeading("업무중")] == "업무중 제목 아래")
  }

  @Test func messagesAndBoundaries() {
    #expect(en[.firstItem] == "First item")
    #expect(en[.lastItem] == "Last item")
    #expect(en[.nothingToFocus] == "Nothing to focus")
    #expect(en[.notAvailable] == "Not available")
    #expect(en.actionsAvailable([]) == "")
    #expect(
      en.actionsAvailable(["Serve next", "", "Remove"]) == "actions available: Serve next, Remove")
    #expect(en[.liveRegion(.off)] == "")
    #expect(en.separator == ", " && ko.separator == ", ")
  }
}
