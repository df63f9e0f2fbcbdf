/// Every word Teller's accessibility layer speaks, in English and Korean.
///
/// Descriptions, the rotor, where-am-I and the tree dump take their wording
/// from here and nowhere else. Korean is written for the ear, the way a
/// Korean screen reader speaks ("버튼", "제목 수준 2", "10개 중 3번째").
/// Every phrase is given in both languages at the same place, so no
/// English phrase can lack its Korean counterpart.
public struct AccessibilityCatalog: Hashable, Sendable {
  /// The language the catalog speaks.
  public let language: Language

  /// Creates a catalog for a language.
  public init(language: Language) { self.language = language }

  /// The separator between the parts of a description: ", " in both
  /// languages.
  public var separator: String { ", " }

  private func pick(_ english: String, _ korean: String) -> String {
    language == .korean ? korean : english
  }

  // MARK: Traits

  /// The traits a description speaks at normal verbosity; the others are
  /// spoken only at high verbosity.
  ///
  /// Static text, summary, updates-frequently, plays-sound,
  /// starts-media-session, allows-direct-interaction and causes-page-turn
  /// describe behaviour rather than what the element is, so they stay
  /// silent at normal verbosity.
  public static let normallySpokenTraits: AccessibilityTraits = [
    .button, .link, .header, .searchField, .image, .selected, .keyboardKey, .notEnabled,
    .adjustable, .tabBar, .toggleButton,
  ]

  /// The traits a description speaks even at low verbosity: the roles,
  /// which say what a control is and so how to use it ("button",
  /// "heading level 2", "adjustable"), and "dimmed", which says it will
  /// not act. States and behaviour ("selected", "updates frequently")
  /// wait for normal verbosity.
  public static let lowSpokenTraits: AccessibilityTraits = [
    .button, .toggleButton, .link, .header, .searchField, .keyboardKey, .adjustable, .tabBar,
    .notEnabled,
  ]

  /// Whether a description speaks a trait at a verbosity.
  public static func speaks(_ trait: AccessibilityTraits, at verbosity: Verbosity) -> Bool {
    switch verbosity {
    case .low: lowSpokenTraits.isSuperset(of: trait)
    case .normal: normallySpokenTraits.isSuperset(of: trait)
    case .high: true
    }
  }

  /// The word for one trait, such as "button" or "dimmed"; empty for an
  /// empty set or a set of more than one trait.
  ///
  /// The header trait is "heading" here; use ``heading(level:)`` to speak
  /// its level.
  public func word(for trait: AccessibilityTraits) -> String {
    switch trait {
    case .button: pick("button", "버튼")
    case .link: pick("link", "링크")
    case .header: pick("heading", "제목")
    case .searchField: pick("search field", "검색 필드")
    case .image: pick("image", "이미지")
    case .selected: pick("selected", "선택됨")
    case .playsSound: pick("plays sound", "소리 재생")
    case .keyboardKey: pick("keyboard key", "키보드 키")
    case .staticText: pick("static text", "정적 텍스트")
    case .summaryElement: pick("summary", "요약")
    case .notEnabled: pick("dimmed", "흐리게 표시됨")
    case .updatesFrequently: pick("updates frequently", "자주 업데이트됨")
    case .startsMediaSession: pick("starts media session", "미디어 세션 시작")
    case .adjustable: pick("adjustable", "조절 가능")
    case .allowsDirectInteraction: pick("allows direct interaction", "직접 조작 허용")
    case .causesPageTurn: pick("causes page turn", "페이지 넘김")
    case .tabBar: pick("tab bar", "탭 막대")
    case .toggleButton: pick("toggle button", "토글 버튼")
    default: ""
    }
  }

  /// "heading level 2" for a level from 1 to 6, otherwise "heading".
  public func heading(level: Int?) -> String {
    guard let level, (1...6).contains(level) else { return word(for: .header) }
    return pick("heading level \(level)", "제목 수준 \(level)")
  }

