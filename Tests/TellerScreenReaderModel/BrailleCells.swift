/// What a braille display showed over a run: its text line, sampled, as
/// the states it went through.
public struct BrailleCells: Hashable, Sendable {
  /// One state: the text line and when it was first seen.
  public struct State: Hashable, Sendable {
    /// When the display was first seen showing it.
    public var at: LogInstant
    /// The cells' text, trailing blanks removed.
    public var text: String

    /// Creates a state.
    public init(at: LogInstant, text: String) {
      self.at = at
      self.text = text
    }

    /// Whether the display was blank.
    public var isBlank: Bool { text.allSatisfy(\.isWhitespace) }
  }

  /// The states, in order, each different from the one before.
  public private(set) var states: [State] = []

  /// Creates an empty record.
  public init() {}

  /// Records a sample; a text equal to the last state's adds nothing.
  public mutating func record(_ text: String, at time: LogInstant) {
    var trimmed = Substring(text)
    while let last = trimmed.last, last.isWhitespace { trimmed = trimmed.dropLast() }
    guard states.last?.text != String(trimmed) else { return }
    states.append(State(at: time, text: String(trimmed)))
  }

  /// The states that held at some moment from `start` up to `end`: the one
  /// showing at `start`, and every one that began before `end`.
  public func states(from start: LogInstant, to end: LogInstant) -> [State] {
    let showing = states.lastIndex { $0.at <= start }
    return states.enumerated().filter { index, state in
      state.at < end && (state.at > start || index == showing)
    }.map(\.element)
  }

  /// The share of the time from `start` to `end` that the display showed
  /// a text that passes a test, 0 to 1. Before the first state the display
  /// counts as showing nothing that passes.
  public func share(
    from start: LogInstant, to end: LogInstant, showing passes: (String) -> Bool
  ) -> Double {
    guard end > start else { return 0 }
    var passing: Int64 = 0
    var cursor = start
    var showingPassing = false
    for state in states where state.at < end {
      if state.at > cursor {
        if showingPassing { passing += state.at.microseconds - cursor.microseconds }
        cursor = state.at
      }
      showingPassing = passes(state.text)
    }
    if showingPassing { passing += end.microseconds - cursor.microseconds }
    return Double(passing) / Double(end.microseconds - start.microseconds)
  }
}
