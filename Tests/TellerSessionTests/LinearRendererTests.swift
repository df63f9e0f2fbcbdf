import TellerAccessibility
import TellerBank
import TellerSession
import Testing

@Suite("LinearRenderer")
struct LinearRendererTests {
  private func record(
    _ kind: OutputRecord.Kind, _ text: String, time: ModelTime = .zero
  ) -> OutputRecord {
    OutputRecord(kind: kind, text: text, time: time)
  }

  @Test func focusAnnouncementAndDescriptionArePlain() {
    let renderer = LinearRenderer()
    #expect(
      renderer.render(record(.focus, "Add 10 customers, button")) == "Add 10 customers, button")
    #expect(
      renderer.render(record(.announcement, "Customer 3 loan started")) == "Customer 3 loan started"
    )
    #expect(
      renderer.render(record(.description, "Waiting, list, 4 items")) == "Waiting, list, 4 items")
    #expect(
      renderer.render(
        record(.welcome, "Teller. Press question mark for help."))
        == "Teller. Press question mark for help.")
  }

  @Test func errorsStartWithTheirPrefix() {
    #expect(
      LinearRenderer().render(record(.error, "No next heading.")) == "Error: No next heading.")
    let korean = LinearRenderer(errorPrefix: "오류: ")
    #expect(korean.render(record(.error, "다음 제목이 없습니다.")) == "오류: 다음 제목이 없습니다.")
  }

  @Test func everyRecordIsOneLineWithoutEscapes() {
    let renderer = LinearRenderer(timestamps: true)
    let text = "line one\nline two\r\u{1B}[31mred\u{1B}[0m\u{2028}end\u{85}"
    for kind in OutputRecord.Kind.allCases {
      let line = renderer.render(record(kind, text))
      #expect(!line.contains("\n"))
      #expect(!line.contains("\r"))
      #expect(!line.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x2028 })
      #expect(line.contains("line one\\nline two\\r\\e[31mred\\e[0m\\u{2028}end\\u{85}"))
    }
  }

  @Test func timestampsGoAtTheEnd() {
    let renderer = LinearRenderer(timestamps: true)
    #expect(
      renderer.render(
        record(.announcement, "Customer 1 deposit finished", time: .milliseconds(12_300)))
        == "Customer 1 deposit finished [12.300 s]")
    #expect(renderer.render(record(.focus, "Reset, button")) == "Reset, button [0.000 s]")
    #expect(
      renderer.render(record(.error, "Bad line.", time: .seconds(1.1)))
        == "Error: Bad line. [1.100 s]")
  }

  @Test func koreanPassesThrough() {
    #expect(LinearRenderer().render(record(.focus, "고객 10명 추가, 버튼")) == "고객 10명 추가, 버튼")
  }

  @Test func linesEndEachRecordWithANewline() {
    let renderer = LinearRenderer()
    #expect(renderer.lines([]) == "")
    #expect(renderer.lines([record(.focus, "a")]) == "a\n")
    #expect(renderer.lines([record(.focus, "a"), record(.error, "b")]) == "a\nError: b\n")
  }
}
