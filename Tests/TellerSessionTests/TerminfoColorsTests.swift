import TellerSession
import Testing

/// Reading `colors` out of a compiled terminfo entry, and the monochrome
/// names used when no entry is found.
@Suite("Terminfo colours")
struct TerminfoColorsTests {
  /// A compiled entry: header, names, booleans, padding, numbers.
  private func entry(extended: Bool, names: String = "x|test", numbers: [Int]) -> [UInt8] {
    func short(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8((value >> 8) & 0xFF)] }
    let nameBytes = Array(names.utf8) + [0]
    let booleans: [UInt8] = [1, 0, 1]
    var bytes = short(extended ? 0o1036 : 0o432) + short(nameBytes.count) + short(booleans.count)
    bytes += short(numbers.count) + short(0) + short(0)
    bytes += nameBytes + booleans
    if (nameBytes.count + booleans.count) % 2 == 1 { bytes.append(0) }
    for number in numbers {
      let width = extended ? 4 : 2
      for index in 0..<width { bytes.append(UInt8((number >> (8 * index)) & 0xFF)) }
    }
    return bytes
  }

  @Test("colors is the 14th number, in both formats")
  func colors() {
    var numbers = Array(repeating: -1, count: 15)
    numbers[13] = 8
    #expect(TerminfoColors.colors(inEntry: entry(extended: false, numbers: numbers)) == 8)
    numbers[13] = 256
    #expect(TerminfoColors.colors(inEntry: entry(extended: true, numbers: numbers)) == 256)
    // Padding after an even count: none.
    #expect(
      TerminfoColors.colors(inEntry: entry(extended: false, names: "ab", numbers: numbers)) == 256)
  }

  @Test("An entry without colors has none; bytes that are no entry give nil")
  func absent() {
    #expect(TerminfoColors.colors(inEntry: entry(extended: false, numbers: [80, -1, 24])) == 0)
    var numbers = Array(repeating: 1, count: 14)
    numbers[13] = -1
    #expect(TerminfoColors.colors(inEntry: entry(extended: false, numbers: numbers)) == 0)
    #expect(TerminfoColors.colors(inEntry: []) == nil)
    #expect(TerminfoColors.colors(inEntry: Array("#!/bin/sh\n".utf8)) == nil)
    let cut = Array(entry(extended: true, numbers: Array(repeating: 8, count: 15)).prefix(30))
    #expect(TerminfoColors.colors(inEntry: cut) == nil)
  }

  @Test("An entry decides; without one, VTs and -mono names are monochrome")
  func showsColor() {
    #expect(TerminfoColors.showsColor(term: "vt100", entryColors: 8))
    #expect(!TerminfoColors.showsColor(term: "xterm", entryColors: 0))
    #expect(!TerminfoColors.showsColor(term: "xterm", entryColors: 2))
    for mono in ["vt100", "vt220", "VT52", "xterm-mono", "linux-m", "vt320"] {
      #expect(!TerminfoColors.showsColor(term: mono, entryColors: nil), "\(mono)")
    }
    for colour in ["xterm", "xterm-256color", "screen", "vt100-color", "vte", nil, ""] {
      #expect(TerminfoColors.showsColor(term: colour, entryColors: nil), "\(colour ?? "nil")")
    }
  }
}
