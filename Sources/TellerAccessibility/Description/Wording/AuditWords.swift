/// The lists of words the audit looks for in one language: words that name
/// an element's own trait in its label, and words of a gesture or the
/// element type in its hint.
///
/// Each language lists its own (``AccessibilityWording/auditWords(_:)``),
/// and ``audit(_:)`` looks for the words of every language, since a tree
/// may be worded in any of them.
public enum AuditWords: Hashable, Sendable, CaseIterable {
  /// Words that name the button trait, matched as whole words: "button".
  case button
  /// Words that name the link trait: "link".
  case link
  /// Words that name the header trait: "heading", "header".
  case header
  /// Words that name the image trait: "image".
  case image
  /// Words that name a tab, in a tab bar: "tab".
  case tab
  /// Words of a gesture or the element type in a hint, matched as whole
  /// words: "tap", "click", "press", "swipe", "button".
  case gestureWords
  /// Stems of a gesture or the element type in a hint, matched anywhere in
  /// a word because particles and endings attach to them: "탭", "누르".
  case gestureStems
}

/// The audit's words of every language, gathered once.
struct AuditVocabulary: Sendable {
  /// The words of each list, in every language.
  let words: [AuditWords: Set<String>]
  /// The stems of gestures, in the languages' order.
  let stems: [String]

  /// Gathers the lists of `wordings`, in their order.
  init(_ wordings: [any AccessibilityWording]) {
    var words: [AuditWords: Set<String>] = [:]
    for list in AuditWords.allCases where list != .gestureStems {
      words[list] = Set(wordings.flatMap { $0.auditWords(list) })
    }
    self.words = words
    self.stems = wordings.flatMap { $0.auditWords(.gestureStems) }
  }

  /// The words of every language's list.
  subscript(_ list: AuditWords) -> Set<String> { words[list] ?? [] }

  /// The words of every language Teller speaks.
  static let all = AuditVocabulary(Language.allCases.map(\.accessibilityWording))
}