  /// The trait words a description speaks, in the order of
  /// ``AccessibilityTraits/allCases``, except that a toggle button is
  /// spoken where "button" would be, as "toggle button" and never as both.
  ///
  /// The header trait is spoken with its level.
  ///
  /// - Complexity: O(1); there are 18 traits.
  public func words(
    for traits: AccessibilityTraits, headingLevel: Int?, verbosity: Verbosity
  ) -> [String] {
    var result: [String] = []
    for trait in Self.speakingOrder where traits.contains(trait) {
      if trait == .button, traits.contains(.toggleButton) { continue }
      guard Self.speaks(trait, at: verbosity) else { continue }
      result.append(trait == .header ? heading(level: headingLevel) : word(for: trait))
    }
    return result
  }

  private static let speakingOrder: [AccessibilityTraits] = {
    var order = AccessibilityTraits.allCases.filter { $0 != .toggleButton }
    order.insert(.toggleButton, at: 1)
    return order
  }()

  /// How changes to an element are announced, for high verbosity:
  /// "announces changes" or "announces changes at once"; empty when off.
  public func liveRegion(_ region: LiveRegion) -> String {
    switch region {
    case .off: ""
    case .polite: pick("announces changes", "변경 사항 알림")
    case .assertive: pick("announces changes at once", "변경 사항 즉시 알림")
    }
  }

  /// "actions available: Serve next, Remove" for custom actions; empty
  /// when there are none.
  public func actionsAvailable(_ names: [String]) -> String {
    let named = names.filter { !$0.isEmpty }
    guard !named.isEmpty else { return "" }
    return pick("actions available: ", "사용 가능한 동작: ") + named.joined(separator: ", ")
  }

  // MARK: Lists and containers

  /// A position in a list: "3 of 10", Korean "10개 중 3번째".
  public func listPosition(_ position: Int, of count: Int) -> String {
    pick("\(position) of \(count)", "\(count)개 중 \(position)번째")
  }

  /// A number of items: "1 item", "7 items", Korean "항목 7개".
  public func items(_ count: Int) -> String {
    pick(count == 1 ? "1 item" : "\(count) items", "항목 \(count)개")
  }

  /// A list and its size: "list, 7 items", or "empty list".
  public func list(itemCount count: Int) -> String {
    count == 0 ? pick("empty list", "빈 목록") : pick("list", "목록") + separator + items(count)
  }

  /// The spoken name of a container role: "list", "group", "dialog"; empty
  /// for ``ContainerRole/none``.
  public func roleName(_ role: ContainerRole) -> String {
    switch role {
    case .none: ""
    case .list: pick("list", "목록")
    case .group: pick("group", "그룹")
    case .modal: pick("dialog", "대화상자")
    }
  }

  /// The word for a plain container that is not an element: "container".
  public var container: String { pick("container", "컨테이너") }

  // MARK: Tree dump

  /// A dump's flag for a hidden element: "hidden".
  public var hiddenFlag: String { pick("hidden", "숨김") }

  /// A dump's flag for text that is neither a stop nor part of one: "not
  /// an element".
  public var notAnElementFlag: String { pick("not an element", "요소 아님") }

  /// A dump's flag for a stop the reading order skips because a modal is
  /// present: "outside dialog".
  public var outsideModalFlag: String { pick("outside dialog", "대화상자 밖") }

  /// A dump's stand-in for a missing label: "(no label)".
  public var noLabel: String { pick("(no label)", "(레이블 없음)") }

  /// A dump's note of a spoken value that differs from the shown one:
  /// `spoken "4.4 seconds"`.
  public func spokenAs(_ value: String) -> String {
    pick("spoken \"\(value)\"", "읽기 \"\(value)\"")
  }

  /// A dump's note of a shown label that differs from the spoken one:
  /// `shown "4 - Deposit"`.
  public func shownAs(_ label: String) -> String {
    pick("shown \"\(label)\"", "표시 \"\(label)\"")
  }

  // MARK: Rotor

  /// The rotor's name for a setting: "Headings", "Heading level 2",
  /// "Buttons", "Lists", "Updates", "Adjust value", or a custom rotor's own
  /// name.
  public func rotorName(_ setting: RotorSetting) -> String {
    switch setting {
    case .headings: pick("Headings", "제목")
    case .headingLevel(let level): pick("Heading level \(level)", "제목 수준 \(level)")
    case .buttons: pick("Buttons", "버튼")
    case .lists: pick("Lists", "목록")
    case .updates: pick("Updates", "업데이트")
    case .adjustValue: pick("Adjust value", "값 조절")
    case .custom(let name): name
    }
  }

