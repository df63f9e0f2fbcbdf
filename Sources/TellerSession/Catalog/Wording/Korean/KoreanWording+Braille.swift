import TellerAccessibility

extension KoreanWording {
  /// The Korean words of braille lines and notices.
  public func text(_ message: BrailleMessage) -> String {
    let install = Catalog.liblouisInstallCommand
    switch message {
    case .traitMark(let trait): return Self.mark(trait) ?? text(.heading(level: nil))
    case .heading(let level?) where (1...6).contains(level): return "제목\(level)"
    case .heading: return "제목"
    case .roleMark(.list): return "목록"
    case .roleMark(.modal): return "대화"
    case .roleMark(.none), .roleMark(.group): return ""
    case .needsLiblouis(let table, let library, let showsNotice):
      return "teller: 점자 표 \(table)에는 liblouis가 필요한데 \(library)을(를) 찾지 못했습니다. "
        + "설치하세요(\(install)). "
        + (showsNotice
          ? "그때까지 점자 디스플레이에는 이 안내가 나옵니다." : "그때까지 점자 디스플레이에는 컴퓨터 점자가 나옵니다.")
    case .tableFailed(let table, let reason, let showsNotice):
      return "teller: liblouis가 점자 표 \(table)을(를) 읽지 못했습니다"
        + (reason.isEmpty ? "" : " (\(reason))") + ". "
        + (showsNotice ? "점자 디스플레이에는 이 안내가 나옵니다." : "점자 디스플레이에는 컴퓨터 점자가 나옵니다.")
    case .needsLiblouisNotice: return "Korean braille needs liblouis20"
    }
  }

  /// The mark of a trait other than the header; nil for the header.
  private static func mark(_ trait: AccessibilityTraits) -> String? {
    switch trait {
    case .header: nil
    case .button: "버튼"
    case .toggleButton: "토글"
    case .link: "링크"
    case .searchField: "검색"
    case .image: "그림"
    case .selected: "선택"
    case .keyboardKey: "키"
    case .notEnabled: "흐림"
    case .adjustable: "조절"
    case .tabBar: "탭"
    default: ""
    }
  }
}
