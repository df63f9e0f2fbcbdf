extension KoreanAccessibilityWording {
  /// The Korean sentence of an audit finding: what is wrong and how to fix
  /// it.
  public func text(_ message: AuditMessage) -> String {
    switch message {
    case .missingLabel: "요소에 레이블이 없습니다. \"초기화\"처럼 짧은 이름을 붙이세요."
    case .groupWithoutText:
      "그룹에 레이블이 없고 안의 요소에도 텍스트가 없습니다. 레이블을 붙이세요."
    case .labelNamesTrait(let label, let trait, let rest):
      "레이블 \"\(label)\"에 특성 이름 \"\(trait)\"이 들어 있습니다. 특성은 따로 읽힙니다. "
        + (rest.isEmpty ? "무엇을 하는지 이름을 붙이세요." : "\"\(rest)\"(으)로 쓰세요.")
    case .hintDescribesGesture(let hint, let word):
      "힌트 \"\(hint)\"가 동작이나 요소 종류(\"\(word)\")를 설명합니다. "
        + "\"고객 10명 추가\"처럼 무엇이 일어나는지 쓰세요."
    case .headingWithoutLevel(let label):
      "제목 \"\(label)\"에 수준이 없습니다. 1에서 6 사이의 수준을 주세요."
    case .headingLevelOutOfRange(let label, let level):
      "제목 \"\(label)\"의 수준이 \(level)입니다. 1에서 6 사이의 수준을 쓰세요."
    case .duplicateButtonLabel(let label, let first):
      "버튼 \"\(label)\"의 레이블이 같은 컨테이너의 버튼 [\(first)]과 같습니다. "
        + "서로 구별되는 레이블을 붙이세요."
    case .adjustableWithoutValue(let label):
      "조절 가능한 요소 \"\(label)\"에 값이 없습니다. 조절하는 값을 주세요."
    case .modalWithoutStops(let label):
      "대화상자 \"\(label)\"에 초점을 둘 곳이 없습니다. 요소를 하나 이상 넣으세요."
    case .emptyCaption:
      "표에 제목이 없습니다. \"창구 직원\"처럼 무엇을 담은 표인지 밝히는 제목을 붙이세요."
    case .tableWithoutColumnHeaders(let caption):
      (caption.isEmpty ? "표에" : "표 \"\(caption)\"에")
        + " 열 머리글이 없습니다. 첫 행을 열마다 하나씩 열 머리글로 채우세요."
    case .raggedRow(let row, let cells, let columns):
      "\(row)행의 칸이 \(cells)개인데 첫 행은 \(columns)개입니다. 모든 행에 열마다 칸을 하나씩 두세요."
    case .cellWithoutHeader(let row, let column):
      "\(row)행 \(column)열의 칸에 열 머리글도 행 머리글도 없습니다. 그 열에 머리글을 붙이세요."
    case .tablePartOutside(let part, let label):
      Self.outside(part, label: label)
    case .foreignTableChild(let label, let container):
      (label.isEmpty ? "요소가" : "요소 \"\(label)\"이(가)")
        + (container == .row
          ? " 행 안에 바로 있습니다. 행에는 칸만 들어갑니다. 칸으로 만드세요."
          : " 표 안에 바로 있습니다. 표에는 행만 들어갑니다. 칸 안이나 표 밖으로 옮기세요.")
    }
  }

  /// A row outside a table, or a cell outside a row.
  private static func outside(_ part: TableRole, label: String) -> String {
    let quoted = label.isEmpty ? "" : " \"\(label)\""
    switch part {
    case .row:
      return "행\(quoted)이(가) 표 안에 바로 있지 않습니다. 표 안에 넣으세요."
    case .columnHeader, .rowHeader:
      return "머리글 칸\(quoted)이(가) 표의 행 안에 바로 있지 않습니다. 행 안에 넣으세요."
    case .none, .table, .cell:
      return "칸\(quoted)이(가) 표의 행 안에 바로 있지 않습니다. 행 안에 넣으세요."
    }
  }
}

extension KoreanAccessibilityWording {
  /// The Korean words the audit looks for. Gestures are stems, matched
  /// anywhere because particles and endings attach to them ("탭하세요",
  /// "누르면", "버튼을").
  public func auditWords(_ list: AuditWords) -> [String] {
    switch list {
    case .button: ["버튼"]
    case .link: ["링크"]
    case .header: ["제목"]
    case .image: ["이미지"]
    case .tab: ["탭"]
    case .gestureWords: []
    case .gestureStems: ["탭", "클릭", "누르", "눌러", "스와이프", "버튼"]
    }
  }
}
