import TellerScreenReaderModel
import Testing

@Suite("Messages and their fates, read from recorded logs")
struct SpeechLogReaderTests {
  @Test("Fenrir: its name, priority and rate; cut, heard and dropped messages with their times")
  func fenrir() throws {
    let log = try RecordedLog.messages("fenrir-linear")
    let messages = log.messages
    #expect(log.unmatchedDispatches == 0)
    #expect(
      messages.allSatisfy { $0.client == "fenrir" && $0.priority == "message" && $0.rate == 30 })
    #expect(messages.prefix(3).map(\.number) == [1, 2, 3])
    #expect(messages[0].text == "pychant is not installed")
    #expect(messages[0].queuedAt == at(53, 20, 704_306))
    #expect(messages[0].fate == .cut(began: at(53, 20, 736_311), at: at(53, 20, 777_305)))
    #expect(messages[1].fate == .heard(began: at(53, 20, 779_099), ended: at(53, 21, 608_507)))
    // The symbol tables rewrote "?" as a space: the text as queued is matched.
    #expect(messages[2].spokenText.hasPrefix("Teller. Press ? for help."))
    #expect(messages[2].fate.began == at(53, 21, 611_215))
    let dropped = messages.filter { if case .dropped = $0.fate { true } else { false } }
    #expect(
      dropped.map(\.spokenText).contains(
        "Status, 3 waiting, 1 being served, work time 2.949 seconds"))
    // Fenrir asked for notifications: each drop has its time.
    #expect(
      dropped.allSatisfy { if case .dropped(let time) = $0.fate { time != nil } else { false } })
  }

  @Test("Orca: SSML with index marks, read as plain text; a cancel drops what waits, with its time")
  func orca() throws {
    let log = try RecordedLog.messages("orca-linear")
    let messages = log.messages
    #expect(log.unmatchedDispatches == 0)
    #expect(messages.allSatisfy { $0.client == "Orca" && $0.rate == 2 })
    #expect(messages[0].spokenText == "Screen reader on.")
    #expect(messages[0].speakableCharacters == 15)
    #expect(messages[0].fate == .cut(began: at(53, 37, 322_573), at: at(53, 37, 801_221)))
    #expect(messages[1].spokenText == "return")
    #expect(messages[1].fate == .cut(began: at(53, 37, 804_096), at: at(53, 38, 312_243)))
    #expect(messages[2].fate == .dropped(at: at(53, 38, 312_826)))
    #expect(messages[3].fate == .dropped(at: at(53, 38, 312_832)))
    #expect(messages[4].spokenText == "Teller. Press ? for help. Teller, heading level 1")
    #expect(messages[4].fate == .dropped(at: at(53, 38, 312_838)))
    #expect(messages[5].spokenText.hasPrefix("10 customers added, 7 waiting;"))
    #expect(messages[5].fate.began == at(53, 38, 409_817))
  }

  @Test("BRLTTY: no notifications; a CHAR message without index marking still has its fate")
  func brltty() throws {
    let log = try RecordedLog.messages("brltty-linear")
    let messages = log.messages
    #expect(log.unmatchedDispatches == 0)
    #expect(
      messages.allSatisfy { $0.client == "brltty" && $0.priority == "message" && $0.rate == 0 })
    // Handed to the module as "BRLTTY 6 .5".
    #expect(messages[0].text == "BRLTTY 6.5")
    #expect(messages[0].fate == .heard(began: at(53, 55, 142_762), ended: at(53, 57, 517_450)))
    #expect(messages[1].fate == .cut(began: at(53, 59, 569_541), at: at(53, 59, 663_581)))
    #expect(messages[2].text == "r")
    #expect(messages[2].fate == .cut(began: at(53, 59, 664_424), at: at(53, 59, 713_285)))
    #expect(messages[3].text.hasPrefix("Teller, heading level 1ess Return"))
    #expect(
      messages[3].fate
        == .cut(
          began: at(53, 59, 717_271),
          at: LogInstant(hours: 21, minutes: 54, seconds: 0, microseconds: 262_436)))
  }

  @Test("a message still waiting when the log ends was never begun; one speaking is unfinished")
  func endOfLog() {
    let log = SpeechLogReader(
      text: """
        [Tue Dec  1 21:00:00 2026 : 0] speechd:     9:DATA:|SET self CLIENT_NAME u:reader:x
        [Tue Dec  1 21:00:00 2026 : 10] speechd:     9:DATA:|SPEAK
        [Tue Dec  1 21:00:00 2026 : 20] speechd:     Queueing message |one| with priority 3
        [Tue Dec  1 21:00:00 2026 : 30] speechd:     9:DATA:|SPEAK
        [Tue Dec  1 21:00:00 2026 : 40] speechd:     Queueing message |two| with priority 1
        [Tue Dec  1 21:00:00 2026 : 50] speechd:     MSG before index marking: |one|, ssml_mode=0
        [Tue Dec  1 21:00:00 2026 : 60] speechd:     Event from output module while speaking: |701 BEGIN
        """)
    #expect(log.messages.map(\.priority) == ["text", "important"])
    #expect(log.messages.map(\.fate) == [.speakingAtEnd(began: at(0, 0, 60)), .dropped(at: nil)])
    #expect(log.end == at(0, 0, 60))
  }

  @Test(
    "a text handed to the module that matches nothing waiting is counted, and taken as the oldest")
  func unmatched() {
    let log = SpeechLogReader(
      text: """
        [Tue Dec  1 21:00:00 2026 : 10] speechd:     9:DATA:|SPEAK
        [Tue Dec  1 21:00:00 2026 : 20] speechd:     Queueing message |one| with priority 3
        [Tue Dec  1 21:00:00 2026 : 50] speechd:     MSG before index marking: |something else|, ssml_mode=0
        [Tue Dec  1 21:00:00 2026 : 60] speechd:     Event from output module while speaking: |701 BEGIN
        [Tue Dec  1 21:00:00 2026 : 70] speechd:     Event from output module while speaking: |702 END
        """)
    #expect(log.unmatchedDispatches == 1)
    #expect(log.messages.map(\.client) == [""])
    #expect(log.messages.map(\.fate) == [.heard(began: at(0, 0, 60), ended: at(0, 0, 70))])
  }
}

@Suite("Matching what the module is handed with what was queued")
struct DispatchMatchingTests {
  @Test("a text speech-dispatcher rewrote (… as ...) still finds its message, not the oldest")
  func rewritten() {
    let log = SpeechLogReader(
      text: """
        [Tue Dec  1 21:00:00 2026 : 10] speechd:     9:DATA:|SPEAK
        [Tue Dec  1 21:00:00 2026 : 20] speechd:     Queueing message |older| with priority 2
        [Tue Dec  1 21:00:00 2026 : 30] speechd:     9:DATA:|SPEAK
        [Tue Dec  1 21:00:00 2026 : 40] speechd:     Queueing message |customers 1 and 4 start…| with priority 2
        [Tue Dec  1 21:00:00 2026 : 50] speechd:     before: |customers 1 and 4 start...|
        [Tue Dec  1 21:00:00 2026 : 60] speechd:     Event from output module while speaking: |701 BEGIN
        """)
    #expect(log.unmatchedDispatches == 0)
    #expect(log.messages.map(\.fate) == [.dropped(at: nil), .speakingAtEnd(began: at(0, 0, 60))])
  }
}