  /// What the rotor says when Up or Down finds nothing further: "No more
  /// headings", "No more heading level 2", "No more loan customers";
  /// Korean "더 이상 제목이 없습니다".
  public func noMore(_ setting: RotorSetting) -> String {
    switch setting {
    case .headings: pick("No more headings", noMoreKorean("제목"))
    case .headingLevel(let level):
      pick("No more heading level \(level)", noMoreKorean("수준 \(level) 제목"))
    case .buttons: pick("No more buttons", noMoreKorean("버튼"))
    case .lists: pick("No more lists", noMoreKorean("목록"))
    case .updates: pick("No more updates", noMoreKorean("업데이트"))
    case .adjustValue: pick("No more adjustable items", noMoreKorean("조절 가능한 항목"))
    case .custom(let name): pick("No more \(name.lowercased())", noMoreKorean(name))
    }
  }

  private func noMoreKorean(_ noun: String) -> String {
    "더 이상 \(noun)\(subjectParticle(after: noun)) 없습니다"
  }

  // MARK: Boundaries and messages

  /// Said when moving back from the first stop: "First item".
  public var firstItem: String { pick("First item", "첫 번째 항목") }

  /// Said when moving on from the last stop: "Last item".
  public var lastItem: String { pick("Last item", "마지막 항목") }

  /// Said when the screen has no stop at all: "Nothing to focus".
  public var nothingToFocus: String { pick("Nothing to focus", "초점을 둘 항목이 없습니다") }

  /// Said when activating a dimmed element: "Not available".
  public var notAvailable: String { pick("Not available", "사용할 수 없음") }

  /// Said when incrementing or decrementing an element that is not
  /// adjustable: "Not adjustable".
  public var notAdjustable: String { pick("Not adjustable", "조절할 수 없음") }

  /// Said when asking for custom actions on an element that has none:
  /// "No actions".
  public var noActions: String { pick("No actions", "사용 가능한 동작 없음") }

  // MARK: Where am I

  /// Where-am-I for a list: "in list Waiting", or "in a list" without a
  /// label; Korean "대기중 목록 안".
  public func inList(_ label: String) -> String {
    label.isEmpty ? pick("in a list", "목록 안") : pick("in list \(label)", "\(label) 목록 안")
  }

  /// Where-am-I for a group: "in group Summary", or "in a group".
  public func inGroup(_ label: String) -> String {
    label.isEmpty ? pick("in a group", "그룹 안") : pick("in group \(label)", "\(label) 그룹 안")
  }

  /// Where-am-I for a modal: "in dialog Confirm", or "in a dialog".
  public func inDialog(_ label: String) -> String {
    label.isEmpty
      ? pick("in a dialog", "대화상자 안") : pick("in dialog \(label)", "\(label) 대화상자 안")
  }

  /// Where-am-I for the nearest heading before the element: "under heading
  /// Processing"; Korean "업무중 제목 아래".
  public func underHeading(_ label: String) -> String {
    label.isEmpty
      ? pick("under a heading", "제목 아래") : pick("under heading \(label)", "\(label) 제목 아래")
  }
}

/// The Korean subject particle for a noun: "이" after a final consonant,
/// "가" after a vowel, "이(가)" when the last character does not tell.
private func subjectParticle(after noun: String) -> String {
  guard let last = noun.unicodeScalars.last else { return "이(가)" }
  let value = last.value
  if (0xAC00...0xD7A3).contains(value) {
    return (value - 0xAC00) % 28 == 0 ? "가" : "이"
  }
  // Digits as read in Sino-Korean: 영 일 이 삼 사 오 육 칠 팔 구.
  let digitHasFinal: [Bool] = [true, true, false, true, false, false, true, true, true, false]
  if (0x30...0x39).contains(value) {
    return digitHasFinal[Int(value - 0x30)] ? "이" : "가"
  }
  return "이(가)"
}
