import TellerScreenReaderModel
import Testing

@Suite("Tallies of speech, and a braille display's states")
struct TallyAndCellsTests {
  static func t(_ seconds: Double) -> LogInstant { at(0, 0, 0).adding(seconds: seconds) }

  static let messages = [
    SpokenMessage(
      client: "r", priority: "text", text: "before", queuedAt: t(0),
      fate: .heard(began: t(0), ended: t(1))),
    SpokenMessage(
      client: "r", priority: "text", text: "┌ one two", queuedAt: t(2),
      fate: .heard(began: t(2), ended: t(3.5))),
    SpokenMessage(
      client: "r", priority: "text", text: "three", queuedAt: t(3),
      fate: .cut(began: t(3.5), at: t(4))),
    SpokenMessage(
      client: "r", priority: "text", text: "four", queuedAt: t(4), fate: .dropped(at: nil)),
    SpokenMessage(
      client: "r", priority: "text", text: "five", queuedAt: t(5), fate: .speakingAtEnd(began: t(5))
    ),
    SpokenMessage(
      client: "r", priority: "text", text: "after", queuedAt: t(9), fate: .dropped(at: nil)),
  ]

  @Test("a stretch counts its messages, speakable characters, fates and the seconds spoken")
  func tally() {
    let tally = SpeechTally(Self.messages, from: Self.t(2), to: Self.t(9), runEnd: Self.t(6))
    #expect(tally.utterances == 4)
    #expect(tally.characters == 6 + 5 + 4 + 4)
    #expect([tally.heard, tally.cut, tally.dropped] == [1, 1, 1])
    #expect(tally.secondsHeard == 1.5 + 0.5 + 1)
    #expect(tally.secondsSent == nil)
  }

  @Test("seconds sent add each message's whole duration, when every one is known")
  func secondsSent() {
    let all = SpeechTally(Self.messages, runEnd: Self.t(10)) { Double($0.speakableCharacters) / 10 }
    #expect(all.utterances == 6)
    #expect(abs((all.secondsSent ?? 0) - 3.0) < 1e-9)
    let partly = SpeechTally(Self.messages, runEnd: Self.t(10)) { $0.text == "four" ? nil : 1 }
    #expect(partly.secondsSent == nil)
  }

  @Test("a display records a state only when its text changes; trailing blanks do not count")
  func states() {
    var cells = BrailleCells()
    cells.record("", at: Self.t(0))
    cells.record("Teller  ", at: Self.t(1))
    cells.record("Teller", at: Self.t(1.5))
    cells.record("Status", at: Self.t(3))
    #expect(cells.states.map(\.text) == ["", "Teller", "Status"])
    #expect(cells.states.first?.isBlank == true)
    #expect(cells.states(from: Self.t(2), to: Self.t(5)).map(\.text) == ["Teller", "Status"])
    #expect(cells.states(from: Self.t(0), to: Self.t(1)).map(\.text) == [""])
  }

  @Test("the share of the time the display showed what passes a test")
  func share() {
    var cells = BrailleCells()
    cells.record("", at: Self.t(1))
    cells.record("Teller", at: Self.t(2))
    cells.record("", at: Self.t(4))
    let teller = cells.share(from: Self.t(0), to: Self.t(5)) { !$0.isEmpty }
    #expect(abs(teller - 0.4) < 1e-9)
    #expect(cells.share(from: Self.t(3), to: Self.t(3)) { _ in true } == 0)
    #expect(BrailleCells().share(from: Self.t(0), to: Self.t(1)) { _ in true } == 0)
  }
}
