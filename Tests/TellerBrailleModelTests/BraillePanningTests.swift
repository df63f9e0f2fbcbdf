import TellerBank
import TellerBrailleModel
import Testing

@Suite("Braille: panning windows")
struct BraillePanningTests {
  static let status = "Status 3 waiting, 3 being served, work time 4.4 seconds"

  @Test("Empty and blank texts have one empty window")
  func emptyAndBlank() {
    #expect(BraillePanning.windows(of: "", width: 40) == [0..<0])
    #expect(BraillePanning.windows(of: "   ", width: 40) == [0..<0])
    #expect(BraillePanning.windowTexts(of: "", width: 20) == [""])
  }

  @Test("One cell, a text that just fits, and one cell too many")
  func edgeLengths() {
    #expect(BraillePanning.windowTexts(of: "a", width: 20) == ["a"])
    let twenty = String(repeating: "x", count: 20)
    #expect(BraillePanning.windowTexts(of: twenty, width: 20) == [twenty])
    #expect(BraillePanning.windowTexts(of: twenty + "y", width: 20) == [twenty, "y"])
    #expect(BraillePanning.windowTexts(of: "abc def", width: 7) == ["abc def"])
    #expect(BraillePanning.windowTexts(of: "abc defg", width: 7) == ["abc", "defg"])
  }

  @Test("A break begins a window: at the start or past the end it changes nothing")
  func breaks() {
    func texts(_ text: String, _ width: Int, _ breaks: [Int]) -> [String] {
      let cells = Array(text.unicodeScalars)
      return BraillePanning.windows(of: cells, width: width, breaks: breaks).map { range in
        String(String.UnicodeScalarView(cells[range]))
      }
    }
    #expect(
      texts("idle, Dep1 Now Deposit clerk 1, Serving", 39, [15]) == [
        "idle, Dep1 Now", "Deposit clerk 1, Serving",
      ])
    #expect(texts("abc def", 20, []) == ["abc def"])
    #expect(texts("abc def", 20, [0]) == ["abc def"])
    #expect(texts("abc def", 20, [7, 30]) == ["abc def"])
    // At a blank cell the blanks are skipped, as at any break.
    #expect(texts("abc def", 20, [3]) == ["abc", "def"])
    // Inside a word, the word is split there.
    #expect(texts("abcdef", 20, [2]) == ["ab", "cdef"])
    // A break and the width together; words still break between them.
    #expect(texts("aa bb cc dd ee", 5, [9]) == ["aa bb", "cc", "dd ee"])
    #expect(texts("aa bb cc dd ee", 5, [3, 9]) == ["aa", "bb cc", "dd ee"])
  }

  @Test("Widths below 1 count as 1")
  func tinyWidths() {
    #expect(BraillePanning.windowTexts(of: "ab c", width: 0) == ["a", "b", "c"])
    #expect(BraillePanning.windowTexts(of: "ab", width: -5) == ["a", "b"])
  }

  @Test("The status line at 20, 40 and 80 cells breaks between words")
  func statusAtStandardWidths() {
    #expect(
      BraillePanning.windowTexts(of: Self.status, width: 20) == [
        "Status 3 waiting, 3", "being served, work", "time 4.4 seconds",
      ])
    #expect(
      BraillePanning.windowTexts(of: Self.status, width: 40) == [
        "Status 3 waiting, 3 being served, work", "time 4.4 seconds",
      ])
    #expect(BraillePanning.windowTexts(of: Self.status, width: 80) == [Self.status])
  }

  @Test("Korean text pans by cells, one per syllable")
  func korean() {
    let text = "현황 대기중 3명, 업무중 3명, 업무시간 4.4초"
    #expect(
      BraillePanning.windowTexts(of: text, width: 20) == [
        "현황 대기중 3명, 업무중 3명,", "업무시간 4.4초",
      ])
  }

  @Test("A word longer than the display is cut at its edge, and nothing is lost")
  func longWords() {
    let word = String(repeating: "w", count: 45)
    #expect(
      BraillePanning.windowTexts(of: word, width: 20) == [
        String(repeating: "w", count: 20), String(repeating: "w", count: 20),
        String(repeating: "w", count: 5),
      ])
    // A long word after a short one fills the window rather than leaving it
    // nearly empty.
    #expect(
      BraillePanning.windowTexts(of: "a " + word, width: 20) == [
        "a " + String(repeating: "w", count: 18), String(repeating: "w", count: 20),
        String(repeating: "w", count: 7),
      ])
  }

  @Test("Runs of spaces at a break are not shown; inside a window they stay")
  func spaces() {
    #expect(BraillePanning.windowTexts(of: "  ab   cd  ", width: 4) == ["ab", "cd"])
    #expect(BraillePanning.windowTexts(of: "a  b", width: 10) == ["a  b"])
    #expect(BraillePanning.windows(of: "  ab", width: 10) == [2..<4])
  }

  @Test("Combining marks and other scalars each take a cell")
  func scalars() {
    let text = "e\u{301}e\u{301}e\u{301}"
    #expect(BraillePanning.windows(of: text, width: 4) == [0..<4, 4..<6])
  }

  @Test("On many texts and widths: windows fit, keep order, and lose nothing but break spaces")
  func invariants() {
    var generator = SplitMix64(seed: 7)
    let alphabet: [Unicode.Scalar] = ["a", "b", "c", " ", " ", "한", "7", ",", "\u{301}"]
    for round in 0..<400 {
      let length = Int(generator.next() % 120)
      let cells = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
      let width = [1, 2, 3, 5, 20, 40, 80][round % 7]
      let windows = BraillePanning.windows(of: cells, width: width)
      #expect(!windows.isEmpty)
      var previousEnd = 0
      for (index, window) in windows.enumerated() {
        #expect(window.count <= width)
        #expect(window.lowerBound >= previousEnd)
        // Only white space between windows, before the first and after the last.
        #expect(cells[previousEnd..<window.lowerBound].allSatisfy { $0.properties.isWhitespace })
        if !window.isEmpty {
          #expect(!cells[window.lowerBound].properties.isWhitespace)
          #expect(!cells[window.upperBound - 1].properties.isWhitespace)
        } else {
          #expect(windows.count == 1 && index == 0)
        }
        previousEnd = window.upperBound
      }
      #expect(cells[previousEnd...].allSatisfy { $0.properties.isWhitespace })
      let shown = windows.flatMap { cells[$0] }.filter { !$0.properties.isWhitespace }
      #expect(shown == cells.filter { !$0.properties.isWhitespace })
    }
  }
}
