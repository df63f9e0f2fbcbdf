import TellerApp
import Testing

@Suite("Resting line")
struct RestingLineTests {
  @Test(
    "The break comes before the next line, not after its own; a backspace steps onto the last character"
  )
  func breaksBefore() {
    var line = RestingLine()
    #expect(
      line.text(for: "Teller.\nTeller, heading level 1\n")
        == "Teller.\nTeller, heading level 1\u{8}")
    #expect(line.isOpen)
    #expect(line.text(for: "Customer 1 started\n") == "\nCustomer 1 started\u{8}")
    #expect(line.text(for: "") == "", "nothing to write opens nothing and breaks nothing")
    #expect(line.isOpen)
    #expect(line.close() == "\n")
    #expect(!line.isOpen)
    #expect(line.close() == "", "a closed line is not closed twice")
    #expect(line.text(for: "a\n") == "a\u{8}")
    line.reset()
    #expect(line.text(for: "b\n") == "b\u{8}", "after the screen was cleared, no break first")
    #expect(line.text(for: "no break") == "\nno break")
    #expect(line.isOpen)
    line.reset()
    #expect(line.text(for: "\n") == "", "an empty line has no character to step back onto")
    #expect(line.text(for: "x\n\n") == "\nx\n", "nor a text whose last line is empty")
  }
}
