extension KoreanAccessibilityWording {
  /// The Korean words of the accessibility layer.
  public func text(_ message: AccessibilityMessage) -> String {
    switch message {
    case .trait(let trait): Self.word(trait)
    case .heading(let level): "제목 수준 \(level)"
    case .liveRegion(.off): ""
    case .liveRegion(.polite): "변경 사항 알림"
    case .liveRegion(.assertive): "변경 사항 즉시 알림"
    case .actionsAvailable: "사용 가능한 동작: "
    case .listPosition(let position, let count): "\(count)개 중 \(position)번째"
    case .items(let count): "항목 \(count)개"
    case .list: "목록"
    case .emptyList: "빈 목록"
    case .roleName(.none): ""
    case .roleName(.list): "목록"
    case .roleName(.group): "그룹"
    case .roleName(.modal): "대화상자"
    case .container: "컨테이너"
    case .hiddenFlag: "숨김"
    case .notAnElementFlag: "요소 아님"
    case .outsideModalFlag: "대화상자 밖"
    case .noLabel: "(레이블 없음)"
    case .spokenAs(let value): "읽기 \"\(value)\""
    case .shownAs(let label): "표시 \"\(label)\""
    case .shortAs(let label): "줄임 \"\(label)\""
    case .rotorName(let setting): Self.rotorName(setting)
    case .noMore(let setting): Self.noMore(Self.noun(setting))
    case .firstItem: "첫 번째 항목"
    case .lastItem: "마지막 항목"
    case .nothingToFocus: "초점을 둘 항목이 없습니다"
    case .notAvailable: "사용할 수 없음"
    case .notAdjustable: "조절할 수 없음"
    case .noActions: "사용 가능한 동작 없음"
    case .inList(let label): label.isEmpty ? "목록 안" : "\(label) 목록 안"
    case .inGroup(let label): label.isEmpty ? "그룹 안" : "\(label) 그룹 안"
    case .inDialog(let label): label.isEmpty ? "대화상자 안" : "\(label) 대화상자 안"
    case .underHeading(let label): label.isEmpty ? "제목 아래" : "\(label) 제목 아래"
    case .tableRoleName(let role): Self.tableRoleName(role)
    case .tableSize(let rows, let columns): "\(rows)행 \(columns)열"
    case .emptyTable: "빈 표"
    case .rowPosition(let row, let count): "\(count)행 중 \(row)행"
    case .columnPosition(let column, let count): "\(count)열 중 \(column)열"
    case .blankCell: "빈 칸"
    case .tableEdge(.startOfRow): "행의 처음"
    case .tableEdge(.endOfRow): "행의 끝"
    case .tableEdge(.topOfColumn): "열의 맨 위"
    case .tableEdge(.bottomOfColumn): "열의 맨 아래"
    case .notInTable: "표 안이 아닙니다"
    case .inTable(let caption): caption.isEmpty ? "표 안" : "\(caption) 표 안"
    }
  }

  private static func tableRoleName(_ role: TableRole) -> String {
    switch role {
    case .none: ""
    case .table: "표"
    case .row: "행"
    case .cell: "칸"
    case .columnHeader: "열 머리글"
    case .rowHeader: "행 머리글"
    }
  }

  private static func rotorName(_ setting: RotorSetting) -> String {
    switch setting {
    case .headings: "제목"
    case .headingLevel(let level): "제목 수준 \(level)"
    case .buttons: "버튼"
    case .lists: "목록"
    case .tables: "표"
    case .updates: "업데이트"
    case .adjustValue: "값 조절"
    case .custom(let name): name
    }
  }

  /// What the rotor finds no more of.
  private static func noun(_ setting: RotorSetting) -> String {
    switch setting {
    case .headingLevel(let level): "수준 \(level) 제목"
    case .adjustValue: "조절 가능한 항목"
    default: rotorName(setting)
    }
  }

  private static func noMore(_ noun: String) -> String {
    "더 이상 \(noun)\(subjectParticle(after: noun)) 없습니다"
  }

  /// The Korean subject particle for a noun: "이" after a final consonant,
  /// "가" after a vowel, "이(가)" when the last character does not tell.
  private static func subjectParticle(after noun: String) -> String {
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

  private static func word(_ trait: AccessibilityTraits) -> String {
    switch trait {
    case .button: "버튼"
    case .link: "링크"
    case .header: "제목"
    case .searchField: "검색 필드"
    case .image: "이미지"
    case .selected: "선택됨"
    case .playsSound: "소리 재생"
    case .keyboardKey: "키보드 키"
    case .staticText: "정적 텍스트"
    case .summaryElement: "요약"
    case .notEnabled: "흐리게 표시됨"
    case .updatesFrequently: "자주 업데이트됨"
    case .startsMediaSession: "미디어 세션 시작"
    case .adjustable: "조절 가능"
    case .allowsDirectInteraction: "직접 조작 허용"
    case .causesPageTurn: "페이지 넘김"
    case .tabBar: "탭 막대"
    case .toggleButton: "토글 버튼"
    default: ""
    }
  }
}
