import TellerApp
import TellerBank
import TellerTestSupport
import Testing

@Suite("KeyDecoder")
struct KeyDecoderTests {
  private func decode(_ reads: [[UInt8]], flush: Bool = false) -> [Key] {
    var decoder = KeyDecoder()
    var keys: [Key] = []
    for read in reads { keys += decoder.decode(read) }
    if flush { keys += decoder.flush() }
    return keys
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
    ("\u{1B}[3~", .backspace), ("\u{7F}", .backspace), ("\u{08}", .backspace),
    ("\u{1B}[1;5C", .right), ("\u{1B}[1;2A", .up),
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
    #expect(decode([bytes("\u{1B}x")]) == [.escape, .character("x")])
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
    #expect(decode([[0x00]]) == [.unknown("\\u{0}")])
    #expect(decode([[0x1C]]) == [.unknown("\\u{1C}")])
    #expect(decode([[0xC2, 0x9B]]) == [.unknown("\\u{9B}")])
  }

  @Test func unfinishedCharacterIsUnknownOnFlush() {
    #expect(decode([[0xED, 0x95]], flush: true) == [.unknown("\\xED\\x95")])
  }

  @Test func unknownSequencesAreVisible() {
    #expect(decode([bytes("\u{1B}[15~")]) == [.unknown("\\e[15~")])
    #expect(decode([bytes("\u{1B}[200~")]) == [.unknown("\\e[200~")])
    #expect(decode([bytes("\u{1B}OP")]) == [.unknown("\\eOP")])
    #expect(decode([bytes("\u{1B}[5Z")]) == [.unknown("\\e[5Z")])
    #expect(decode([bytes("\u{1B}[")], flush: true) == [.unknown("\\e[")])
  }

  @Test func sequenceBrokenByControlByte() {
    #expect(decode([[0x1B, 0x5B, 0x03]]) == [.unknown("\\e["), .control("c")])
    #expect(decode([[0x1B, 0x4F, 0x0D]]) == [.unknown("\\eO"), .enter])
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
      0x95, 0x9C, 0xC2, 0xF0, 0x9F, 0x80, 0xFF, 0x61, 0x20,
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
