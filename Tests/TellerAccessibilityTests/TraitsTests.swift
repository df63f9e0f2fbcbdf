import Testing

@testable import TellerAccessibility

@Suite("AccessibilityTraits")
struct TraitsTests {
  @Test func allCasesHoldsEighteenTraits() {
    #expect(AccessibilityTraits.allCases.count == 18)
  }

  @Test func rawValuesAreDistinctSingleBits() {
    let raws = AccessibilityTraits.allCases.map(\.rawValue)
    #expect(Set(raws).count == raws.count)
    for raw in raws {
      #expect(raw != 0 && raw & (raw - 1) == 0, "\(raw) is one bit")
    }
  }

  @Test func allCasesListsEveryNamedTraitOnce() {
    let named: [AccessibilityTraits] = [
      .button, .link, .header, .searchField, .image, .selected, .playsSound, .keyboardKey,
      .staticText, .summaryElement, .notEnabled, .updatesFrequently, .startsMediaSession,
      .adjustable, .allowsDirectInteraction, .causesPageTurn, .tabBar, .toggleButton,
    ]
    #expect(AccessibilityTraits.allCases == named)
  }

  @Test func unionOfAllCasesHasEighteenBits() {
    let all = AccessibilityTraits(AccessibilityTraits.allCases)
    #expect(all.rawValue.nonzeroBitCount == 18)
  }

  @Test func setOperationsBehaveLikeAnOptionSet() {
    var traits: AccessibilityTraits = [.button, .selected]
    #expect(traits.contains(.button))
    #expect(!traits.contains(.link))
    traits.remove(.button)
    #expect(traits == .selected)
    traits.insert(.adjustable)
    #expect(traits.rawValue == AccessibilityTraits.selected.rawValue | (1 << 13))
    #expect(AccessibilityTraits().isEmpty)
  }

  @Test func elementIsAdjustableOnlyWithTheTrait() {
    #expect(Element(id: "a", traits: .adjustable).isAdjustable)
    #expect(!Element(id: "b", traits: .button).isAdjustable)
  }

  @Test func valueForSpeechPrefersTheSpokenValue() {
    #expect(Element(id: "t", value: "00:04:400").valueForSpeech == "00:04:400")
    #expect(
      Element(id: "t", value: "00:04:400", spokenValue: "4.4 seconds").valueForSpeech
        == "4.4 seconds")
  }
}
