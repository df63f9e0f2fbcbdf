import TellerAccessibility
import TellerBank
import TellerInput
import TellerSession
import TellerSounds
import TellerWording
import Testing

@Suite("The session's audio graph: o, the day so far")
struct SessionAudioGraphTests {
  /// A session after some lines, and the step of the last.
  private func run(_ lines: [String], language: Language = .english) -> (Session, SessionStep) {
    var session = Session(settings: SessionSettings(language: language))
    var step = session.start()
    for (number, line) in lines.enumerated() {
      step = session.handle(.line(line, number: number + 1))
    }
    return (session, step)
  }

  @Test("o and the lines graph and audio graph ask for it")
  func keys() throws {
    #expect(KeyBindings.standard.command(for: .character("o")) == .playGraph)
    #expect(try LineCommandParser.parse("graph") == .playGraph)
    #expect(try LineCommandParser.parse("audio graph") == .playGraph)
    #expect(KeyBindings.standard.commands(on: .graph) == [.playGraph])
  }

  @Test(
    "The answer is the sentence; the step carries the day since the start",
    arguments: [
      Language.english, .korean,
    ])
  func dayOfTwentySeconds(language: Language) throws {
    let (_, step) = run(["add", "wait 20s", "graph"], language: language)
    let cue = try #require(step.graph)
    #expect(cue.time == .seconds(20))
    #expect(cue.graph.series.span == .seconds(20))
    // Ten arrive at once; three start at once, so seven wait at the start.
    #expect(cue.graph.series.peakWaiting == 7 && cue.graph.series.peakTime == .zero)
    #expect(cue.graph.seconds == AudioGraph.defaultSeconds)
    let sentence = Catalog(language: language).audioGraphSentence(cue.graph)
    #expect(step.records.map(\.text) == [sentence])
    #expect(cue.lead > .seconds(2), "\(cue.lead)")
    #expect(step.cause == .command(.playGraph))
  }

  @Test("A reset starts the day afresh; no time passed is nothing to hear")
  func resetAndNothing() throws {
    let (_, afterReset) = run(["add", "wait 20s", "reset", "wait 5s", "graph"])
    let cue = try #require(afterReset.graph)
    #expect(cue.graph.series.span == .seconds(5))
    #expect(cue.graph.series.peakWaiting == 0)
    let (_, atOnce) = run(["graph"])
    #expect(atOnce.graph == nil)
    #expect(atOnce.records.map(\.text) == [Catalog.english[AudioGraphMessage.nothingToHear]])
    // Only the step that asks carries it.
    let (_, next) = run(["add", "wait 2s", "graph", "next"])
    #expect(next.graph == nil)
  }
}
