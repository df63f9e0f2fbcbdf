import TellerBank
import TellerInput
import TellerSession
import TellerTestSupport
import Testing

/// The strings a terminal sends (OSC, DCS, APC, PM and SOS) are consumed
/// whole and dropped: nothing inside one is ever a key, whole, split
/// across reads or cut off.
@Suite("KeyDecoder: terminal strings")
struct TerminalStringDecodingTests {
  private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  private func decode(_ reads: [[UInt8]], flush: Bool = false) -> [Key] {
    KeyDecoder.keys(of: reads, flush: flush)
  }

  /// Each kind, as terminals send them: replies to queries and a title.
  static let strings = [
    // OSC 0, the issue's example: a, x and q would add, reset and quit.
    "\u{1B}]0;axq\u{07}",
    // OSC 11, a background colour reply, ended by ST and by BEL.
    "\u{1B}]11;rgb:0000/0000/0000\u{1B}\\",
    "\u{1B}]11;rgb:ffff/ffff/ffff\u{07}",
    // DCS: an XTGETTCAP reply (TN=xterm) and a refusal.
    "\u{1B}P1+r544e=787465726d\u{1B}\\",
    "\u{1B}P0+r\u{1B}\\",
    // DCS: a DECRQSS reply.
    "\u{1B}P1$r0;1m\u{1B}\\",
    // APC: kitty's graphics reply.
    "\u{1B}_Gi=31;OK\u{1B}\\",
    "\u{1B}_Gi=1;ENOENT:No such image\u{1B}\\",
    // PM and SOS, which no key sends.
    "\u{1B}^privacy message, with q and a\u{1B}\\",
    "\u{1B}Xstart of string: asq\u{07}",
    // Bytes that would act outside a string: ESC sequences, controls,
    // UTF-8, bytes invalid in UTF-8 and the 8-bit ST, 0x9C, inside 한.
    "\u{1B}]2;\u{1B}[A\u{1B}OB\u{1B}q\u{3}\u{4}\u{1A}\r\n한\u{1B}\u{1B}\\",
    "\u{1B}]2;\u{1B}\u{1B}\u{1B}[201~\u{7}",
    // Empty strings.
    "\u{1B}]\u{07}", "\u{1B}P\u{1B}\\", "\u{1B}_\u{1B}\\",
  ]

  @Test("Each kind of terminal string, whole, is no key", arguments: strings)
  func wholeStringIsNoKey(text: String) {
    #expect(decode([bytes(text)], flush: true) == [])
    #expect(decode([bytes("a" + text + "q")]) == [.character("a"), .character("q")])
    var decoder = KeyDecoder()
    #expect(decoder.decode(bytes(text)).isEmpty)
    #expect(!decoder.hasPending)
    #expect(!decoder.isInsideTerminalString)
    #expect(decoder.deadline == nil)
  }

