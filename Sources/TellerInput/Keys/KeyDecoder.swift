import TellerArguments

/// Turns the bytes a terminal sends into key presses.
///
/// The decoder keeps state between calls, so several keys may arrive in
/// one read and an escape sequence or a UTF-8 character may be split across
/// reads. It works one byte at a time and never looks ahead, so decoding a
/// stream in one call or byte by byte gives the same keys. The only thing
/// it cannot decide alone is a lone Escape: the input loop calls
/// ``flush()`` when ``hasPending`` and no more bytes came within a short
/// timeout.
///
/// Time is data: the input loop gives the time of each read
/// (``decode(_:at:)``), so a paste whose end marker never comes (a
/// terminal that drops it, a cut-off stream) is ended
/// ``pasteTimeout`` after it began, and a terminal string whose end never
/// comes ``terminalStringTimeout`` after it began; the keys after them
/// act. The loop wakes for that at ``deadline`` and calls
/// ``endOverdue(at:)``.
///
/// Known sequences:
/// - arrows, Home and End as CSI or SS3 (`ESC [ A`, `ESC O A`, `ESC [ H`,
///   `ESC [ 1 ~`, `ESC [ 7 ~`, …), SS3 with a modifier too (`ESC O 5 A`);
///   Shift-Tab (`ESC [ Z`);
/// - Insert, Delete, Page Up and Page Down (`ESC [ 2 ~` … `ESC [ 6 ~`);
/// - F1–F12: `ESC O P`–`S`, `ESC [ 11 ~`–`24 ~`, and the Linux console's
///   `ESC [ [ A`–`E`;
/// - Alt keys: ESC before a key (`ESC x` is Alt-x, `ESC ESC [ A` Alt-Up),
///   or the Alt bit of an xterm modifier (`ESC [ 1 ; 3 C`); other modifiers
///   are ignored, so Ctrl-Right is Right;
/// - bracketed paste: everything between `ESC [ 200 ~` and `ESC [ 201 ~`
///   is one ``Key/paste(_:)``, whatever it holds, so a paste never runs as
///   keys (at most ``maximumPasteLength`` bytes of it are kept), except
///   Ctrl-C, which ends the paste and is Ctrl-C, so it always quits;
/// - control bytes: Ctrl-A to Ctrl-Z, Ctrl-\ ] ^ _ and Ctrl-Space;
/// - mouse reports, from a terminal that another program left reporting
///   the mouse (Teller never asks for them), are dropped, never keys: SGR
///   (`ESC [ < b ; x ; y M` or `m`), urxvt (`ESC [ b ; x ; y M`) and X10
///   (`ESC [ M` and three bytes, which would otherwise type);
/// - terminal strings, the replies a terminal sends to queries (a
///   colour, a capability, a graphics status) and anything else that
///   opens with `ESC ]` (OSC), `ESC P` (DCS), `ESC _` (APC), `ESC ^` (PM)
///   or `ESC X` (SOS): consumed whole, to BEL or ST (`ESC \`), and
///   dropped, so nothing inside one ever acts. One whose end never comes
///   is ended by ``terminalStringTimeout``, by ``flush()`` or by the end
///   of input as one ``Key/unknown(_:)``. The opening alone, when nothing
///   follows within the Escape timeout, is the Alt key it would be
///   otherwise (`ESC ]` alone is Alt-]), as `ESC [` alone is Alt-[.
///
/// Anything else, and any invalid byte, becomes ``Key/unknown(_:)`` with
/// visible text.
public struct KeyDecoder: Hashable, Sendable {
  /// Where the decoder is inside a sequence; `alt` marks a sequence that
  /// came after an extra ESC.
  ///
  /// The state and what it holds are internal, not private, only so the
  /// extensions in the files beside this one, one kind of sequence each,
  /// can step the decoder; nothing else touches them.
  enum State: Hashable, Sendable {
    case ground
    case escape(alt: Bool)
    case controlSequence(alt: Bool)
    case singleShift(alt: Bool)
    case linuxFunction(alt: Bool)
    /// After the opening of a terminal string (`ESC ]`, …), which the next
    /// byte starts, or a timeout makes an Alt key.
    case stringOpening(alt: Bool)
    /// Inside a terminal string; `afterEscape` when the last byte was ESC,
    /// which `\` then makes ST.
    case terminalString(afterEscape: Bool)
    case unicode(remaining: Int, alt: Bool)
    case paste(matched: Int)
    /// Inside an X10 mouse report: the bytes of button, column and row.
    case mouseReport(remaining: Int)
  }

