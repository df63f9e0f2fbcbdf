/// A script line that is not a command Teller knows, as data: what is
/// wrong, and the line as typed. ``Catalog/message(for:)`` words it in the
/// user's language.
public enum LineCommandError: Error, Hashable, Sendable {
  /// The first word is no command at all; with the line it likely meant,
  /// if any (``NearestWord``, then the table): "add" for "ad".
  case unknownCommand(ScriptLine, suggestion: String? = nil)
  /// The line is one key of the key table, such as `a`: keys are for a
  /// terminal. With the line command that does the same, if there is one
  /// ("add"; `m` has none).
  case keyAsLine(ScriptLine, lineCommand: String?)
  /// A command that takes no words after it got some; some commands accept
  /// one alternative, such as `add customers`.
  case takesNothing(ScriptLine, alternative: String?)
  /// A word that starts commands but is none alone, such as `cell`,
  /// without the words that end one: with the endings it fits, those its
  /// words begin or else all (`right`, `left`, `down`, `up`).
  case needsMore(ScriptLine, endings: [String])
  /// `next` or `previous` (`forward` false) followed by something other
  /// than `heading`, `button`, `list` or `page`.
  case jumpNeedsKind(ScriptLine, forward: Bool)
  /// `customer` or `go to customer` without a customer's number.
  case customerNeedsNumber(ScriptLine)
  /// `rotor` alone.
  case rotorNeedsSetting(ScriptLine)
  /// `rotor heading` without a level from 1 to 6.
  case rotorHeadingNeedsLevel(ScriptLine)
  /// `read` without `all`.
  case readNeedsAll(ScriptLine)
  /// `history` followed by something other than `back` or `forward`.
  case historyNeedsDirection(ScriptLine)
  /// `verbosity` without `low`, `normal` or `high`.
  case verbosityNeedsLevel(ScriptLine)
  /// `hints` without `on` or `off`.
  case hintsNeedsSwitch(ScriptLine)
  /// `wait` without `idle` or a duration it can read.
  case waitNeedsDuration(ScriptLine)
  /// `wait` with a negative duration.
  case waitNegative(ScriptLine)
  /// A line longer than ``ScriptLine/maximumLength`` bytes, as its start.
  case lineTooLong(ScriptLine)

  /// The line the error is about.
  public var line: ScriptLine {
    switch self {
    case .unknownCommand(let line, _), .keyAsLine(let line, _), .takesNothing(let line, _),
      .needsMore(let line, _),
      .jumpNeedsKind(let line, _),
      .rotorNeedsSetting(let line), .rotorHeadingNeedsLevel(let line), .readNeedsAll(let line),
      .historyNeedsDirection(let line), .verbosityNeedsLevel(let line),
      .hintsNeedsSwitch(let line), .waitNeedsDuration(let line), .waitNegative(let line),
      .customerNeedsNumber(let line),
      .lineTooLong(let line):
      line
    }
  }
}
