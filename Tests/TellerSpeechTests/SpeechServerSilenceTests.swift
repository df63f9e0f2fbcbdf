import Foundation
import TellerAccessibility
import TellerSession
import TellerSpeechModel
import TellerTestSupport
import TellerWording
import Testing

/// Teller speaking to a server that never reports the end of a message
/// (``FakeSSIPServer``), reading lines the test writes, at 450 words a
/// minute so each message's deadline comes soon.
private struct SilentSession {
  let server: FakeSSIPServer
  let input: InputFIFO
  let teller: BackgroundProgram

  init(language: Language, hangsOnCancel: Bool = false) throws {
    server = try FakeSSIPServer(hangsOnCancel: hangsOnCancel)
    input = try InputFIFO()
    teller = try BackgroundProgram(
      TestSupport.tellerPath,
      [
        "--lang", language.rawValue, "--speech", "--speech-engine", "speechd", "--rate", "450",
        "--seed", "3",
      ],
      environment: TestSupport.tellerEnvironment(["SPEECHD_ADDRESS": server.address]),
      standardInput: input.path)
  }

  func stop() {
    teller.stop()
    server.stop()
  }
}

@Suite("A speech server that never reports the end of a message does not silence Teller")
struct SpeechServerSilenceTests {
  @Test(
    "Each message is given up at its deadline, later speech goes on, and why is said once",
    arguments: [Language.english, .korean])
  func neverEnds(language: Language) throws {
    let session = try SilentSession(language: language)
    defer { session.stop() }
    let (server, input, teller) = (session.server, session.input, session.teller)
    let catalog = Catalog(language: language)
    let welcome = try #require(server.waitForMessage(starting: "Teller."), "\(server.commands)")
    // The focused element waits for the welcome's end, which never comes,
    // until the welcome's deadline: its estimated time at 450 words a
    // minute, a quarter more, and 2 s.
    let title = SpeechNormalizer.normalized(catalog[.appTitle], catalog: catalog)
    let focus = try #require(
      server.waitForMessage(starting: title + ","), "nothing after the welcome: \(server.messages)")
    let patience = SpeechPatience(language: language, wordsPerMinute: 450)
    let limit = patience.limit(for: Utterance(text: welcome.text, priority: .message))
    let waited = welcome.at.duration(to: focus.at)
    #expect(waited >= .nanoseconds(limit.nanoseconds) - .milliseconds(50), "\(waited)")
    #expect(waited < .nanoseconds(limit.nanoseconds) + .seconds(2), "\(waited)")
    // Why is said on standard error, once.
    let seconds = Int((limit.milliseconds + 999) / 1000)
    let notice =
      "teller: "
      + catalog[SpeechMessage.problem(.dispatcherUnreported(began: true, seconds: seconds))] + "\n"
    #expect(
      pollCondition(timeout: .seconds(5)) { teller.errorOutput == notice },
      "\(teller.errorOutput)")
    // An answer still cuts in at once, and news after it still reaches the
    // server, each message in turn given up at its deadline.
    input.send("add")
    let added = SpeechNormalizer.normalized(
      catalog[.customersAdded(count: 10, numbers: nil, waiting: 7)], catalog: catalog)
    let answer = try #require(server.waitForMessage(starting: added, timeout: .seconds(10)))
    #expect(server.commands.contains("CANCEL self"))
    #expect(
      pollCondition(timeout: .seconds(30)) {
        server.messages.filter { $0.at > answer.at }.count >= 2
      }, "later speech stopped: \(server.messages.map(\.text))")
    input.send("quit")
    #expect(try teller.waitForExit(timeout: .seconds(10)) == 0)
    #expect(teller.errorOutput == notice, "said once, and nothing else")
  }

  @Test("A server that stops answering mid-session: one line says why, the session goes on")
  func stopsAnswering() throws {
    let session = try SilentSession(language: .english, hangsOnCancel: true)
    defer { session.stop() }
    let (server, input, teller) = (session.server, session.input, session.teller)
    _ = try #require(server.waitForMessage(starting: "Teller."), "\(server.commands)")
    // A move cuts in: its CANCEL is never answered.
    input.send("next")
    try #require(pollCondition(timeout: .seconds(10)) { server.commands.contains("CANCEL self") })
    let line =
      "teller: speech is off: speech-dispatcher at \(server.address) stopped answering (nothing"
      + " within 15000 ms): its audio output may have failed (is a sound server such as PipeWire"
      + " or PulseAudio running?).\n"
    #expect(
      pollCondition(timeout: .seconds(25)) { teller.errorOutput == line }, "\(teller.errorOutput)")
    // Meanwhile and after, the session answers as before.
    input.send("summary")
    _ = try teller.waitForOutput("Bank idle, work time")
    input.send("quit")
    #expect(try teller.waitForExit(timeout: .seconds(10)) == 0)
    #expect(teller.errorOutput == line)
  }
}
