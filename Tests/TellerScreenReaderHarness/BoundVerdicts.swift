import TellerScreenReaderModel

/// Which of ``ScreenReaderBounds`` a run is held to, and whether it holds:
/// the same judgement `TellerScreenReaderTests` makes, as figures the tool
/// prints and `docs/screen-readers.md` shows.
public enum BoundVerdicts {
  /// The bounds a reader's run in a scenario is held to, judged.
  public static func figures(_ reader: Reader, _ scenario: Scenario, _ result: ScenarioRun)
    -> [Figure]
  {
    let run = result.run
    let heldReaders: Set<Reader> = [.fenrir, .orca]
    switch scenario {
    case .linearN where heldReaders.contains(reader):
      let holds = ScreenReaderBounds.answersHeard(
        run, keys: Set(scenario.moves.map(\.key.name)), count: scenario.moves.count)
      return [ScreenReaderBounds.figure(run: run.name, bound: .answers, holds: holds)]
    case .fullScreen where heldReaders.contains(reader):
      let holds = ScreenReaderBounds.notFlooded(run.tally())
      return [ScreenReaderBounds.figure(run: run.name, bound: .flood, holds: holds)]
    case .auto:
      return [autoView(run.name, view: run.view, expected: "linear", result.otherScreenReaders)]
    case .linearTable:
      let keys = scenario.tableKeyNames
      let count = scenario.tableKeys.count
      let heard = ScreenReaderBounds.answersHeard(run, keys: keys, count: count)
      var figures = [ScreenReaderBounds.figure(run: run.name, bound: .tableAnswers, holds: heard)]
      if reader == .brltty {
        let shown = ScreenReaderBounds.answersShown(
          run, keys: keys, count: count, width: BrlttySession.width)
        figures.append(ScreenReaderBounds.figure(run: run.name, bound: .tableBraille, holds: shown))
      }
      return figures
    case .linearTab where reader == .brltty:
      guard let start = run.keys.first?.at.adding(seconds: ReaderRun.brailleGrace),
        let share = run.tellerLineShare(from: start)
      else {
        return [
          ScreenReaderBounds.figure(
            run: run.name, bound: .braille, holds: nil, why: "the display was not read")
        ]
      }
      let holds = ScreenReaderBounds.brailleShown(share: share)
      return [ScreenReaderBounds.figure(run: run.name, bound: .braille, holds: holds)]
    default:
      return []
    }
  }

  /// `auto`'s view with no screen reader, or beside a program merely
  /// named like one: the full screen.
  public static func figures(plain name: String, _ result: PlainTerminalRun) -> [Figure] {
    [autoView(name, view: result.view, expected: "full-screen", result.otherScreenReaders)]
  }

  /// Whether `auto` chose the view expected, judged only when no other
  /// program's screen reader ran to decide it.
  private static func autoView(
    _ name: String, view: String?, expected: String, _ others: [String]
  ) -> Figure {
    guard others.isEmpty else {
      return ScreenReaderBounds.figure(
        run: name, bound: .autoView, holds: nil, why: "another screen reader ran meanwhile")
    }
    return ScreenReaderBounds.figure(run: name, bound: .autoView, holds: view == expected)
  }
}
