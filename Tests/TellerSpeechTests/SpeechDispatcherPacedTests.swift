import Foundation
import TellerPlatform
import TellerSpeech
import TellerTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

private let hasPacedServer = PrivateSpeechDispatcher.isPacedAvailable
private let noPacedServer = PrivateSpeechDispatcher.pacedMissing

/// Teller speaking through a private paced server, reading lines the test
/// writes, started and shown its first screen.
private struct PacedSession {
  let server: PrivateSpeechDispatcher
  let input: InputFIFO
  let teller: BackgroundProgram

  /// Starts the server and Teller, and waits for Teller's first screen.
  init(_ extra: [String] = []) throws {
    server = try PrivateSpeechDispatcher(paced: true)
    input = try InputFIFO()
    teller = try BackgroundProgram(
      TestSupport.tellerPath,
      ["--lang", "en", "--speech", "--speech-engine", "speechd", "--seed", "3"] + extra,
      environment: TestSupport.tellerEnvironment(["SPEECHD_ADDRESS": server.address]),
      standardInput: input.path)
    try teller.waitForOutput("Teller, heading level 1")
  }

  /// Teller's messages as the server's log tells them.
  var messages: [HeardMessage] { heardMessages(in: tellerEntries(in: server.entries())) }

  /// Whether the server began a message of Teller's that starts so,
  /// waiting at most 30 s.
  func waitUntilBegun(_ start: String) -> Bool {
    pollCondition(timeout: .seconds(30)) {
      messages.contains { $0.text.hasPrefix(start) && $0.began != nil }
    }
  }

  /// Whether the server ended (heard whole) a message of Teller's that
  /// starts so, waiting at most 30 s.
  func waitUntilEnded(_ start: String) -> Bool {
    pollCondition(timeout: .seconds(30)) {
      messages.contains { $0.text.hasPrefix(start) && $0.ended != nil }
    }
  }

  func stop() {
    teller.stop()
    server.stop()
  }
}

/// The time of day in microseconds, local time, as speech-dispatcher's log
/// stamps its lines (``SSIPLogEntry/microseconds``).
private func timeOfDayMicroseconds() -> Int64 {
  var now = timeval()
  gettimeofday(&now, nil)
  var seconds = now.tv_sec
  var parts = tm()
  localtime_r(&seconds, &parts)
  let clock = (Int64(parts.tm_hour) * 60 + Int64(parts.tm_min)) * 60 + Int64(parts.tm_sec)
  return clock * 1_000_000 + Int64(now.tv_usec)
}

@Suite(
  "teller --speech through a private speech-dispatcher whose speech takes real time",
  .serialized)
struct SpeechDispatcherPacedTests {
  @Test(
    "A busy bank: every polite announcement the server begins is heard to the end, one at a time",
    .enabled(if: hasPacedServer, noPacedServer),
    .disabled(
      if: TestSupport.isThreadSanitized,
      "its timing is real time, which the sanitizer stretches; the threads are tested beside it"))
  func busyBank() throws {
    let session = try PacedSession()
    defer { session.stop() }
    let (server, input, teller) = (session.server, session.input, session.teller)
    // Twenty customers keep the bank busy for about 13 s of real time,
    // announcing starts and finishes all along.
    input.send("add")
    input.send("add")
    try teller.waitForOutput("All customers served", timeout: .seconds(60))
    input.close()
    #expect(try teller.waitForExit(timeout: .seconds(90)) == 0)
    #expect(teller.errorOutput.isEmpty, "\(teller.errorOutput)")
    // The answers to the two adds cut in, on the welcome and on each
    // other; from the last answer on, only news is said.
    let all = session.messages
    let lastAnswer = try #require(all.lastIndex { $0.text.contains("10 customers added") })
    let messages = Array(all[lastAnswer...])
    let polite = messages.filter { $0.priority == "text" }
    // Nothing is cut, and each message begins only after the one before ended.
    #expect(messages.allSatisfy { $0.isHeard }, "\(messages.filter { !$0.isHeard })")
    // Newer news replaces news still waiting, so the slower the server
    // speaks (a loaded machine), the fewer reach it; two are the fewest
    // that show one following another.
    #expect(polite.count >= 2, "\(polite.map(\.text))")
    for (earlier, later) in zip(messages, messages.dropFirst()) {
      #expect((later.began ?? 0) >= (earlier.ended ?? .max), "\(later.text) overlaps")
    }
    // The last thing said is the last announcement, heard at the end of input.
    #expect(messages.last?.text.hasPrefix("All customers served") == true)
    // The user's own rate, pitch and volume stand: none was given.
    let received = server.received()
    #expect(!received.contains { $0.hasPrefix("SET self RATE") })
    #expect(!received.contains { $0.hasPrefix("SET self PITCH") })
    #expect(!received.contains { $0.hasPrefix("SET self VOLUME") })
    #expect(received.contains("SET self LANGUAGE en"))
    #expect(received.contains("SET self NOTIFICATION all on"))
  }

