/// The number of colours a terminal has, read from its compiled terminfo
/// entry (the `colors` number, `max_colors`), as ncurses writes it: the
/// legacy format (magic `0432`, numbers of two bytes) and the extended one
/// (magic `01036`, numbers of four bytes).
///
/// Pure: the edge reads the file; this reads its bytes.
public enum TerminfoColors {
  /// The index of `colors` among a terminfo entry's numbers.
  static let colorsIndex = 13

  /// The `colors` of an entry: 0 when the entry has none (a monochrome
  /// terminal, such as `vt100` or `xterm-mono`), nil when the bytes are no
  /// terminfo entry.
  ///
  /// - Complexity: O(1).
  public static func colors(inEntry bytes: [UInt8]) -> Int? {
    func short(at offset: Int) -> Int? {
      guard offset >= 0, offset + 1 < bytes.count else { return nil }
      let value = Int(bytes[offset]) | Int(bytes[offset + 1]) << 8
      return value >= 0x8000 ? value - 0x10000 : value
    }
    guard let magic = short(at: 0) else { return nil }
    let width: Int
    switch magic {
    case 0o432: width = 2
    case 0o1036: width = 4
    default: return nil
    }
    guard let names = short(at: 2), let booleans = short(at: 4), let numbers = short(at: 6),
      names >= 0, booleans >= 0, numbers >= 0
    else { return nil }
    guard numbers > colorsIndex else { return 0 }
    var start = 12 + names + booleans
    if start % 2 == 1 { start += 1 }
    let offset = start + colorsIndex * width
    guard offset + width <= bytes.count else { return nil }
    var value = 0
    for index in 0..<width { value |= Int(bytes[offset + index]) << (8 * index) }
    let signBit = 1 << (8 * width - 1)
    if value & signBit != 0 { value -= signBit << 1 }
    return max(0, value)
  }

  /// Whether a terminal shows colour: from its terminfo entry's `colors`
  /// when one was found (8 or more), otherwise from its name, which marks
  /// the usual monochrome terminals: the DEC VTs (`vt52`, `vt100`, `vt102`,
  /// `vt220`, `vt320`, …) and any name ending in `-mono` or `-m`.
  public static func showsColor(term: String?, entryColors: Int?) -> Bool {
    if let entryColors { return entryColors >= 8 }
    guard let term, !term.isEmpty else { return true }
    let name = term.lowercased()
    if name.hasSuffix("-mono") || name.hasSuffix("-m") { return false }
    if name.hasPrefix("vt"), name.dropFirst(2).first?.isNumber == true {
      // vt100-color and the like say otherwise.
      return name.contains("color") || name.contains("colour")
    }
    return true
  }
}
