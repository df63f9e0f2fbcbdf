import TellerAccessibility
import TellerArguments
import TellerBank
import TellerSession
import TellerSounds
import TellerSpeech
import TellerSpeechModel
import Testing

/// One log of what sinks are told, in order, shared by a speech sink and
/// a sound sink: "say:X", "cancel", "play:icon@time …", "finish:NAME".
private final class Log {
  var lines: [String] = []
}

private final class SpeakingSink: SpeechSink {
  let log: Log
  init(_ log: Log) { self.log = log }
  func say(_ utterance: Utterance) { log.lines.append("say:\(utterance.text)") }
  func cancel(at time: ModelTime) { log.lines.append("cancel") }
  func finish(drain: Bool, at time: ModelTime?) -> ExitCode? {
    log.lines.append("finish:speech")
    return nil
  }
}

private final class PlayingSink: SoundSink {
  let log: Log
  let name: String
  init(_ log: Log, name: String = "sounds") {
    self.log = log
    self.name = name
  }
  func play(_ icons: [PlacedIcon]) {
    log.lines.append(
      "play:" + icons.map { "\($0.icon.name)@\($0.time.seconds)" }.joined(separator: " "))
  }
  func finish(drain: Bool, at time: ModelTime?) -> ExitCode? {
    log.lines.append("finish:\(name)")
    return nil
  }
}

/// A sink that both speaks and plays, as the recording does.
private final class RecordingSink: SpeechSink, SoundSink {
  let log: Log
  init(_ log: Log) { self.log = log }
  func say(_ utterance: Utterance) {}
  func cancel(at time: ModelTime) {}
  func play(_ icons: [PlacedIcon]) { log.lines.append("recorded \(icons.count)") }
  func finish(drain: Bool, at time: ModelTime?) -> ExitCode? {
    log.lines.append("finish:recording")
    return nil
  }
}

@Suite("Sounds through speech as a presenter: each step's icons, before its words")
struct SoundPresenterTests {
  @Test("Each step's icons go to the sound sinks in order, before that step's speech")
  func iconsBeforeWords() throws {
    let log = Log()
    let speech = SpeechOutput(sinks: [SpeakingSink(log)], sounds: [PlayingSink(log)])
    var core = Session(settings: SessionSettings())
    speech.present(core.start())
    speech.present(core.handle(.line("add", number: 1)))
    speech.present(core.handle(.line("wait 800ms", number: 2)))
    speech.present(core.handle(.line("previous", number: 3)))
    speech.present(core.handle(.endOfInput))
    try speech.finish()
    let plays = log.lines.filter { $0.hasPrefix("play:") }
    #expect(
      plays == [
        "play:added@0.0 deposit-start@0.0 loan-start@0.0",
        "play:finish@0.7 deposit-start@0.7",
        "play:edge@0.8",
      ])
    // The add's icons come before its announcement; the welcome had none.
    let added = try #require(log.lines.firstIndex { $0.hasPrefix("say:10 customers added") })
    let played = try #require(log.lines.firstIndex(of: plays[0]))
    #expect(played < added)
    #expect(log.lines.first?.hasPrefix("say:Teller") == true)
    #expect(log.lines.suffix(2) == ["finish:speech", "finish:sounds"])
  }

  @Test("A sink that is both (the recording) is finished once")
  func finishedOnce() throws {
    let log = Log()
    let recording = RecordingSink(log)
    let speech = SpeechOutput(
      sinks: [recording], sounds: [recording, PlayingSink(log, name: "live")])
    var core = Session(settings: SessionSettings())
    speech.present(core.start())
    speech.present(core.handle(.line("add", number: 1)))
    try speech.finish()
    #expect(log.lines.filter { $0.hasPrefix("finish:") } == ["finish:recording", "finish:live"])
    #expect(log.lines.contains("recorded 3"))
  }

  @Test("Without sound sinks nothing is played, and speech is as it was")
  func noSounds() throws {
    let log = Log()
    let speech = SpeechOutput(sinks: [SpeakingSink(log)])
    var core = Session(settings: SessionSettings())
    speech.present(core.start())
    speech.present(core.handle(.line("add", number: 1)))
    try speech.finish()
    #expect(!log.lines.contains { $0.hasPrefix("play:") })
  }
}
