import TellerBank
import TellerBraille
import TellerBrailleModel
import TellerSession
import TellerWording
import Testing

/// A display that keeps what it is asked to do, and fails when told to.
final class FakeDisplay: BrailleDisplay {
  let width: Int
  var fileDescriptor: Int32 { isReleased ? -1 : 9 }
  /// What happened, in order: `write TEXT`, `suspend`, `resume`, `release`.
  var log: [String] = []
  /// Keys to give at the next read.
  var keys: [BrailleKeyCode] = []
  var failWrites = false
  var failReads = false
  var failResume = false
  private(set) var isReleased = false

  init(width: Int = 40) { self.width = width }

  var writes: [String] {
    log.compactMap { $0.hasPrefix("write ") ? String($0.dropFirst(6)) : nil }
  }

  func write(_ text: String) throws(BrailleUnavailable) {
    if failWrites { throw BrailleUnavailable(.lost(.named("x:1"), reason: "gone")) }
    log.append("write " + text)
  }

  func readKeys() throws(BrailleUnavailable) -> [BrailleKeyCode] {
    if failReads { throw BrailleUnavailable(.closed) }
    defer { keys = [] }
    return keys
  }

  func suspend() { log.append("suspend") }

  func resume() throws(BrailleUnavailable) {
    if failResume { throw BrailleUnavailable(.displayRefused(.thisMachine, reason: "kept")) }
    log.append("resume")
  }

  func release() {
    isReleased = true
    log.append("release")
  }
}

/// A started session on seed 1 with keys, and braille on a fake display.
final class Fixture {
  var session = Session(
    settings: SessionSettings(bank: BankConfiguration(seed: 1), inputIsKeys: true))
  let display: FakeDisplay
  let errors = Errors()
  let braille: BrailleOutput

  init(flash: ModelTime = .seconds(3), width: Int = 40) {
    display = FakeDisplay(width: width)
    braille = BrailleOutput(display: display, flashDuration: flash, report: errors.add)
    braille.present(session.start())
  }

  /// Handles an input and presents its step.
  func input(_ input: SessionInput) { braille.present(session.handle(input)) }
}

/// Lines written to standard error.
final class Errors {
  var lines: [String] = []
  func add(_ notice: EdgeNotice) { lines.append(Catalog.english.line(notice)) }
}

@Suite("Braille as a presenter and an input source, on a fake display")
struct BrailleOutputTests {
  @Test("Each step writes the display only when what it shows changes")
  func writesOnChange() {
    let f = Fixture()
    #expect(f.display.writes == ["Teller h1"])
    f.input(.key(.right))
    f.braille.present(f.session.advance(to: .milliseconds(100)))
    f.input(.key(.right))
    #expect(
      f.display.writes == [
        "Teller h1", "Status Bank idle, work time 0 seconds", "Add 10 customers btn",
      ])
    #expect(f.errors.lines.isEmpty)
  }

  @Test("An announcement flashes until its deadline, when time passing brings the focus back")
  func flash() {
    let f = Fixture(flash: .seconds(2))
    f.input(.key(.character("s")))
    #expect(f.display.writes.last == "Bank idle, work time 0 seconds")
    #expect(f.braille.nextDeadline == .seconds(2))
    f.braille.present(f.session.advance(to: .seconds(2)))
    #expect(f.display.writes.last == "Teller h1")
    #expect(f.braille.nextDeadline == nil)
  }

  @Test("Keys: pans change the display alone; line down and typed keys become input")
  func keys() {
    let f = Fixture(width: 20)
    f.input(.key(.right))
    #expect(f.display.writes.last == "Status Bank idle,")
    f.display.keys = [
      .command(BrailleKeyCode.Command.panRight), .command(BrailleKeyCode.Command.lineDown),
      .character("a"),
    ]
    let inputs = f.braille.takeInputs(at: f.session.now)
    #expect(inputs == [.command(.next), .key(.character("a"))])
    #expect(f.display.writes.last == "work time 0 seconds")
    for input in inputs { f.input(input) }
    #expect(
      f.display.writes.last == "Add 10 customers   \u{28C0}",
      "the focus stays, its window cut before the status cell, which marks the news")
    f.display.keys = [.command(BrailleKeyCode.Command.route, argument: 19)]
    #expect(f.braille.takeInputs(at: f.session.now).isEmpty)
    #expect(f.display.writes.last == "10 customers added,", "the status cell flashes the news")
    #expect(f.braille.takeInputs(at: f.session.now).isEmpty)
  }

  @Test("Ctrl-Z gives the display back and takes it again, showing the same line")
  func stopAndContinue() {
    let f = Fixture()
    f.input(.key(.right))
    f.braille.willStop()
    f.braille.didContinue()
    #expect(
      f.display.log == [
        "write Teller h1", "write Status Bank idle, work time 0 seconds", "suspend", "resume",
        "write Status Bank idle, work time 0 seconds",
      ])
  }

  @Test("A display that goes away is reported once, and the session goes on without it")
  func lostOnWrite() {
    let f = Fixture()
    f.display.failWrites = true
    f.input(.key(.right))
    #expect(
      f.errors.lines == [
        "teller: braille is off: the connection to BRLTTY at x:1 was lost (gone).\n"
      ])
    #expect(!f.braille.isShowing)
    #expect(f.braille.fileDescriptor == -1)
    #expect(f.braille.nextDeadline == nil)
    f.input(.key(.right))
    #expect(f.braille.takeInputs(at: f.session.now).isEmpty)
    f.braille.finish()
    #expect(f.errors.lines.count == 1)
    #expect(f.display.log == ["write Teller h1", "release"])
  }

  @Test("Failing to read keys or to take the display back is reported the same way")
  func lostOnReadOrResume() {
    let reading = Fixture()
    reading.display.failReads = true
    #expect(reading.braille.takeInputs(at: .zero).isEmpty)
    #expect(
      reading.errors.lines == ["teller: braille is off: the connection to BRLTTY is closed.\n"])
    #expect(reading.display.log.last == "release")

    let resuming = Fixture()
    resuming.display.failResume = true
    resuming.braille.willStop()
    resuming.braille.didContinue()
    #expect(
      resuming.errors.lines == [
        "teller: braille is off: BRLTTY at this machine would not give Teller the display (kept).\n"
      ])
    #expect(resuming.display.log == ["write Teller h1", "suspend", "release"])
  }

  @Test("finish gives the display back")
  func finish() {
    let f = Fixture()
    f.braille.finish()
    #expect(f.display.log.last == "release")
    #expect(f.display.isReleased)
    f.braille.finish()
    #expect(f.display.log.filter { $0 == "release" }.count == 1)
  }

  @Test("Without --braille nothing connects")
  func notAsked() {
    let errors = Errors()
    #expect(BrailleOutput.start(BrailleOptions(), report: errors.add) == nil)
    #expect(errors.lines.isEmpty)
  }
}
