/// The word of a table nearest to one typed wrongly, for "did you mean
/// …?": an unknown option, subcommand, configuration key or line command.
///
/// One rule serves them all, so every table suggests alike: the word
/// itself when the table has it (the caller may have changed it, as by
/// taking dashes off); else the one word of at least three characters
/// that the typed word starts or is started by (`lang` for `language`,
/// `sum` for `summary`); else the one word nearest by edit distance,
/// where swapping two neighbouring characters counts as one edit, at
/// most two edits away and at most half the typed word's length. A tie
/// suggests nothing: a guess between two is no help.
public enum NearestWord {
  /// The longest typed word worth comparing: longer ones are no typing
  /// slip, and comparing them would cost time for nothing.
  public static let longestTyped = 40

  /// The word of `candidates` the typed word most likely meant, or nil.
  ///
  /// Case is ignored; the suggestion is the candidate as the table has it.
  ///
  /// - Complexity: O(c · n · m) for c candidates of n characters and a
  ///   typed word of m.
  public static func suggestion(for typed: String, among candidates: [String]) -> String? {
    let word = typed.lowercased()
    if let same = candidates.first(where: { $0.lowercased() == word }) { return same }
    guard !word.isEmpty, word.count <= longestTyped else { return nil }
    let prefixed = candidates.filter {
      let candidate = $0.lowercased()
      return min(candidate.count, word.count) >= 3
        && (candidate.hasPrefix(word) || word.hasPrefix(candidate))
    }
    if prefixed.count == 1 { return prefixed[0] }
    let allowed = min(2, word.count / 2)
    let scored = candidates.map { ($0, distance(word, $0.lowercased())) }.filter {
      $0.1 <= allowed
    }
    guard let best = scored.map(\.1).min() else { return nil }
    let nearest = scored.filter { $0.1 == best }
    return nearest.count == 1 ? nearest[0].0 : nil
  }

  /// The edit distance between two words: insertions, deletions,
  /// substitutions, and swaps of two neighbouring characters, each one
  /// edit (the optimal string alignment distance).
  ///
  /// - Complexity: O(n · m) for words of n and m characters.
  public static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var beforePrevious: [Int] = []
    var previous = Array(0...b.count)
    for i in 1...a.count {
      var current = [i] + Array(repeating: 0, count: b.count)
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], beforePrevious[j - 2] + 1)
        }
      }
      beforePrevious = previous
      previous = current
    }
    return previous[b.count]
  }
}
