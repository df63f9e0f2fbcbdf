import Foundation
import TellerAccessibility
import TellerBank
import TellerSession
import Testing

@Suite("JSONRenderer")
struct JSONRendererTests {
  private func parse(_ line: String) throws -> [String: Any] {
    let object = try JSONSerialization.jsonObject(with: Data(line.utf8))
    return try #require(object as? [String: Any])
  }

  @Test func announcementHasTypeTextPriorityAndTime() throws {
    let line = JSONRenderer().render(
      OutputRecord(
        kind: .announcement, text: "Customer 3 loan started", priority: .assertive,
        time: .milliseconds(1100)))
    #expect(
      line
        == #"{"type":"announcement","text":"Customer 3 loan started","priority":"assertive","time":1.1}"#
    )
    let object = try parse(line)
    #expect(Set(object.keys) == ["type", "text", "priority", "time"])
    #expect(object["type"] as? String == "announcement")
    #expect(object["priority"] as? String == "assertive")
    #expect((object["time"] as? NSNumber)?.doubleValue == 1.1)
  }

  @Test func announcementWithoutPriorityIsPolite() throws {
    let line = JSONRenderer().render(OutputRecord(kind: .announcement, text: "x", time: .zero))
    #expect(try parse(line)["priority"] as? String == "polite")
  }

  @Test func focusHasAnIDAndNoPriority() throws {
    let line = JSONRenderer().render(
      OutputRecord(
        kind: .focus, text: "Reset, button", priority: .polite, elementID: "button.reset",
        time: .seconds(12.3)))
    #expect(line == #"{"type":"focus","text":"Reset, button","id":"button.reset","time":12.3}"#)
    let object = try parse(line)
    #expect(Set(object.keys) == ["type", "text", "id", "time"])
  }

  @Test func everyKindParsesBack() throws {
    for kind in OutputRecord.Kind.allCases {
      let line = JSONRenderer().render(OutputRecord(kind: kind, text: "t", time: .zero))
      let object = try parse(line)
      #expect(object["type"] as? String == kind.rawValue)
      #expect(object["text"] as? String == "t")
      #expect((object["time"] as? NSNumber)?.intValue == 0)
      #expect(line.hasPrefix(#"{"type":"#))
      #expect(line.hasSuffix(#","time":0}"#))
    }
  }

  @Test func textIsEscapedAndParsesBackExactly() throws {
    let text = "say \"hi\" \\ now\nthen\t\u{1B}[31m\u{0}\u{7F}\u{2028} 한국어 😀"
    let line = JSONRenderer().render(OutputRecord(kind: .description, text: text, time: .zero))
    #expect(!line.contains("\n"))
    #expect(!line.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
    #expect(line.contains("한국어 😀"))
    #expect(try parse(line)["text"] as? String == text)
  }

  @Test func jsonStringEscapes() {
    #expect(jsonString("") == #""""#)
    #expect(jsonString("a") == #""a""#)
    #expect(jsonString("\"\\") == #""\"\\""#)
    #expect(jsonString("\n\u{1B}") == #""\u000a\u001b""#)
    #expect(jsonString("é") == "\"é\"")
  }
}
