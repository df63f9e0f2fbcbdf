import TellerBank
import TellerBrailleModel
import Testing

@Suite("Braille: flashing announcements")
struct BrailleFlashTests {
  static func at(_ ms: Int64) -> ModelTime { .milliseconds(ms) }

  @Test("A flash shows for its duration, then ends exactly at its deadline")
  func timedFlash() {
    var flash = BrailleFlash(duration: .seconds(3))
    #expect(!flash.isShowing)
    let ended1 = flash.advance(to: Self.at(10_000))
    #expect(!ended1)
    flash.show("Customer 1 finished", at: Self.at(1000))
    #expect(flash.message == "Customer 1 finished")
    #expect(flash.deadline == Self.at(4000))
    let ended2 = flash.advance(to: Self.at(3999))
    #expect(!ended2)
    #expect(flash.isShowing)
    let ended3 = flash.advance(to: Self.at(4000))
    #expect(ended3)
    #expect(!flash.isShowing)
    #expect(flash.deadline == nil)
    let ended4 = flash.advance(to: Self.at(5000))
    #expect(!ended4, "an ended flash does not end twice")
  }

  @Test("A newer flash replaces the one showing and takes its own deadline")
  func replacement() {
    var flash = BrailleFlash(duration: .seconds(3))
    flash.show("one", at: Self.at(0))
    flash.show("two", at: Self.at(2000))
    #expect(flash.message == "two")
    let ended5 = flash.advance(to: Self.at(3000))
    #expect(!ended5)
    let ended6 = flash.advance(to: Self.at(5000))
    #expect(ended6)
  }

  @Test("Duration 0 keeps a flash until end(), whatever the time")
  func untilNextKey() {
    var flash = BrailleFlash(duration: .zero)
    flash.show("Reset", at: Self.at(0))
    #expect(flash.deadline == nil)
    let ended7 = flash.advance(to: ModelTime(nanoseconds: .max))
    #expect(!ended7)
    let ended8 = flash.end()
    #expect(ended8)
    let ended9 = flash.end()
    #expect(!ended9)
    #expect(!flash.isShowing)
  }

  @Test("A negative duration counts as 0")
  func negativeDuration() {
    var flash = BrailleFlash(duration: ModelTime(nanoseconds: -5))
    #expect(flash.duration == .zero)
    flash.show("x", at: Self.at(0))
    #expect(flash.deadline == nil)
  }

  @Test("Restarting moves the deadline; it does nothing without a flash or a duration")
  func restart() {
    var flash = BrailleFlash(duration: .seconds(3))
    flash.restart(at: Self.at(500))
    #expect(flash.deadline == nil)
    flash.show("x", at: Self.at(0))
    flash.restart(at: Self.at(2000))
    #expect(flash.deadline == Self.at(5000))
    var untilKey = BrailleFlash(duration: .zero)
    untilKey.show("x", at: Self.at(0))
    untilKey.restart(at: Self.at(2000))
    #expect(untilKey.deadline == nil)
  }
}