  @Test("A string split at every byte, and in single bytes, is no key", arguments: strings)
  func splitStringIsNoKey(text: String) {
    let stream = bytes(text + "a")
    for cut in 1..<stream.count {
      #expect(
        decode([Array(stream[..<cut]), Array(stream[cut...])]) == [.character("a")],
        "cut at \(cut)")
    }
    var decoder = KeyDecoder()
    for (index, byte) in stream.enumerated() {
      let keys = decoder.decode([byte])
      #expect(keys == (index == stream.count - 1 ? [.character("a")] : []), "byte \(index)")
    }
  }

  @Test(
    "A string cut off, ended by the end of input, is one unknown key at most",
    arguments: strings)
  func cutOffStringIsOneUnknownKey(text: String) {
    let stream = bytes(text)
    // Every cut that leaves something after the opening, short of the end.
    for cut in 3..<stream.count {
      let keys = decode([Array(stream[..<cut])], flush: true)
      #expect(keys.count == 1, "cut at \(cut): \(keys)")
      guard case .unknown(let shown)? = keys.first else {
        Issue.record("cut at \(cut): \(keys)")
        continue
      }
      #expect(shown.hasPrefix("\\e"), "cut at \(cut): \(shown)")
    }
  }

  @Test("The example of a title with a, x and q adds nothing, resets nothing and quits nothing")
  func titleExampleDoesNothing() {
    /// The session after keys decoded from `text` in one read.
    func session(after text: String) -> Session {
      var session = Session(
        settings: SessionSettings(bank: BankConfiguration(seed: 1), inputIsKeys: true))
      _ = session.start()
      var decoder = KeyDecoder()
      for key in decoder.decode(bytes(text)) + decoder.flush() {
        _ = session.handle(.key(key))
      }
      return session
    }
    // The same letters as keys: add, add, reset, quit.
    let typed = session(after: "aaxq")
    #expect(typed.bank.customersBeforeReset == 20)
    #expect(typed.isFinished)
    // Inside the title: nothing; the a after it adds.
    let titled = session(after: "a\u{1B}]0;axq\u{7}a")
    #expect(titled.bank.customersBeforeReset == 0)
    #expect(titled.bank.nextCustomerNumber == 21)
    #expect(!titled.isFinished)
  }

  @Test("Inside a string nothing waits for the Escape timeout; its deadline ends it")
  func stringDeadline() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(bytes("\u{1B}]11;rgb:00"), at: .seconds(10)).isEmpty)
    #expect(decoder.isInsideTerminalString)
    #expect(!decoder.hasPending)
    #expect(decoder.deadline == .seconds(10) + KeyDecoder.terminalStringTimeout)
    // Before the deadline, what comes is still the string, split or not.
    #expect(decoder.decode(bytes("00/0000/0q"), at: .milliseconds(10_300)).isEmpty)
    #expect(decoder.endOverdue(at: .milliseconds(10_499)).isEmpty)
    #expect(decoder.decode(bytes("000\u{1B}\\a"), at: .milliseconds(10_400)) == [.character("a")])
    #expect(decoder.deadline == nil)

    // A string whose end never comes: one unknown key, then keys act.
    #expect(decoder.decode(bytes("\u{1B}P1+r54"), at: .seconds(20)).isEmpty)
    #expect(decoder.endOverdue(at: .milliseconds(20_500)) == [.unknown("\\eP1+r54")])
    #expect(!decoder.isInsideTerminalString)
    #expect(decoder.decode(bytes("q"), at: .seconds(21)) == [.character("q")])

    // A read after the deadline, with no wake between: the string ends
    // first, and the read's keys act.
    #expect(decoder.decode(bytes("\u{1B}_Gi=1"), at: .seconds(30)).isEmpty)
    #expect(
      decoder.decode(bytes("\u{3}"), at: .seconds(31)) == [.unknown("\\e_Gi=1"), .control("c")])
  }

  @Test("A string begun in a read without a time waits for its end or a flush")
  func stringWithoutTime() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(bytes("\u{1B}]0;a")).isEmpty)
    #expect(decoder.deadline == nil)
    #expect(decoder.endOverdue(at: .seconds(1000)).isEmpty)
    #expect(decoder.decode(bytes("xq\u{7}s"), at: .seconds(2000)) == [.character("s")])
  }

  @Test("A cut-off string shows at most its start, whatever its length")
  func longStringKeepsItsStart() {
    let long = [UInt8](repeating: UInt8(ascii: "a"), count: 100_000)
    #expect(decode([bytes("\u{1B}]52;c;"), long, bytes("\u{7}q")]) == [.character("q")])
    let keys = decode([bytes("\u{1B}]52;c;"), long], flush: true)
    #expect(keys.count == 1)
    guard case .unknown(let shown)? = keys.first else {
      Issue.record("expected an unknown key, got \(keys)")
      return
    }
    #expect(shown.count == KeyDecoder.maximumSequenceLength + 1)  // "\e" is two characters.
  }

  @Test("An opening alone, when nothing follows, is the Alt key it was before")
  func openingAloneIsAnAltKey() {
    for opening in ["]", "P", "_", "^", "X"] {
      let character = Key.character(Character(opening))
      var decoder = KeyDecoder()
      #expect(decoder.decode(bytes("\u{1B}" + opening)).isEmpty)
      #expect(decoder.hasPending, "\(opening)")
      #expect(decoder.flush() == [.alt(character)])
      #expect(decode([bytes("\u{1B}\u{1B}" + opening)], flush: true) == [.escape, .alt(character)])
    }
  }

  @Test("Escape pressed just before a string is Escape; the string is nothing")
  func escapeBeforeAString() {
    #expect(decode([bytes("\u{1B}\u{1B}]11;rgb:0/0/0\u{1B}\\q")]) == [.escape, .character("q")])
    #expect(decode([bytes("\u{1B}\u{1B}P1+r\u{1B}\\")]) == [.escape])
  }

  @Test(
    "SS3 with a modifier is the modified key, never three keys",
    arguments: [
      ("\u{1B}O2P", Key.function(1)), ("\u{1B}O5A", .up), ("\u{1B}O3P", .alt(.function(1))),
      ("\u{1B}O1;3C", .alt(.right)), ("\u{1B}O9S", .alt(.function(4))), ("\u{1B}O2M", .enter),
      ("\u{1B}\u{1B}O2B", .alt(.down)),
      ("\u{1B}O2X", .unknown("\\eO2X")), ("\u{1B}O2;3P", .unknown("\\eO2;3P")),
      ("\u{1B}O;P", .unknown("\\eO;P")), ("\u{1B}O1;P", .unknown("\\eO1;P")),
    ])
  func singleShiftWithModifier(text: String, key: Key) {
    #expect(decode([bytes(text)]) == [key])
    let stream = bytes(text)
    for cut in 1..<stream.count {
      #expect(decode([Array(stream[..<cut]), Array(stream[cut...])]) == [key], "cut at \(cut)")
    }
  }

  @Test("SS3 cut off after its modifier is one unknown key")
  func singleShiftCutOff() {
    #expect(decode([bytes("\u{1B}O2")], flush: true) == [.unknown("\\eO2")])
    #expect(decode([bytes("\u{1B}O2\r")]) == [.unknown("\\eO2"), .enter])
    let long = bytes("\u{1B}O") + [UInt8](repeating: UInt8(ascii: "2"), count: 40) + bytes("P")
    let keys = decode([long])
    #expect(keys.first.map { if case .unknown = $0 { true } else { false } } == true)
  }

  @Test("Random bodies inside every kind of string keep the properties")
  func randomBodies() {
    var random = SplitMix64(seed: 26)
    for _ in 0..<3000 {
      let length = Int(random.next() % 40)
      let stream = (0..<length).map { _ in UInt8(truncatingIfNeeded: random.next()) }
      let violation = keyDecoderFuzzViolation(stream)
      #expect(violation == nil)
      if violation != nil { break }
    }
  }
}
