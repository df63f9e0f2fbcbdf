/// Reads values from the one-line JSON objects that `teller simulate
/// --json` and `benchmarks/simpy_bank.py --json` print: a number, a pair
/// of numbers such as a confidence interval, or a string without escapes,
/// found by its key.
///
/// It is no general JSON parser: it finds the first `"key":` in the text,
/// which in these flat objects is the member itself.
struct FlatJSON {
  private let bytes: [UInt8]

  /// Wraps the text of one object.
  init(_ text: String) { bytes = Array(text.utf8) }

  /// The number under a key, or nil when it is missing, null or not a number.
  func number(_ key: String) -> Double? {
    guard var index = valueStart(key) else { return nil }
    return readNumber(&index)
  }

  /// The two numbers of a two-element array under a key, or nil.
  func pair(_ key: String) -> (Double, Double)? {
    guard var index = valueStart(key), index < bytes.count, bytes[index] == UInt8(ascii: "[")
    else { return nil }
    index += 1
    guard let first = readNumber(&index) else { return nil }
    skipSpaces(&index)
    guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { return nil }
    index += 1
    guard let second = readNumber(&index) else { return nil }
    return (first, second)
  }

  /// The string under a key, or nil; escapes are not undone.
  func string(_ key: String) -> String? {
    guard var index = valueStart(key), index < bytes.count, bytes[index] == UInt8(ascii: "\"")
    else { return nil }
    index += 1
    let start = index
    while index < bytes.count && bytes[index] != UInt8(ascii: "\"") { index += 1 }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  /// Where the value under a key starts, past the colon and any spaces.
  private func valueStart(_ key: String) -> Int? {
    let pattern = Array("\"\(key)\"".utf8)
    guard pattern.count <= bytes.count else { return nil }
    for start in 0...(bytes.count - pattern.count)
    where bytes[start..<(start + pattern.count)].elementsEqual(pattern) {
      var index = start + pattern.count
      skipSpaces(&index)
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { continue }
      index += 1
      skipSpaces(&index)
      return index
    }
    return nil
  }

  private func skipSpaces(_ index: inout Int) {
    while index < bytes.count && (bytes[index] == 0x20 || bytes[index] == 0x09) { index += 1 }
  }

  private func readNumber(_ index: inout Int) -> Double? {
    skipSpaces(&index)
    let start = index
    let allowed = Set("0123456789+-.eE".utf8)
    while index < bytes.count && allowed.contains(bytes[index]) { index += 1 }
    return Double(String(decoding: bytes[start..<index], as: UTF8.self))
  }
}