  /// The longest control sequence kept before it is reported as unknown.
  public static let maximumSequenceLength = 32

  /// The most bytes of one paste that are kept; the rest is dropped until
  /// the paste ends.
  public static let maximumPasteLength = 65_536

  /// How long a paste may wait for its end marker, from its start, before
  /// the decoder ends it: one second.
  public static let pasteTimeout: Duration = .seconds(1)

  /// The bytes that end a bracketed paste: `ESC [ 201 ~`.
  private static let pasteEnd: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]

  var state: State = .ground
  /// The bytes of the sequence so far (of a terminal string, its start).
  var pending: [UInt8] = []
  private var pasted: [UInt8] = []
  private var afterCarriageReturn = false
  /// The time of the read being decoded, when the shell gives one.
  var readTime: Duration?
  /// When the open paste or terminal string began, if it began in a read
  /// with a time.
  var openedAt: Duration?

  /// Creates a decoder with nothing pending.
  public init() {}

  /// Whether bytes of an unfinished sequence wait for more input, so the
  /// shell should call ``flush()`` after a short timeout. False inside a
  /// paste, which its end marker, the end of input, Ctrl-C or its
  /// ``deadline`` ends, and inside a terminal string, which its end, the
  /// end of input or its ``deadline`` ends.
  public var hasPending: Bool {
    if isInsideTerminalString { return false }
    return !pending.isEmpty
  }

  /// Whether the decoder is inside a bracketed paste.
  public var isInsidePaste: Bool {
    if case .paste = state { return true }
    return false
  }

  /// Whether the decoder is inside a terminal string (OSC, DCS, APC, PM
  /// or SOS) past its opening.
  public var isInsideTerminalString: Bool {
    if case .terminalString = state { return true }
    return false
  }

  /// When the open paste or terminal string is ended if its end has not
  /// come, or nil when neither is open (or it began in a read without a
  /// time).
  public var deadline: Duration? {
    guard let openedAt else { return nil }
    switch state {
    case .paste: return openedAt + Self.pasteTimeout
    case .terminalString: return openedAt + Self.terminalStringTimeout
    default: return nil
    }
  }

  /// Decodes the bytes of one read into the keys they complete.
  ///
  /// A paste or terminal string that begins here has no time, so it waits
  /// for its end (or ``flush()``) however long that takes;
  /// ``decode(_:at:)`` ends it after its timeout.
  ///
  /// - Complexity: O(n) in the number of bytes.
  public mutating func decode(_ bytes: [UInt8]) -> [Key] {
    var keys: [Key] = []
    for byte in bytes { feed(byte, into: &keys) }
    return keys
  }

  /// Decodes the bytes of a read made at a time (any clock, such as the
  /// time since the shell started): first ends an open paste or terminal
  /// string whose ``deadline`` has passed, so these bytes act as keys,
  /// then decodes them as ``decode(_:)`` does. A paste or string that
  /// begins in them starts its deadline at `time`.
  ///
  /// - Complexity: O(n) in the number of bytes.
  public mutating func decode(_ bytes: [UInt8], at time: Duration) -> [Key] {
    var keys = endOverdue(at: time)
    readTime = time
    defer { readTime = nil }
    for byte in bytes { feed(byte, into: &keys) }
    return keys
  }

  /// Ends the open paste or terminal string when its ``deadline`` is at
  /// or before `time`, as ``flush()`` does: a ``Key/paste(_:)`` of what
  /// came, or one ``Key/unknown(_:)`` for the string. Otherwise returns no
  /// keys.
  public mutating func endOverdue(at time: Duration) -> [Key] {
    guard let deadline, deadline <= time else { return [] }
    return flush()
  }

  /// Ends whatever is pending, after no more bytes came within a timeout
  /// or at the end of input.
  ///
  /// A lone ESC becomes ``Key/escape``; `ESC [` and `ESC O` alone become
  /// Alt-[ and Alt-O; another unfinished sequence or character becomes
  /// ``Key/unknown(_:)``; an unfinished paste becomes a paste of what
  /// came. A terminal string's opening alone becomes its Alt key (`ESC ]`
  /// is Alt-]); a string cut off inside becomes one ``Key/unknown(_:)``
  /// showing its start. A carriage return no longer swallows a line feed
  /// that follows.
  public mutating func flush() -> [Key] {
    var keys: [Key] = []
    switch state {
    case .ground: break
    case .escape(let alt):
      keys.append(.escape)
      if alt { keys.append(.escape) }
    case .controlSequence(let alt), .singleShift(let alt), .stringOpening(let alt):
      keys += introducerAlone(alt: alt) ?? [.unknown(Self.visible(pending))]
    case .linuxFunction, .unicode, .terminalString:
      keys.append(.unknown(Self.visible(pending)))
    case .paste(let matched):
      keys.append(Self.pasteKey(pasted + Self.pasteEnd.prefix(matched)))
    case .mouseReport:
      break
    }
    reset()
    afterCarriageReturn = false
    return keys
  }

  private mutating func feed(_ byte: UInt8, into keys: inout [Key]) {
    switch state {
    case .ground:
      ground(byte, into: &keys)
    case .escape(let alt):
      escape(byte, alt: alt, into: &keys)
    case .controlSequence(let alt):
      controlSequence(byte, alt: alt, into: &keys)
    case .singleShift(let alt):
      singleShift(byte, alt: alt, into: &keys)
    case .linuxFunction(let alt):
      pending.append(byte)
      if (0x41...0x45).contains(byte) {
        keys.append(Self.wrap(.function(Int(byte) - 0x40), alt))
        reset()
      } else if (0x40...0x7E).contains(byte) {
        keys.append(.unknown(Self.visible(pending)))
        reset()
      } else {
        pending.removeLast()
        keys.append(.unknown(Self.visible(pending)))
        reset()
        ground(byte, into: &keys)
      }
    case .unicode(let remaining, let alt):
      guard (0x80...0xBF).contains(byte) else {
        keys.append(.unknown(Self.visible(pending)))
        reset()
        ground(byte, into: &keys)
        return
      }
      pending.append(byte)
      if remaining > 1 {
        state = .unicode(remaining: remaining - 1, alt: alt)
      } else {
        let character = Self.characterKey(Array(pending.drop { $0 == 0x1B }))
        if alt, case .unknown(let text) = character {
          keys.append(.unknown("\\e" + text))
        } else {
          keys.append(Self.wrap(character, alt))
        }
        reset()
      }
    case .paste(let matched):
      paste(byte, matched: matched, into: &keys)
    case .mouseReport(let remaining):
      if remaining > 1 { state = .mouseReport(remaining: remaining - 1) } else { reset() }
    case .stringOpening(let alt):
      openString(with: byte, alt: alt, into: &keys)
    case .terminalString(let afterEscape):
      terminalString(byte, afterEscape: afterEscape)
    }
  }

  mutating func ground(_ byte: UInt8, into keys: inout [Key]) {
    let swallowLineFeed = afterCarriageReturn
    afterCarriageReturn = false
    switch byte {
    case 0x1B:
      pending = [byte]
      state = .escape(alt: false)
    case 0x0A where swallowLineFeed:
      break
    case 0xC2...0xDF: startCharacter(byte, remaining: 1, alt: false)
    case 0xE0...0xEF: startCharacter(byte, remaining: 2, alt: false)
    case 0xF0...0xF4: startCharacter(byte, remaining: 3, alt: false)
    default:
      if let key = Self.singleByteKey(byte) {
        keys.append(key)
        afterCarriageReturn = byte == 0x0D
      } else {
        // Stray continuation bytes and bytes never valid in UTF-8.
        keys.append(.unknown(Self.visible([byte])))
      }
    }
  }

  /// The byte after ESC (or after ESC ESC when `alt`).
  private mutating func escape(_ byte: UInt8, alt: Bool, into keys: inout [Key]) {
    switch byte {
    case UInt8(ascii: "["):
      pending.append(byte)
      state = .controlSequence(alt: alt)
    case UInt8(ascii: "O"):
      pending.append(byte)
      state = .singleShift(alt: alt)
    case _ where Self.opensTerminalString(byte):
      pending.append(byte)
      state = .stringOpening(alt: alt)
    case 0x1B:
      if alt { keys.append(.escape) } else { pending.append(byte) }
      state = .escape(alt: true)
    default:
      // ESC ESC x: Escape, then Alt-x.
      if alt { keys.append(.escape) }
      reset()
      afterCarriageReturn = false
      switch byte {
      case 0xC2...0xDF: startCharacter(byte, remaining: 1, alt: true)
      case 0xE0...0xEF: startCharacter(byte, remaining: 2, alt: true)
      case 0xF0...0xF4: startCharacter(byte, remaining: 3, alt: true)
      default:
        if let key = Self.singleByteKey(byte) {
          keys.append(.alt(key))
          afterCarriageReturn = byte == 0x0D
        } else {
          keys.append(.unknown(Self.visible([0x1B, byte])))
        }
      }
    }
  }

  /// A byte inside a bracketed paste, watching for its end marker; Ctrl-C
  /// ends the paste and is itself.
  private mutating func paste(_ byte: UInt8, matched: Int, into keys: inout [Key]) {
    if byte == 0x03 {
      keep(pasted: Self.pasteEnd.prefix(matched))
      keys.append(Self.pasteKey(pasted))
      reset()
      keys.append(.control("c"))
      return
    }
    if byte == Self.pasteEnd[matched] {
      if matched + 1 == Self.pasteEnd.count {
        keys.append(Self.pasteKey(pasted))
        reset()
      } else {
        state = .paste(matched: matched + 1)
      }
      return
    }
    // The marker broke off: what matched of it was pasted text.
    keep(pasted: Self.pasteEnd.prefix(matched))
    if byte == Self.pasteEnd[0] {
      state = .paste(matched: 1)
    } else {
      keep(pasted: [byte])
      state = .paste(matched: 0)
    }
  }

  private mutating func keep(pasted bytes: some Collection<UInt8>) {
    let room = Self.maximumPasteLength - pasted.count
    if room > 0 { pasted += bytes.prefix(room) }
  }

  /// Alt-[ or Alt-O (after an Escape when `alt`) when only `ESC [` or
  /// `ESC O` is pending; nil when more of a sequence came.
  func introducerAlone(alt: Bool) -> [Key]? {
    guard pending.count == (alt ? 3 : 2), let last = pending.last else { return nil }
    return (alt ? [.escape] : []) + [.alt(.character(Character(Unicode.Scalar(last))))]
  }

  private mutating func startCharacter(_ byte: UInt8, remaining: Int, alt: Bool) {
    pending = alt ? [0x1B, byte] : [byte]
    state = .unicode(remaining: remaining, alt: alt)
  }

  mutating func reset() {
    state = .ground
    pending.removeAll()
    pasted.removeAll()
    openedAt = nil
  }

  static func wrap(_ key: Key, _ alt: Bool) -> Key {
    guard alt else { return key }
    if case .unknown = key { return key }
    return .alt(key)
  }

  private static func pasteKey(_ bytes: [UInt8]) -> Key {
    .paste(String(decoding: bytes, as: UTF8.self))
  }
}
