import TellerBank
import TellerInput
import TellerSession
import TellerTestSupport
import Testing

@Suite("KeyDecoder")
struct KeyDecoderTests {
  private func decode(_ reads: [[UInt8]], flush: Bool = false) -> [Key] {
    KeyDecoder.keys(of: reads, flush: flush)
  }

  private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  @Test func emptyReadGivesNothing() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([]).isEmpty)
    #expect(!decoder.hasPending)
    #expect(decoder.flush().isEmpty)
  }

  @Test func oneKey() {
    #expect(decode([bytes("a")]) == [.character("a")])
    #expect(decode([bytes("?")]) == [.character("?")])
    #expect(decode([[0x20]]) == [.space])
    #expect(decode([[0x09]]) == [.tab])
  }

  @Test func twoKeysInOneRead() {
    #expect(decode([bytes("ab")]) == [.character("a"), .character("b")])
    #expect(decode([bytes("\u{1B}[A\u{1B}[B")]) == [.up, .down])
  }

  @Test func manyKeysInOneRead() {
    let keys = decode([bytes("a\u{1B}[C\t\u{1B}[Zq\r")])
    #expect(keys == [.character("a"), .right, .tab, .backTab, .character("q"), .enter])
  }

  @Test(arguments: [
    ("\u{1B}[A", Key.up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
    ("\u{1B}OA", .up), ("\u{1B}OB", .down), ("\u{1B}OC", .right), ("\u{1B}OD", .left),
    ("\u{1B}[Z", .backTab),
    ("\u{1B}[H", .home), ("\u{1B}[F", .end), ("\u{1B}[1~", .home), ("\u{1B}[4~", .end),
    ("\u{1B}[7~", .home), ("\u{1B}[8~", .end), ("\u{1B}OH", .home), ("\u{1B}OF", .end),
    ("\u{1B}[3~", .delete), ("\u{7F}", .backspace), ("\u{08}", .backspace),
    ("\u{1B}[1;5C", .right), ("\u{1B}[1;2A", .up),
    ("\u{1B}[2~", .insert), ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown),
    ("\u{1B}[3;5~", .delete), ("\u{1B}[5;2~", .pageUp),
    ("\u{1B}OP", .function(1)), ("\u{1B}OQ", .function(2)), ("\u{1B}OR", .function(3)),
    ("\u{1B}OS", .function(4)), ("\u{1B}[11~", .function(1)), ("\u{1B}[12~", .function(2)),
    ("\u{1B}[13~", .function(3)), ("\u{1B}[14~", .function(4)), ("\u{1B}[15~", .function(5)),
    ("\u{1B}[17~", .function(6)), ("\u{1B}[18~", .function(7)), ("\u{1B}[19~", .function(8)),
    ("\u{1B}[20~", .function(9)), ("\u{1B}[21~", .function(10)),
    ("\u{1B}[23~", .function(11)), ("\u{1B}[24~", .function(12)),
    ("\u{1B}[1;2P", .function(1)), ("\u{1B}[15;5~", .function(5)),
    ("\u{1B}[[A", .function(1)), ("\u{1B}[[E", .function(5)), ("\u{1B}OM", .enter),
    ("\u{1B}[1;3C", .alt(.right)), ("\u{1B}[1;9A", .alt(.up)), ("\u{1B}[3;3~", .alt(.delete)),
    ("\u{1C}", .control("\\")), ("\u{1D}", .control("]")), ("\u{1E}", .control("^")),
    ("\u{1F}", .control("_")), ("\u{0}", .control(" ")),
  ])
  func sequences(text: String, key: Key) {
    #expect(decode([bytes(text)]) == [key])
  }

  @Test func sequenceSplitAcrossReads() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B]).isEmpty)
    #expect(decoder.hasPending)
    #expect(decoder.decode(bytes("[")).isEmpty)
    #expect(decoder.decode(bytes("A")) == [.up])
    #expect(!decoder.hasPending)
    #expect(decode([bytes("\u{1B}[1"), bytes("~")]) == [.home])
    #expect(decode([bytes("\u{1B}O"), bytes("F")]) == [.end])
  }

  @Test func enterFromCarriageReturnLineFeedOrBoth() {
    #expect(decode([[0x0D]]) == [.enter])
    #expect(decode([[0x0A]]) == [.enter])
    #expect(decode([[0x0D, 0x0A]]) == [.enter])
    #expect(decode([[0x0D], [0x0A]]) == [.enter])
    #expect(decode([[0x0D, 0x0D]]) == [.enter, .enter])
    #expect(decode([[0x0A, 0x0A]]) == [.enter, .enter])
    #expect(decode([[0x0D, 0x0A, 0x0D, 0x0A]]) == [.enter, .enter])
  }

  @Test func flushEndsCarriageReturnPairing() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x0D]) == [.enter])
    #expect(decoder.flush().isEmpty)
    #expect(decoder.decode([0x0A]) == [.enter])
  }

  @Test func controlLetters() {
    #expect(decode([[0x03]]) == [.control("c")])
    #expect(decode([[0x01]]) == [.control("a")])
    #expect(decode([[0x04]]) == [.control("d")])
    #expect(decode([[0x1A]]) == [.control("z")])
  }

  @Test func loneEscapeWaitsForFlush() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B]).isEmpty)
    #expect(decoder.flush() == [.escape])
    #expect(!decoder.hasPending)
    #expect(decode([[0x1B, 0x1B]], flush: true) == [.escape, .escape])
  }

  @Test("ESC before a key is Alt with that key, never Escape then the key")
  func altKeys() {
    #expect(decode([bytes("\u{1B}x")]) == [.alt(.character("x"))])
    // ESC X opens a terminal string (SOS) when more follows at once; alone,
    // after the Escape timeout's flush, it is Alt-X.
    #expect(
      decode([bytes("\u{1B}a\u{1B}X")], flush: true) == [
        .alt(.character("a")), .alt(.character("X")),
      ])
    #expect(decode([bytes("\u{1B}\r")]) == [.alt(.enter)])
    #expect(decode([bytes("\u{1B}\r\n")]) == [.alt(.enter)])
    #expect(decode([[0x1B, 0x7F]]) == [.alt(.backspace)])
    #expect(decode([[0x1B, 0x20]]) == [.alt(.space)])
    #expect(decode([[0x1B, 0x03]]) == [.alt(.control("c"))])
    #expect(decode([bytes("\u{1B}한")]) == [.alt(.character("한"))])
    #expect(decode([[0x1B, 0xC2, 0x9B]]) == [.unknown("\\e\\u{9B}")])
    #expect(decode([[0x1B, 0xED, 0x41]]) == [.unknown("\\e\\xED"), .character("A")])
    #expect(decode([[0x1B, 0xFF]]) == [.unknown("\\e\\xFF")])
    #expect(decode([bytes("\u{1B}\u{1B}[A")]) == [.alt(.up)])
    #expect(decode([bytes("\u{1B}\u{1B}OB")]) == [.alt(.down)])
    #expect(decode([bytes("\u{1B}\u{1B}x")]) == [.escape, .alt(.character("x"))])
    #expect(decode([bytes("\u{1B}\u{1B}\u{1B}")], flush: true) == [.escape, .escape, .escape])
  }

  @Test("ESC [ and ESC O alone are Alt-[ and Alt-O")
  func altBracketAndO() {
    #expect(decode([bytes("\u{1B}[")], flush: true) == [.alt(.character("["))])
    #expect(decode([bytes("\u{1B}O")], flush: true) == [.alt(.character("O"))])
    #expect(decode([bytes("\u{1B}\u{1B}[")], flush: true) == [.escape, .alt(.character("["))])
    #expect(decode([[0x1B, 0x5B, 0x03]]) == [.alt(.character("[")), .control("c")])
    #expect(decode([[0x1B, 0x4F, 0x0D]]) == [.alt(.character("O")), .enter])
  }

  @Test("A bracketed paste is one key holding the text, never keys")
  func bracketedPaste() {
    #expect(decode([bytes("\u{1B}[200~add\u{1B}[201~")]) == [.paste("add")])
    #expect(decode([bytes("\u{1B}[200~\u{1B}[201~")]) == [.paste("")])
    #expect(
      decode([bytes("q\u{1B}[200~x\ry\u{1B}[A한\u{1B}[201~q")])
        == [.character("q"), .paste("x\ry\u{1B}[A한"), .character("q")])
    // A marker that breaks off is pasted text.
    #expect(decode([bytes("\u{1B}[200~a\u{1B}[20x\u{1B}[201~")]) == [.paste("a\u{1B}[20x")])
    #expect(decode([bytes("\u{1B}[200~\u{1B}\u{1B}[201~")]) == [.paste("\u{1B}")])
    // An end without a start pastes nothing.
    #expect(decode([bytes("\u{1B}[201~a")]) == [.character("a")])
  }

  @Test("Inside a paste nothing is pending for a timeout; the end of input ends it")
  func pasteWaitsForItsEnd() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(bytes("\u{1B}[200~ad")).isEmpty)
    #expect(decoder.isInsidePaste)
    #expect(!decoder.hasPending)
    #expect(decoder.decode(bytes("d\u{1B}[20")).isEmpty)
    #expect(decoder.flush() == [.paste("add\u{1B}[20")])
    #expect(!decoder.isInsidePaste)
    #expect(decoder.decode(bytes("a")) == [.character("a")])
  }

  @Test("A paste with no end is ended a second after it began, and the keys after it act")
  func unendedPasteTimesOut() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(bytes("\u{1B}[200~ad"), at: .seconds(10)).isEmpty)
    #expect(decoder.deadline == .seconds(11))
    // Within the second, what comes is still pasted.
    #expect(decoder.decode(bytes("d"), at: .milliseconds(10_500)).isEmpty)
    #expect(decoder.endOverdue(at: .milliseconds(10_999)).isEmpty)
    #expect(decoder.isInsidePaste)
    #expect(decoder.endOverdue(at: .seconds(11)) == [.paste("add")])
    #expect(!decoder.isInsidePaste)
    #expect(decoder.deadline == nil)
    #expect(decoder.decode(bytes("q"), at: .seconds(12)) == [.character("q")])
  }

  @Test(
    "Keys read after an unended paste's deadline act: q, Ctrl-C, Ctrl-D, Ctrl-Z, Escape",
    arguments: [
      ("q", Key.character("q")), ("\u{3}", .control("c")), ("\u{4}", .control("d")),
      ("\u{1A}", .control("z")),
    ])
  func keysAfterAnUnendedPaste(typed: String, key: Key) {
    var decoder = KeyDecoder()
    #expect(decoder.decode(bytes("\u{1B}[200~"), at: .zero).isEmpty)
    // The read comes after the deadline, with no wake in between: the
    // paste ends first, then the key is a key.
    #expect(decoder.decode(bytes(typed), at: .milliseconds(1500)) == [.paste(""), key])
    // Escape alone waits for its own short timeout, as always.
    #expect(decoder.decode(bytes("\u{1B}"), at: .seconds(2)).isEmpty)
    #expect(decoder.flush() == [.escape])
  }

  @Test("Ctrl-C inside a paste ends the paste and is Ctrl-C")
  func controlCEndsAPaste() {
    var decoder = KeyDecoder()
    #expect(
      decoder.decode(bytes("\u{1B}[200~ab\u{1B}[2\u{3}q"), at: .zero)
        == [.paste("ab\u{1B}[2"), .control("c"), .character("q")])
    #expect(!decoder.isInsidePaste)
    // Without a time, too.
    #expect(decode([bytes("\u{1B}[200~x\u{3}")]) == [.paste("x"), .control("c")])
  }

  @Test("A paste begun in a read without a time waits for its end, as before")
  func pasteWithoutTimeHasNoDeadline() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(bytes("\u{1B}[200~a")).isEmpty)
    #expect(decoder.deadline == nil)
    #expect(decoder.endOverdue(at: .seconds(1000)).isEmpty)
    #expect(decoder.decode(bytes("b\u{1B}[201~"), at: .seconds(2000)) == [.paste("ab")])
  }

  @Test("Mouse reports are dropped, never keys: SGR, urxvt and X10")
  func mouseReports() {
    let q = Key.character("q")
    // SGR press and release, a wheel, a drag.
    #expect(decode([bytes("\u{1B}[<0;10;5Mq\u{1B}[<0;10;5m")]) == [q])
    #expect(decode([bytes("\u{1B}[<64;120;40M\u{1B}[<32;3;4M")]) == [])
    // urxvt.
    #expect(decode([bytes("\u{1B}[32;10;5Mq")]) == [q])
    // X10: the three bytes after ESC [ M would type ("space", "*", "%").
    #expect(decode([bytes("\u{1B}[M *%q")]) == [q])
    #expect(decode([[0x1B, 0x5B, 0x4D, 0x20, 0xFF, 0xC0], bytes("q")]) == [q])
    // Split across reads, as any sequence may be.
    #expect(decode([bytes("\u{1B}[<0;1"), bytes("0;5M"), bytes("q")]) == [q])
    #expect(decode([bytes("\u{1B}[M"), bytes(" *"), bytes("%q")]) == [q])
    // After an extra ESC: Escape, then the report dropped.
    #expect(decode([bytes("\u{1B}\u{1B}[<0;1;1M")]) == [.escape])
    // Not mouse: two fields with M is no key either, but it is named.
    #expect(decode([bytes("\u{1B}[1;2M")]) == [.unknown("\\e[1;2M")])
    // The keypad's Enter (ESC O M) stays Enter.
    #expect(decode([bytes("\u{1B}OM")]) == [.enter])
  }

  @Test("A paste keeps at most its limit of bytes")
  func longPaste() {
    let long = [UInt8](repeating: 0x61, count: KeyDecoder.maximumPasteLength + 10)
    let keys = decode([bytes("\u{1B}[200~"), long, bytes("\u{1B}[201~b")])
    #expect(keys.count == 2)
    if case .paste(let text) = keys.first {
      #expect(text.utf8.count == KeyDecoder.maximumPasteLength)
    } else {
      Issue.record("expected a paste, got \(keys.first.map { "\($0)" } ?? "nothing")")
    }
    #expect(keys.last == .character("b"))
  }

  /// Every known sequence, split at every byte boundary, decodes the same.
  @Test("Every sequence split at every byte boundary gives the same key")
  func everySplit() {
    let sequences = [
      "\u{1B}[A", "\u{1B}OA", "\u{1B}[1;5C", "\u{1B}[1;3D", "\u{1B}[Z", "\u{1B}[H", "\u{1B}[4~",
      "\u{1B}[2~", "\u{1B}[3~", "\u{1B}[5~", "\u{1B}[6~", "\u{1B}[3;5~", "\u{1B}OP",
      "\u{1B}[15~", "\u{1B}[24~", "\u{1B}[1;2S", "\u{1B}[[C", "\u{1B}x", "\u{1B}\u{1B}[B",
      "\u{1B}한", "한", "😀", "\r\n", "\u{1B}\r", "\u{1B}[200~add\r\u{1B}[201~",
      "\u{1B}[200~a\u{1B}[20\u{1B}[201~", "a\u{1B}[200~x\u{1B}[201~b",
    ]
    for text in sequences {
      let stream = bytes(text)
      var whole = KeyDecoder()
      let expected = whole.decode(stream) + whole.flush()
      #expect(expected.count >= 1, "\(text)")
      #expect(!expected.contains { if case .unknown = $0 { true } else { false } }, "\(text)")
      for cut in 1..<max(1, stream.count) {
        var decoder = KeyDecoder()
        let keys =
          decoder.decode(Array(stream[..<cut])) + decoder.decode(Array(stream[cut...]))
          + decoder.flush()
        #expect(keys == expected, "\(text) cut at \(cut)")
      }
      #expect(keyDecoderViolation(stream, splits: [1, 2, 3]) == nil)
    }
  }

  @Test func koreanInOneRead() {
    #expect(decode([bytes("한국")]) == [.character("한"), .character("국")])
  }

  @Test func koreanSplitAcrossReads() {
    let han = bytes("한")  // ED 95 9C
    #expect(han.count == 3)
    #expect(decode([[han[0]], [han[1], han[2]]]) == [.character("한")])
    #expect(decode([[han[0], han[1]], [han[2]]]) == [.character("한")])
    #expect(decode(han.map { [$0] }) == [.character("한")])
    var decoder = KeyDecoder()
    #expect(decoder.decode([han[0]]).isEmpty)
    #expect(decoder.hasPending)
  }

  @Test func otherMultiByteCharacters() {
    #expect(decode([bytes("é")]) == [.character("é")])
    #expect(decode([bytes("😀")]) == [.character("😀")])
  }

  @Test func invalidBytesBecomeVisibleUnknowns() {
    #expect(decode([[0xFF]]) == [.unknown("\\xFF")])
    #expect(decode([[0x80]]) == [.unknown("\\x80")])
    #expect(decode([[0xC0, 0x80]]) == [.unknown("\\xC0"), .unknown("\\x80")])
    #expect(decode([[0xED, 0x41]]) == [.unknown("\\xED"), .character("A")])
    #expect(decode([[0xED, 0xA0, 0x80]]) == [.unknown("\\xED\\xA0\\x80")])
    #expect(decode([[0xE0, 0x80, 0x80]]) == [.unknown("\\xE0\\x80\\x80")])
    #expect(decode([[0xC2, 0x9B]]) == [.unknown("\\u{9B}")])
  }

  @Test func unfinishedCharacterIsUnknownOnFlush() {
    #expect(decode([[0xED, 0x95]], flush: true) == [.unknown("\\xED\\x95")])
  }

  @Test func unknownSequencesAreVisible() {
    #expect(decode([bytes("\u{1B}[16~")]) == [.unknown("\\e[16~")])
    #expect(decode([bytes("\u{1B}[99~")]) == [.unknown("\\e[99~")])
    #expect(decode([bytes("\u{1B}OX")]) == [.unknown("\\eOX")])
    #expect(decode([bytes("\u{1B}[5Z")]) == [.unknown("\\e[5Z")])
    #expect(decode([bytes("\u{1B}[<0;1;2")], flush: true) == [.unknown("\\e[<0;1;2")])
    #expect(decode([bytes("\u{1B}[<0;1X")]) == [.unknown("\\e[<0;1X")])
    #expect(decode([bytes("\u{1B}[1;2;3A")]) == [.unknown("\\e[1;2;3A")])
    #expect(decode([bytes("\u{1B}[2A")]) == [.unknown("\\e[2A")])
    #expect(decode([bytes("\u{1B}[[Z")]) == [.unknown("\\e[[Z")])
    #expect(decode([bytes("\u{1B}[1")], flush: true) == [.unknown("\\e[1")])
  }

  @Test func sequenceBrokenByControlByte() {
    #expect(decode([[0x1B, 0x5B, 0x31, 0x03]]) == [.unknown("\\e[1"), .control("c")])
    #expect(decode([[0x1B, 0x5B, 0x5B, 0x0D]]) == [.unknown("\\e[["), .enter])
  }

  @Test func overlongSequenceIsCutOff() {
    let long = [0x1B, 0x5B] + [UInt8](repeating: 0x31, count: 40) + [0x41]
    let keys = decode([long], flush: true)
    guard case .unknown(let text)? = keys.first else {
      Issue.record("expected an unknown key first, got \(keys)")
      return
    }
    #expect(text.count == KeyDecoder.maximumSequenceLength + 1)  // "\e" is two characters.
    #expect(keys.dropFirst().allSatisfy { $0 == .character("1") || $0 == .character("A") })
    #expect(keys.last == .character("A"))
  }

  @Test func randomStreamsKeepTheProperties() {
    // Bytes biased toward ESC, '[', 'O', digits, CR/LF and UTF-8 lead bytes.
    let alphabet: [UInt8] = [
      0x1B, 0x1B, 0x5B, 0x4F, 0x31, 0x33, 0x3B, 0x7E, 0x41, 0x5A, 0x0D, 0x0A, 0x03, 0x7F, 0xED,
      0x95, 0x9C, 0xC2, 0xF0, 0x9F, 0x80, 0xFF, 0x61, 0x20, 0x32, 0x30, 0x5B, 0x1C, 0x00,
    ]
    var random = SplitMix64(seed: 2024)
    for _ in 0..<3000 {
      let length = Int(random.next() % 24)
      let stream = (0..<length).map { _ in
        random.next() % 3 == 0
          ? UInt8(truncatingIfNeeded: random.next())
          : alphabet[Int(random.next() % UInt64(alphabet.count))]
      }
      let splits = (0..<3).map { _ in Int(random.next() % 5) }
      let violation = keyDecoderViolation(stream, splits: splits)
      #expect(violation == nil)
      if violation != nil { break }
    }
  }
}
