import TellerInput
import TellerSession
import Testing

@Suite("LineSplitter")
struct LineSplitterTests {
  private func split(_ chunks: [String]) -> [String] {
    var splitter = LineSplitter()
    var lines: [String] = []
    for chunk in chunks { lines += splitter.push(Array(chunk.utf8)) }
    if let last = splitter.finish() { lines.append(last) }
    return lines
  }

  @Test func emptyStreamHasNoLines() {
    #expect(split([]).isEmpty)
    #expect(split([""]).isEmpty)
  }

  @Test func oneLine() {
    #expect(split(["add\n"]) == ["add"])
  }

  @Test func twoLinesInOneChunk() {
    #expect(split(["add\nnext\n"]) == ["add", "next"])
  }

  @Test func manyLinesAcrossChunks() {
    #expect(split(["ad", "d\nne", "xt\nwait 2s\n"]) == ["add", "next", "wait 2s"])
  }

  @Test func carriageReturnLineFeed() {
    #expect(split(["add\r\nnext\r\n"]) == ["add", "next"])
    #expect(split(["add\r", "\nnext"]) == ["add", "next"])
  }

  @Test func finalLineWithoutEnding() {
    var splitter = LineSplitter()
    #expect(splitter.push(Array("add\nquit".utf8)) == ["add"])
    #expect(splitter.hasPartialLine)
    #expect(splitter.finish() == "quit")
    #expect(splitter.finish() == nil)
  }

  @Test func blankLinesAreKept() {
    #expect(split(["\n\nadd\n"]) == ["", "", "add"])
  }

  @Test func koreanSplitInsideACharacter() {
    let bytes = Array("초기화\n".utf8)
    var splitter = LineSplitter()
    #expect(splitter.push(Array(bytes[0..<2])).isEmpty)
    #expect(splitter.push(Array(bytes[2...])) == ["초기화"])
  }

  @Test func invalidBytesBecomeReplacementCharacters() {
    var splitter = LineSplitter()
    #expect(splitter.push([0x61, 0xFF, 0x0A]) == ["a\u{FFFD}"])
  }
}
