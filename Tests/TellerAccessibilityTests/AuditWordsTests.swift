import Testing

@testable import TellerAccessibility

/// The audit's word lists come from each language's wording.
@Suite("Audit words")
struct AuditWordsTests {
  @Test("Every language names each trait, lower-cased, and gestures in words or stems")
  func everyLanguage() {
    for language in Language.allCases {
      let wording = language.accessibilityWording
      for list in [AuditWords.button, .link, .header, .image, .tab] {
        let words = wording.auditWords(list)
        #expect(!words.isEmpty, "\(language) has no words for \(list)")
        #expect(words.allSatisfy { $0 == $0.lowercased() }, "\(language) \(list)")
      }
      let gestures = wording.auditWords(.gestureWords) + wording.auditWords(.gestureStems)
      #expect(!gestures.isEmpty, "\(language) has no gesture words")
    }
  }

  @Test("The audit looks for the words of every language")
  func vocabulary() {
    let all = AuditVocabulary.all
    #expect(all[.button] == ["button", "버튼"])
    #expect(all[.header] == ["heading", "header", "제목"])
    #expect(all.stems == ["탭", "클릭", "누르", "눌러", "스와이프", "버튼"])
    #expect(all[.gestureWords].contains("swiping"))
  }
}
