import TellerScreenReaderModel
import Testing

@Suite("speech-dispatcher's log, split into entries")
struct SpeechDispatcherLogTests {
  @Test("a stamp gives the time of day to the microsecond; the rest of the line is the body")
  func stamp() {
    let log = SpeechDispatcherLog(
      "[Tue Dec  1 21:28:19 2026 : 830264] speechd:     17:DATA:|SET self RATE 30\r\n| (18)")
    #expect(log.entries.count == 1)
    #expect(log.entries.first?.time == at(28, 19, 830_264))
    #expect(log.entries.first?.body == "17:DATA:|SET self RATE 30\n| (18)")
  }

  @Test("lines without a stamp belong to the entry before; text before the first stamp is dropped")
  func continuation() {
    let log = SpeechDispatcherLog(
      """
      stray line
      [Tue Dec  1 21:28:19 2026 : 100] speechd:     Queueing message |first line
      second line| with priority 3
      [Tue Dec  1 21:28:19 2026 : 200] speechd:    Module speak!
      """)
    #expect(
      log.entries.map(\.body) == [
        "Queueing message |first line\nsecond line| with priority 3", "Module speak!",
      ])
  }

  @Test(
    "a line that only looks like a stamp is not one",
    arguments: [
      "[not a stamp] speechd: x", "[Tue Dec  1 21:28 2026 : 5] speechd: x",
      "[Tue Dec  1 25:28:19 2026 : 5] speechd: x", "[Tue Dec  1 21:28:19 2026 : x] speechd: x",
    ])
  func notAStamp(line: String) {
    let log = SpeechDispatcherLog("[Tue Dec  1 21:28:19 2026 : 1] speechd: first\n" + line)
    #expect(log.entries.count == 1)
    #expect(log.entries.first?.body == "first\n" + line)
  }

  @Test("a run that passes midnight keeps counting up")
  func midnight() {
    let log = SpeechDispatcherLog(
      """
      [Tue Dec  1 23:59:59 2026 : 900000] speechd: before
      [Wed Dec  2 00:00:00 2026 : 100000] speechd: after
      """)
    #expect(log.entries.map { $0.time.microseconds } == [86_399_900_000, 86_400_100_000])
  }

  @Test("an entry stamped with the second before, as time() lags gettimeofday(), gets it back")
  func coarseSecond() throws {
    // Recorded: 22.507 s, then an entry stamped 22.0019 s that came at 23.0019 s.
    let entries = SpeechDispatcherLog(try RecordedLog.text("fenrir-linear")).entries
    let index = try #require(entries.firstIndex { $0.time == at(53, 23, 1935) })
    #expect(entries[index - 1].time == at(53, 22, 507_237))
    #expect(entries[index + 1].time == at(53, 23, 5189))
    #expect(!entries.contains { $0.time == at(53, 22, 1935) })
  }

  @Test("an early entry right after a second begins is left alone when it does not go back")
  func earlyButInOrder() {
    let log = SpeechDispatcherLog(
      """
      [Tue Dec  1 21:28:18 2026 : 990000] speechd: one
      [Tue Dec  1 21:28:19 2026 : 5000] speechd: two
      [Tue Dec  1 21:28:19 2026 : 4990] speechd: three, within the threads' jitter
      """)
    #expect(log.entries.map(\.time) == [at(28, 18, 990_000), at(28, 19, 5000), at(28, 19, 4990)])
  }
}
