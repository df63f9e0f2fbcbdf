import Testing

@testable import TellerText

@Suite("Nearest word")
struct NearestWordTests {
  @Test("Edits: insertions, deletions, substitutions and a swap of neighbours each count one")
  func distance() {
    #expect(NearestWord.distance("", "") == 0)
    #expect(NearestWord.distance("", "add") == 3)
    #expect(NearestWord.distance("add", "") == 3)
    #expect(NearestWord.distance("add", "add") == 0)
    #expect(NearestWord.distance("ad", "add") == 1)
    #expect(NearestWord.distance("qit", "quit") == 1)
    #expect(NearestWord.distance("hepl", "help") == 1)
    #expect(NearestWord.distance("sede", "seed") == 1)
    #expect(NearestWord.distance("kitten", "sitting") == 3)
    #expect(NearestWord.distance("ca", "abc") == 3)
    #expect(NearestWord.distance("고객", "고객들") == 1)
  }

  @Test("The word itself, a unique start of three or more, or the unique nearest within reach")
  func suggestion() {
    let words = ["add", "reset", "read", "repeat", "help", "hints", "history", "last", "language"]
    #expect(NearestWord.suggestion(for: "ADD", among: words) == "add")
    #expect(NearestWord.suggestion(for: "ad", among: words) == "add")
    #expect(NearestWord.suggestion(for: "hist", among: words) == "history")
    #expect(NearestWord.suggestion(for: "lang", among: words) == "language")
    #expect(NearestWord.suggestion(for: "languages", among: words) == "language")
    #expect(NearestWord.suggestion(for: "hepl", among: words) == "help")
    #expect(NearestWord.suggestion(for: "rset", among: words) == "reset")
    // Too far, too short to tell, or as near to two: nothing.
    #expect(NearestWord.suggestion(for: "frob", among: words) == nil)
    #expect(NearestWord.suggestion(for: "re", among: words) == nil)
    #expect(NearestWord.suggestion(for: "rea", among: words) == "read")
    #expect(NearestWord.suggestion(for: "x", among: words) == nil)
    #expect(NearestWord.suggestion(for: "", among: words) == nil)
    #expect(NearestWord.suggestion(for: "hel", among: ["help", "helm", "hello"]) == nil)
    #expect(NearestWord.suggestion(for: "hekp", among: ["help", "heap"]) == nil)
    // A long typed word is no slip; the candidate keeps its own case.
    #expect(NearestWord.suggestion(for: String(repeating: "a", count: 41), among: words) == nil)
    #expect(NearestWord.suggestion(for: "versio", among: ["Version"]) == "Version")
  }
}
