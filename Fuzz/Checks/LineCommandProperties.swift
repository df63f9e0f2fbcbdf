import TellerInput
import TellerSession
import TellerWording

/// The properties every script must keep through ``LineCommandParser``,
/// checked on one input, shaped for fuzzing as ``keyDecoderViolation(_:splits:)``.
///
/// Each line of the text is parsed; parsing never crashes, and the message
/// of a bad line, in English and Korean, is one line without control
/// characters and at most 400 characters, however long or strange the line.
///
/// - Returns: a description of the first property broken, or nil.
public func lineCommandViolation(_ bytes: [UInt8]) -> String? {
  let text = String(decoding: bytes, as: UTF8.self)
  var number = 0
  for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
    number += 1
    do {
      _ = try LineCommandParser.parse(String(line))
    } catch {
      let messages = [Catalog.english, Catalog.korean].map {
        $0[.lineError($0.message(for: error), line: number)]
      }
      if let violation = firstViolation(messages, limit: 400) {
        return "line \(number): \(violation)"
      }
    }
  }
  return nil
}
