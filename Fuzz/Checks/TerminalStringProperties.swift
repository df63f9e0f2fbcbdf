import TellerInput
import TellerSession

/// Everything the key decoder's fuzz target checks on one input: the
/// properties of ``keyDecoderViolation(_:splits:)`` on the input as a
/// byte stream (split by its first bytes), then those of
/// ``terminalStringViolation(_:)`` on a terminal string made from it.
///
/// - Returns: a description of the first property broken, or nil.
public func keyDecoderFuzzViolation(_ bytes: [UInt8]) -> String? {
  keyDecoderViolation(bytes, splits: bytes.prefix(4).map { Int($0 % 7) })
    ?? terminalStringViolation(bytes)
}

/// The properties a terminal string (OSC, DCS, APC, PM or SOS) keeps
/// through ``KeyDecoder``, whatever it holds, checked on a string made from
/// one input.
///
/// The input's first byte chooses the opening (`ESC ]`, `ESC P`, `ESC _`,
/// `ESC ^` or `ESC X`), whether an Escape comes just before it, and its
/// ending (BEL, ST or none); the next two choose the lengths of the keys
/// before it and of its body; the rest are those keys, the body (with
/// whatever would end it early taken out) and the keys after it.
///
/// The properties: no byte of the string gives a key (but the first of
/// its body gives the Escape pressed before it, when there is one); a
/// string that ends leaves the keys around it as they were without it; a
/// string cut off is one unknown key at the end of input, or at its
/// deadline, after which the keys that follow act as they would alone.
/// The string is read one byte a read, the hardest split; other splits of
/// streams with strings in them are ``keyDecoderViolation(_:splits:)``'s
/// to check, on the fuzzer's own inputs.
///
/// - Returns: a description of the first property broken, or nil.
public func terminalStringViolation(_ bytes: [UInt8]) -> String? {
  guard bytes.count >= 3 else { return nil }
  let string = FuzzedTerminalString(bytes)

  // Decodes the string's bytes one at a time, after the keys before it
  // and a flush; a key from inside the string is a violation.
  func decodeString(
    into decoder: inout KeyDecoder, at time: Duration? = nil
  ) -> (keys: [Key], violation: String?) {
    var keys: [Key] = []
    for (index, byte) in string.bytes.enumerated() {
      let made = time.map { decoder.decode([byte], at: $0) } ?? decoder.decode([byte])
      let firstOfBody = index == string.opening.count
      if !made.isEmpty && !(firstOfBody && made == [.escape] && string.escapeBefore) {
        return (keys, "byte \(index) of \(string) gave \(made)")
      }
      keys += made
    }
    return (keys, nil)
  }
  // The Escape before the string, which the first byte after its opening
  // gives.
  let opened = string.bytes.count > string.opening.count
  let escapes: [Key] = string.escapeBefore && opened ? [.escape] : []

  var alone = KeyDecoder()
  let before = alone.decode(string.before) + alone.flush()
  let after = alone.decode(string.after) + alone.flush()

  if string.ending.isEmpty {
    // Cut off, ended by the end of input.
    var decoder = KeyDecoder()
    _ = decoder.decode(string.before) + decoder.flush()
    let (made, violation) = decodeString(into: &decoder)
    if let violation { return violation }
    let ended = decoder.flush()
    if string.body.isEmpty {
      let opening = Key.alt(.character(Character(Unicode.Scalar(string.opening.last!))))
      if made + ended != (string.escapeBefore ? [.escape, opening] : [opening]) {
        return "\(string) alone gave \(made + ended)"
      }
    } else if ended.count != 1 || !ended.allSatisfy(isUnknown) || made != escapes {
      return "\(string) cut off gave \(made + ended)"
    }

    // Cut off, ended by its deadline; the keys after it act.
    guard !string.body.isEmpty else { return nil }
    var timed = KeyDecoder()
    _ = timed.decode(string.before, at: .zero) + timed.flush()
    let (timedMade, timedViolation) = decodeString(into: &timed, at: .seconds(1))
    if let timedViolation { return timedViolation }
    guard timed.deadline == .seconds(1) + KeyDecoder.terminalStringTimeout else {
      return "\(string) cut off has deadline \(String(describing: timed.deadline))"
    }
    let late = timed.decode(string.after, at: .seconds(2)) + timed.flush()
    guard timedMade == escapes, late.first.map(isUnknown) == true,
      Array(late.dropFirst()) == after
    else { return "\(string) cut off, then \(string.after), gave \(timedMade + late)" }
    return nil
  }

  // Ended: the keys around it are as they were without it.
  var decoder = KeyDecoder()
  var keys = decoder.decode(string.before) + decoder.flush()
  let (made, violation) = decodeString(into: &decoder)
  if let violation { return violation }
  if decoder.hasPending || decoder.isInsideTerminalString || decoder.deadline != nil {
    return "\(string) did not end"
  }
  keys += made + decoder.decode(string.after) + decoder.flush()
  if keys != before + escapes + after {
    return "\(string) gave \(keys), without it \(before + after)"
  }
  return nil
}

/// Whether a key is ``Key/unknown(_:)``.
private func isUnknown(_ key: Key) -> Bool {
  if case .unknown = key { return true }
  return false
}

/// A terminal string made from a fuzzer's input, and the keys around it.
private struct FuzzedTerminalString: CustomStringConvertible {
  /// ESC (twice when an Escape comes before it) and the opening byte.
  let opening: [UInt8]
  /// Whether an Escape is pressed just before the string.
  let escapeBefore: Bool
  /// What the string holds: no BEL, and no `\` after an ESC.
  let body: [UInt8]
  /// BEL, ST or nothing (cut off).
  let ending: [UInt8]
  /// The keys before and after it.
  let before: [UInt8]
  let after: [UInt8]

  /// The string's bytes, from its opening to its ending.
  var bytes: [UInt8] { opening + body + ending }

  init(_ input: [UInt8]) {
    let choice = input[0]
    let openings: [UInt8] = Array("]P_^X".utf8)
    escapeBefore = choice & 0x08 != 0
    opening = (escapeBefore ? [0x1B, 0x1B] : [0x1B]) + [openings[Int(choice % 5)]]
    ending = [[0x07], [0x1B, 0x5C], []][Int((choice >> 4) % 3)]
    let rest = input.dropFirst(3)
    let beforeCount = min(rest.count, Int(input[1] % 16))
    let bodyCount = min(rest.count - beforeCount, Int(input[2]))
    before = Array(rest.prefix(beforeCount))
    var body: [UInt8] = []
    for byte in rest.dropFirst(beforeCount).prefix(bodyCount) {
      if byte == 0x07 || (byte == 0x5C && body.last == 0x1B) { continue }
      body.append(byte)
    }
    self.body = body
    after = Array(rest.dropFirst(beforeCount + bodyCount))
  }

  var description: String { "string \(bytes) between \(before) and \(after)" }
}
