/// A lane's free clerks, handed out lowest first, as a set of bits: the
/// lane's first clerk is bit 0.
///
/// The first 64 clerks are one word, so a lane of the sizes a bank has
/// takes and frees a clerk with a few bit operations and no array; the
/// clerks beyond them, up to the thousand an option allows, are further
/// words, looked at only when all of the first 64 are busy.
struct FreeClerks: Hashable, Sendable {
  /// Clerks 0 to 63: a set bit is a free clerk.
  private var first: UInt64 = 0
  /// Clerks from 64 on, 64 to a word; empty for a lane of up to 64.
  private var rest: [UInt64] = []
  /// How many clerks are free.
  private(set) var count = 0

  /// All of a lane's clerks, free.
  init(clerks: Int) {
    let clerks = max(0, clerks)
    if clerks > 64 { rest = [UInt64](repeating: 0, count: (clerks - 1) / 64) }
    for clerk in 0..<clerks { free(clerk) }
  }

  /// Whether every clerk is busy.
  var isEmpty: Bool { count == 0 }

  /// Takes the lowest free clerk; only when one is free.
  ///
  /// - Complexity: O(1) among the first 64 clerks; O(c / 64) beyond.
  @inline(__always)
  mutating func takeLowest() -> Int {
    count -= 1
    guard first == 0 else {
      let clerk = first.trailingZeroBitCount
      first &= first - 1
      return clerk
    }
    return takeLowestBeyondFirstWord()
  }

  /// Frees a clerk that was taken.
  ///
  /// - Complexity: O(1).
  @inline(__always)
  mutating func free(_ clerk: Int) {
    count += 1
    if clerk < 64 {
      first |= 1 << UInt64(clerk)
    } else {
      rest[clerk / 64 - 1] |= 1 << UInt64(clerk % 64)
    }
  }

  @inline(never)
  private mutating func takeLowestBeyondFirstWord() -> Int {
    for i in rest.indices where rest[i] != 0 {
      let clerk = 64 * (i + 1) + rest[i].trailingZeroBitCount
      rest[i] &= rest[i] - 1
      return clerk
    }
    preconditionFailure("No clerk is free.")
  }
}
