/// Splits a rectangle into rows or columns by constraints.
public enum Layout {
  /// Splits an area top to bottom.
  ///
  /// Fixed lengths are served first, in order, while room lasts; the rest
  /// is shared among the fills by weight, the remainder going to the
  /// earliest fills. `spacing` cells separate neighbouring parts.
  ///
  /// - Complexity: O(n) in the number of constraints.
  public static func vertical(_ constraints: [Constraint], in area: Rect, spacing: Int = 0)
    -> [Rect]
  {
    sizes(constraints, total: area.height, spacing: spacing).map {
      Rect(x: area.x, y: area.y + $0.start, width: area.width, height: $0.length)
    }
  }

  /// Splits an area left to right; see ``vertical(_:in:spacing:)``.
  public static func horizontal(_ constraints: [Constraint], in area: Rect, spacing: Int = 0)
    -> [Rect]
  {
    sizes(constraints, total: area.width, spacing: spacing).map {
      Rect(x: area.x + $0.start, y: area.y, width: $0.length, height: area.height)
    }
  }

  private static func sizes(_ constraints: [Constraint], total: Int, spacing: Int)
    -> [(start: Int, length: Int)]
  {
    guard !constraints.isEmpty else { return [] }
    var left = max(0, total - max(0, spacing) * (constraints.count - 1))
    var lengths = Array(repeating: 0, count: constraints.count)
    var weights = 0
    for (index, constraint) in constraints.enumerated() {
      switch constraint {
      case .length(let length):
        lengths[index] = min(max(0, length), left)
        left -= lengths[index]
      case .fill(let weight):
        weights += max(0, weight)
      }
    }
    if weights > 0 {
      var shared = 0
      for (index, constraint) in constraints.enumerated() {
        if case .fill(let weight) = constraint {
          lengths[index] = left * max(0, weight) / weights
          shared += lengths[index]
        }
      }
      var remainder = left - shared
      for (index, constraint) in constraints.enumerated() where remainder > 0 {
        if case .fill(let weight) = constraint, weight > 0 {
          lengths[index] += 1
          remainder -= 1
        }
      }
    }
    var start = 0
    return lengths.map { length in
      defer { start += length + max(0, spacing) }
      return (start, length)
    }
  }
}
