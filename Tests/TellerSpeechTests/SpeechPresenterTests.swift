import TellerAccessibility
import TellerArguments
import TellerBank
import TellerSession
import TellerSpeech
import TellerSpeechModel
import Testing

/// A sink that notes what it is told, in order, as short text: "say:X",
/// "cancel@1.0", "finish(drain)@1.0"; it can report a failed recording.
private final class NotingSink: SpeechSink {
  var events: [String] = []
  var fails = false

  func say(_ utterance: Utterance) { events.append("say:\(utterance.text)") }
  func cancel(at time: ModelTime) { events.append("cancel@\(time.seconds)") }
  func finish(drain: Bool, at time: ModelTime?) -> ExitCode? {
    events.append("finish(\(drain ? "drain" : "stop"))@\(time.map { "\($0.seconds)" } ?? "-")")
    return fails ? .ioError : nil
  }

  /// The events that are not utterances.
  var controls: [String] { events.filter { !$0.hasPrefix("say:") } }
}

/// A session reading keys on seed 1.
private func session() -> Session {
  Session(settings: SessionSettings(bank: BankConfiguration(seed: 1), inputIsKeys: true))
}

@Suite("Speech as a presenter: steps in, speech that cuts in, drains or stops")
struct SpeechPresenterTests {
  @Test("Every sink hears each step; Escape cancels; q stops at once at the latest time")
  func escapeAndQuit() throws {
    let sinks = [NotingSink(), NotingSink()]
    var speech: any Presenter = SpeechOutput(sinks: sinks)
    var core = session()
    try speech.present(core.start())
    try speech.present(core.handle(.key(.character("a"))))
    try speech.present(core.handle(.key(.escape)))
    try speech.present(core.handle(.key(.character("q"))))
    try speech.finish()
    for sink in sinks {
      // The add's answer cuts the welcome off, Escape cuts the answer, q stops.
      #expect(sink.controls == ["cancel@0.0", "cancel@0.0", "finish(stop)@0.0"])
      #expect(sink.events.first?.hasPrefix("say:Teller") == true, "\(sink.events)")
    }
    #expect(sinks[0].events == sinks[1].events)
  }

  @Test("The end of input lets what waits be said")
  func endOfInputDrains() throws {
    let sink = NotingSink()
    let speech = SpeechOutput(sinks: [sink])
    var core = session()
    speech.present(core.start())
    speech.present(core.handle(.line("add", number: 1)))
    speech.present(core.handle(.line("wait 2s", number: 2)))
    speech.present(core.handle(.endOfInput))
    try speech.finish()
    #expect(sink.controls.last == "finish(drain)@2.0")
  }

  @Test("A recording that failed: finish still ends every sink, then throws 74, already reported")
  func failedRecording() {
    let failing = NotingSink()
    failing.fails = true
    let other = NotingSink()
    let speech = SpeechOutput(sinks: [failing, other])
    var core = session()
    speech.present(core.start())
    #expect {
      try speech.finish()
    } throws: { error in
      guard let error = error as? PresentationError else { return false }
      return error.isReported && error.exitCode == .ioError
    }
    #expect(failing.controls == ["finish(stop)@0.0"])
    #expect(other.controls == ["finish(stop)@0.0"])
  }

  @Test(
    "After text in a group: speech hears the same steps as the linear presenter, in order, in words"
  )
  func inAGroup() throws {
    let sink = NotingSink()
    var lines: [String] = []
    let output = TextOutput { text throws(PresentationError) in lines.append(text) }
    let linear = OutputMode.linear.presenter(
      timestamps: false, catalog: .english, output: output, errors: output)
    var group = PresenterGroup([linear, SpeechOutput(sinks: [sink])])
    var core = session()
    try group.present(core.start())
    try group.present(core.handle(.key(.right)))
    try group.finish()
    let spoken = sink.events.filter { $0.hasPrefix("say:") }.map { String($0.dropFirst(4)) }
    let shown = lines.joined().split(separator: "\n").map(String.init)
    #expect(spoken == shown.map { SpeechNormalizer.normalized($0, catalog: .english) })
    #expect(spoken.first == "Teller. Press question mark for help.")
    #expect(sink.controls == ["cancel@0.0", "finish(stop)@0.0"])
  }
}
