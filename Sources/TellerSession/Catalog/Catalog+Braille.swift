import TellerAccessibility

extension Catalog {
  // MARK: Braille marks

  /// The short mark a braille line shows for one trait, as VoiceOver's
  /// braille does: "btn", "lnk", "img"; Korean "버튼", "링크", "그림".
  /// Empty for a trait the line leaves out (static text, summary, updates
  /// frequently and the other behaviours), for an empty set and for a set
  /// of more than one trait.
  ///
  /// Marks are one word each, so panning never splits one. The header
  /// trait's mark carries its level: use ``brailleHeadingMark(level:)``.
  public func brailleMark(for trait: AccessibilityTraits) -> String {
    if trait == .header { return brailleHeadingMark(level: nil) }
    switch language {
    case .english:
      switch trait {
      case .button: return "btn"
      case .toggleButton: return "tgl"
      case .link: return "lnk"
      case .searchField: return "srch"
      case .image: return "img"
      case .selected: return "sel"
      case .keyboardKey: return "key"
      case .notEnabled: return "dim"
      case .adjustable: return "adj"
      case .tabBar: return "tab"
      default: return ""
      }
    case .korean:
      switch trait {
      case .button: return "버튼"
      case .toggleButton: return "토글"
      case .link: return "링크"
      case .searchField: return "검색"
      case .image: return "그림"
      case .selected: return "선택"
      case .keyboardKey: return "키"
      case .notEnabled: return "흐림"
      case .adjustable: return "조절"
      case .tabBar: return "탭"
      default: return ""
      }
    }
  }

  /// The mark of a heading: "h2" for a level from 1 to 6, "hd" without
  /// one; Korean "제목2", "제목".
  public func brailleHeadingMark(level: Int?) -> String {
    let level = level.flatMap { (1...6).contains($0) ? String($0) : nil } ?? ""
    switch language {
    case .english: return level.isEmpty ? "hd" : "h" + level
    case .korean: return "제목" + level
    }
  }

  /// The mark of a container role: "lst" for a list, "dlg" for a modal;
  /// Korean "목록", "대화". Empty for ``ContainerRole/none`` and a group.
  public func brailleRoleMark(_ role: ContainerRole) -> String {
    switch (language, role) {
    case (.english, .list): "lst"
    case (.korean, .list): "목록"
    case (.english, .modal): "dlg"
    case (.korean, .modal): "대화"
    case (_, .none), (_, .group): ""
    }
  }

  /// A position in a list as a braille line shows it: "3/10", the same in
  /// both languages, since digits and the slash read alike.
  public func braillePosition(_ position: Int, of count: Int) -> String {
    "\(position)/\(count)"
  }

  /// The number of items of a list shown as an element of its own, after
  /// its "lst" mark: "Waiting lst 0" for an empty list, as speech says
  /// "Waiting, empty list". A bare number, as the position is, the same in
  /// both languages.
  public func brailleItemCount(_ count: Int) -> String {
    String(count)
  }

  /// What sets a list item's value off from its label on a braille line:
  /// ", ", so "Customer 1, loan" at "clerk 3" reads "Customer 1, loan,
  /// clerk 3 1/3" and never "loan clerk 3"; Korean "1번 고객, 대출, 3번
  /// 창구 1/3". Korean writing uses the same comma.
  public var brailleItemValueSeparator: String { ", " }
}
