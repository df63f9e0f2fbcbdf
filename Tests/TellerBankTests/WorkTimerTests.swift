import TellerBank
import Testing

/// The work timer: it runs while anyone is waiting or being served, stops
/// when all are done, resumes on add, accumulates until a reset.
@Suite("Work timer")
struct WorkTimerTests {
  @Test("A new timer reads zero and is stopped")
  func fresh() {
    let timer = WorkTimer()
    #expect(!timer.isRunning)
    #expect(timer.elapsed(at: ms(5000)) == .zero)
  }

  @Test("Start, stop, start again and reset")
  func startStopReset() {
    var timer = WorkTimer()
    timer.start(at: ms(1000))
    #expect(timer.elapsed(at: ms(1500)) == ms(500))
    timer.start(at: ms(1200))  // already running: no effect
    timer.stop(at: ms(2000))
    #expect(timer.elapsed(at: ms(9000)) == ms(1000))
    timer.stop(at: ms(9000))  // already stopped: no effect
    timer.start(at: ms(10_000))
    #expect(timer.elapsed(at: ms(10_250)) == ms(1250))
    timer.reset()
    #expect(timer.elapsed(at: ms(20_000)) == .zero)
    #expect(!timer.isRunning)
  }

  @Test("In the bank: runs while busy, stops at idle, resumes on add, resets")
  func inTheBank() {
    var bank = Bank(configuration: .oneClerk)
    #expect(bank.workTime == .zero)
    _ = bank.addCustomers(2)  // 0 to 1.4 s
    _ = bank.advance(to: ms(1000))
    #expect(bank.workTime == ms(1000))
    #expect(bank.timer.isRunning)
    let events = bank.advance(to: ms(5000))
    #expect(bank.workTime == ms(1400), "stopped when all were done")
    #expect(!bank.timer.isRunning)
    #expect(events.last.map(describe) == "1400 allServed 2 work 1400")
    _ = bank.addCustomers(1)  // 5.0 to 5.7 s
    _ = bank.advance(to: ms(5300))
    #expect(bank.workTime == ms(1700), "resumed from where it stopped")
    _ = bank.advance(to: ms(8000))
    #expect(bank.workTime == ms(2100))
    _ = bank.reset()
    #expect(bank.workTime == .zero)
    _ = bank.advance(to: ms(9000))
    #expect(bank.workTime == .zero, "stays at zero while nobody comes")
  }

  @Test(
    "mm:ss:SSS, with minutes counting on past an hour",
    arguments: [
      (Int64(0), "00:00:000"),
      (1, "00:00:001"),
      (4400, "00:04:400"),
      (59_999, "00:59:999"),
      (60_000, "01:00:000"),
      (3_599_999, "59:59:999"),
      (3_600_000, "60:00:000"),
      (3_662_003, "61:02:003"),
      (6_000_000, "100:00:000"),
      (-5, "00:00:000"),
    ])
  func format(milliseconds: Int64, text: String) {
    #expect(formatWorkTime(ms(milliseconds)) == text)
  }

  @Test("Sub-millisecond remainders are dropped, not rounded")
  func truncation() {
    #expect(formatWorkTime(ModelTime(nanoseconds: 999_999)) == "00:00:000")
    #expect(formatWorkTime(ModelTime(nanoseconds: 4_400_999_999)) == "00:04:400")
  }
}
