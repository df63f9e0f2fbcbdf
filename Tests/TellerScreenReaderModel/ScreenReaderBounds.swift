/// The bounds Teller is held to under the real screen readers, in one
/// place: `TellerScreenReaderTests` asserts them, and the tool prints
/// whether each holds (``figure(run:bound:holds:)``), which
/// `docs/screen-readers.md` shows.
public enum ScreenReaderBounds {
  /// How soon the answer to a navigation key must begin being spoken, in seconds.
  public static let answerLimit = 3.5
  /// At most so many messages between `a` and `q` in the full-screen view
  /// with a screen reader running.
  public static let floodUtterances = 25
  /// At most so many speakable characters between `a` and `q` in the
  /// full-screen view with a screen reader running.
  public static let floodCharacters = 3000
  /// The share of the time from ``ReaderRun/brailleGrace`` after Teller
  /// starts until `q` that BRLTTY's display must show a line of Teller's.
  public static let brailleShare = 0.95

  /// What each bound asks, by the name its figures carry.
  public enum Bound: String, CaseIterable, Sendable {
    /// In linear mode, the answer to each navigation key is heard.
    case answers
    /// The full-screen view does not flood a screen reader.
    case flood
    /// `auto` chooses the view by the screen reader running.
    case autoView = "auto-view"
    /// A braille display shows Teller's lines.
    case braille
    /// In linear mode, the answer to each key of a walk through a table,
    /// the cell with the header that changed, is heard.
    case tableAnswers = "table-answers"
    /// A braille display shows the answer to each key of a walk through a
    /// table.
    case tableBraille = "table-braille"
  }

  /// Whether every answer to the navigation keys reaches the user: each
  /// begins being spoken within ``answerLimit`` and Teller's next line
  /// does not cut it, and there is one for each key.
  ///
  /// - Parameters:
  ///   - keys: the names of the navigation keys, such as `n` and `p`.
  ///   - count: how many navigation keys the scenario typed.
  public static func answersHeard(_ run: ReaderRun, keys: Set<String>, count: Int) -> Bool {
    let answers = run.answers.filter { keys.contains($0.key.name) }
    return answers.count == count
      && answers.allSatisfy { $0.fate.reachesUser(within: answerLimit) }
  }

  /// Whether a braille display showed the answer to each key named, the
  /// line Teller wrote for it, at some moment between the key and the
  /// next: whole, or, for a line longer than the display, its start.
  ///
  /// - Parameters:
  ///   - keys: the names of the keys, such as `t`, `j` and `k`.
  ///   - count: how many such keys the scenario typed.
  ///   - width: the display's width in cells.
  public static func answersShown(_ run: ReaderRun, keys: Set<String>, count: Int, width: Int)
    -> Bool
  {
    guard let cells = run.cells else { return false }
    let typed = run.keys.indices.filter { keys.contains(run.keys[$0].name) }
    return typed.count == count
      && typed.allSatisfy { index in
        guard let answer = run.keys[index].answer, !answer.isEmpty else { return false }
        let end = index + 1 < run.keys.count ? run.keys[index + 1].at : run.end
        return cells.states(from: run.keys[index].at, to: end).contains { state in
          state.text == answer
            || (answer.count > width && !state.isBlank && answer.hasPrefix(state.text))
        }
      }
  }

  /// Whether what was sent between `a` and `q` stays within the flood limits.
  public static func notFlooded(_ tally: SpeechTally) -> Bool {
    tally.utterances <= floodUtterances && tally.characters <= floodCharacters
  }

  /// Whether the display showed a piece of a Teller line long enough.
  public static func brailleShown(share: Double) -> Bool { share >= brailleShare }

  /// The figure of a bound for a run: `RUN.bound.BOUND: holds`, or `does
  /// not hold`, or `not judged (why)` when `holds` is nil.
  public static func figure(
    run: String, bound: Bound, holds: Bool?, why: String = ""
  ) -> Figure {
    let verdict: String =
      switch holds {
      case true?: "holds"
      case false?: "does not hold"
      case nil: "not judged (\(why))"
      }
    return Figure("\(run).bound.\(bound.rawValue)", verdict)
  }
}
