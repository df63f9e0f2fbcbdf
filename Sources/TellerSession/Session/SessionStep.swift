import TellerSounds

/// What a session hands its presenters after each input or passage of
/// time: what to say, in order, and a read-only view of the screen as it
/// now stands.
///
/// A session answers first: the records are complete, and the screen is
/// already up to date, by the time a step exists. So a presenter can only
/// ever present an answer after it was given; nothing can present half a
/// step.
///
/// A step also says what it answers (its ``cause``), so a presenter can
/// act on the kind of input and not only on what was said: speech falls
/// silent on Escape, which says nothing, and lets what waits be said only
/// when input has ended.
///
/// A step also lists its ``cues``: the bank events, navigation edges and
/// errors it reports, each with its model time, for presenters that make
/// sound; text presenters ignore them.
///
/// A step is also the collection of its records.
public struct SessionStep: RandomAccessCollection, Sendable {
  /// What to say, in order: answers, announcements, focus moves, errors.
  public var records: [OutputRecord]
  /// What the step answers: the start, time passing, a command, an input
  /// that gave none, or the end of input.
  public var cause: Cause
  /// The screen after the step.
  public var screen: SessionScreen
  /// What happened in the step that a sound can stand for, in the order it
  /// happened: every bank event, each move that found no more items, each
  /// error record.
  public var cues: [SoundCue]
  /// The audio graph the step asks to hear (`o`), for presenters that
  /// make sound; nil for every other step.
  public var graph: GraphCue?

  /// Creates a step.
  public init(
    records: [OutputRecord], cause: Cause, screen: SessionScreen, cues: [SoundCue] = [],
    graph: GraphCue? = nil
  ) {
    self.records = records
    self.cause = cause
    self.screen = screen
    self.cues = cues
    self.graph = graph
  }

  /// The first record's position.
  public var startIndex: Int { records.startIndex }
  /// The position past the last record.
  public var endIndex: Int { records.endIndex }
  /// The record at a position.
  public subscript(position: Int) -> OutputRecord { records[position] }
}
