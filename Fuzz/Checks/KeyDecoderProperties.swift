import TellerInput
import TellerSession

/// The properties every byte stream must keep through ``KeyDecoder``,
/// checked on one input.
///
/// Shaped for fuzzing: a libFuzzer entry point can call it with its data
/// and trap on a non-nil result. The properties: decoding never crashes;
/// the stream decoded in one read, byte by byte, and in the given chunks
/// gives the same keys (after a final flush); no key carries a control
/// character, except a paste, which holds pasted text as it came.
///
/// - Parameters:
///   - bytes: the stream.
///   - splits: chunk lengths for the third decoding; cycled, zeros skipped.
/// - Returns: a description of the first property broken, or nil.
public func keyDecoderViolation(_ bytes: [UInt8], splits: [Int] = [3]) -> String? {
  var whole = KeyDecoder()
  let wholeKeys = whole.decode(bytes) + whole.flush()

  var single = KeyDecoder()
  var singleKeys: [Key] = []
  for byte in bytes { singleKeys += single.decode([byte]) }
  singleKeys += single.flush()
  if singleKeys != wholeKeys {
    return "byte by byte gave \(singleKeys), one read gave \(wholeKeys) for \(bytes)"
  }

  var chunked = KeyDecoder()
  var chunkedKeys: [Key] = []
  var offset = 0
  var splitIndex = 0
  let lengths = splits.filter { $0 > 0 }
  while offset < bytes.count {
    let length = lengths.isEmpty ? bytes.count : lengths[splitIndex % lengths.count]
    splitIndex += 1
    let end = min(bytes.count, offset + length)
    chunkedKeys += chunked.decode(Array(bytes[offset..<end]))
    offset = end
  }
  chunkedKeys += chunked.flush()
  if chunkedKeys != wholeKeys {
    return "chunks \(lengths) gave \(chunkedKeys), one read gave \(wholeKeys) for \(bytes)"
  }

  for key in wholeKeys {
    var key = key
    while case .alt(let inner) = key { key = inner }
    let text: String
    switch key {
    case .character(let character): text = String(character)
    case .control(let letter): text = String(letter)
    case .unknown(let visible): text = visible
    default: continue
    }
    if text.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) })
    {
      return "key \(key) carries a control character, from \(bytes)"
    }
  }
  return nil
}