  @Test(
    "A navigation cuts in: CANCEL, then its text, with the priorities of each kind",
    .enabled(if: hasPacedServer, noPacedServer))
  func cutsInWithPriorities() throws {
    let session = try PacedSession(["--clock", "virtual"])
    defer { session.stop() }
    let (server, input, teller) = (session.server, session.input, session.teller)
    // The welcome is being said: the add's answer cuts in, as a navigation does.
    input.send("add")
    try teller.waitForOutput("10 customers added")
    #expect(session.waitUntilBegun("10 customers added"), "the announcement was never begun")
    input.send("next")
    input.send("nonsense")
    let error = "Line 3: Unknown command 'nonsense'. Type help for commands."
    #expect(pollCondition(timeout: .seconds(30)) { server.received().contains(error) })
    input.close()
    #expect(try teller.waitForExit(timeout: .seconds(90)) == 65)
    let messages = session.messages
    let added = try #require(messages.first { $0.text.hasPrefix("10 customers added") })
    #expect(added.priority == "message")
    #expect(messages.first?.priority == "message")
    #expect(messages.last?.text == error && messages.last?.priority == "important")
    #expect(messages.last?.isHeard == true)
    // The navigation cancelled the announcement being said, before its own text.
    let received = server.received()
    let addedAt = try #require(received.firstIndex { $0.hasPrefix("10 customers added") })
    let errorAt = try #require(received.firstIndex(of: error))
    #expect(received[addedAt..<errorAt].filter { $0 == "CANCEL self" }.count == 2)
  }

  @Test(
    "On the real clock, the answers to add while the welcome is said, add again and reset are heard",
    .enabled(if: hasPacedServer, noPacedServer),
    .disabled(
      if: TestSupport.isThreadSanitized,
      "its timing is real time, which the sanitizer stretches; the threads are tested beside it"))
  func answersHeard() throws {
    let session = try PacedSession()
    defer { session.stop() }
    let (input, teller) = (session.input, session.teller)
    // The welcome is being said when the add comes.
    try #require(
      session.waitUntilBegun("Teller. Type help"), "the welcome never began: \(session.messages)")
    var keys: [(line: String, at: Int64)] = [("add", timeOfDayMicroseconds())]
    input.send("add")
    try #require(session.waitUntilEnded("10 customers added"), "\(session.messages)")
    // Customers are being served and announced: add again, then reset.
    keys.append(("add", timeOfDayMicroseconds()))
    input.send("add")
    try #require(
      pollCondition(timeout: .seconds(30)) {
        session.messages.filter { $0.text.contains("10 customers added") && $0.ended != nil }
          .count == 2
      }, "\(session.messages)")
    keys.append(("reset", timeOfDayMicroseconds()))
    input.send("reset")
    try #require(session.waitUntilEnded("Reset."), "\(session.messages)")
    input.close()
    #expect(try teller.waitForExit(timeout: .seconds(90)) == 0)
    #expect(teller.errorOutput.isEmpty, "\(teller.errorOutput)")
    let messages = session.messages
    let answers = [
      messages.first { $0.text.hasPrefix("10 customers added, 7 waiting") },
      messages.filter { $0.text.contains("10 customers added") }.dropFirst().first,
      messages.first { $0.text.hasPrefix("Reset.") },
    ]
    for ((line, at), answer) in zip(keys, answers) {
      let answer = try #require(answer, "no answer to \(line): \(messages)")
      // Heard whole, said as an answer is, and begun at once: only the
      // server's own start lies between the key and its sound.
      #expect(answer.isHeard, "\(answer)")
      #expect(answer.priority != "text", "\(answer)")
      let began = try #require(answer.began)
      let delay = Double(began - at) / 1_000_000
      #expect(delay < 1.5, "\(line) answered \(delay) s after its key")
      print("answer to \(line) began \(delay) s after its key: \(answer.text)")
    }
    // The welcome was cut for the first answer, and the next thing heard
    // after it was that answer, not a later event.
    let welcome = try #require(messages.first)
    #expect(welcome.isCut)
    let begun = messages.filter { $0.began != nil }
    #expect(begun.dropFirst().first?.text.hasPrefix("10 customers added, 7 waiting") == true)
  }

  @Test(
    "SIGTERM: CANCEL reaches the server before Teller ends, and no message of Teller's starts after",
    .enabled(if: hasPacedServer, noPacedServer), arguments: [SIGTERM, SIGINT, SIGHUP])
  func signalCancels(signal: Int32) throws {
    let session = try PacedSession(["--clock", "virtual"])
    defer { session.stop() }
    let (server, teller) = (session.server, session.teller)
    session.input.send("read all")
    // A read-all of many lines: the server is saying one and Teller holds the rest.
    try #require(
      session.waitUntilBegun("Status"), "the read-all was never begun: \(session.messages)")
    teller.signal(signal)
    #expect(try teller.waitForExit(timeout: .seconds(10)) == 128 + signal)
    // A message of another client's, said after Teller is gone, shows the
    // server has done all it would do with Teller's.
    let (said, _) = try runTimed(
      "/usr/bin/spd-say", ["-w", "marker"], environment: ["SPEECHD_ADDRESS": server.address],
      timeout: .seconds(30))
    #expect(said.status == 0)
    let entries = tellerEntries(in: server.entries())
    let cancel = try #require(entries.last { $0.text == "CANCEL self" }, "no CANCEL")
    let messages = heardMessages(in: entries)
    #expect(messages.allSatisfy { ($0.began ?? 0) < cancel.microseconds }, "\(messages)")
    // What was being said was cut there.
    #expect(messages.contains { $0.isCut })
  }
}
