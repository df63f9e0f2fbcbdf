import TellerAccessibility
import TellerCommands
import TellerSession
import TellerWording
import Testing

/// `teller audit`'s report words each finding in the catalog's language;
/// the rule's name and the element's ID stay as they are.
@Suite("Screen audit report")
struct ScreenAuditReportTests {
  private let screens = [
    ScreenAudit.Screen(
      name: "idle (en)",
      findings: [
        AuditFinding(element: "b", problem: .duplicateButtonLabel(label: "Add", first: "a"))
      ])
  ]

  @Test("English findings keep the audit's sentences")
  func english() {
    #expect(
      ScreenAudit.report(screens, in: Catalog(language: .english)).split(separator: "\n")[1]
        == "  [b] duplicateButtonLabel: Button \"Add\" has the same label as button [a] in the "
        + "same container; give each a label that tells them apart.")
  }

  @Test("English counts are the report's old lines")
  func englishCounts() {
    let lines = ScreenAudit.report(screens, in: Catalog(language: .english)).split(separator: "\n")
    #expect(lines.first == "idle (en): 1 findings")
    #expect(lines.last == "1 findings in 1 screens.")
  }

  @Test("Korean counts are worded in Korean")
  func koreanCounts() {
    let lines = ScreenAudit.report(screens, in: Catalog(language: .korean)).split(separator: "\n")
    #expect(lines.first == "idle (en): 발견 사항 1개")
    #expect(lines.last == "화면 1개에서 발견 사항 1개.")
  }

  @Test("Korean findings are worded in Korean")
  func korean() {
    #expect(
      ScreenAudit.report(screens, in: Catalog(language: .korean)).split(separator: "\n")[1]
        == "  [b] duplicateButtonLabel: 버튼 \"Add\"의 레이블이 같은 컨테이너의 버튼 [a]과 같습니다. "
        + "서로 구별되는 레이블을 붙이세요.")
  }
}
