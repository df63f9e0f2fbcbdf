/// Counts over positions with prefix sums and searches by count, each in
/// O(log n): a Fenwick (binary indexed) tree that also grows at the end.
///
/// A compact list keeps one for its live items and one per tag, so an
/// item's place ("3 of 10"), the item at a place and the next item with a
/// tag are found without a walk over the list.
struct PrefixCounts: Sendable {
  /// Node `i` (1-based) holds the sum of the values at positions
  /// `i - lowbit(i) ..< i`; it is kept at index `i - 1`.
  private var nodes: [Int32] = []

  /// Creates counts of no positions.
  init() {}

  /// Creates counts of the values, in O(n).
  init(_ values: [Int32]) {
    nodes = values
    for index in nodes.indices {
      let parent = index + ((index + 1) & -(index + 1))
      if parent < nodes.count { nodes[parent] += nodes[index] }
    }
  }

  /// The number of positions.
  var count: Int { nodes.count }

  /// Adds a position at the end with a value.
  ///
  /// - Complexity: O(log n).
  mutating func append(_ value: Int32) {
    let position = nodes.count + 1
    let covered = position - (position & -position)
    nodes.append(value + Int32(prefix(position - 1) - prefix(covered)))
  }

  /// Adds to the value at a position.
  ///
  /// - Complexity: O(log n).
  mutating func add(_ delta: Int32, at position: Int) {
    var node = position + 1
    while node <= nodes.count {
      nodes[node - 1] += delta
      node += node & -node
    }
  }

  /// The sum of the values before a position.
  ///
  /// - Complexity: O(log n).
  func prefix(_ end: Int) -> Int {
    var sum = 0
    var node = end
    while node > 0 {
      sum += Int(nodes[node - 1])
      node -= node & -node
    }
    return sum
  }

  /// The position that holds the unit numbered `rank` (from 0) when each
  /// position holds as many units as its value: the first position whose
  /// prefix, itself included, exceeds `rank`; nil when the values add up
  /// to no more than `rank`. Values must not be negative.
  ///
  /// - Complexity: O(log n).
  func position(ofUnit rank: Int) -> Int? {
    guard rank >= 0, !nodes.isEmpty else { return nil }
    var step = 1
    while step * 2 <= nodes.count { step *= 2 }
    var position = 0
    var left = rank
    while step > 0 {
      let next = position + step
      if next <= nodes.count, Int(nodes[next - 1]) <= left {
        position = next
        left -= Int(nodes[next - 1])
      }
      step /= 2
    }
    return position < nodes.count ? position : nil
  }
}
