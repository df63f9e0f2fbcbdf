/// The lines of the help's table of line commands, in the order the help
/// shows them. Each entry of ``LineCommands`` names the line it appears on;
/// each language words what a line does (``LineCommandHelpMessage/action(_:)``), so
/// a new line without its words in every language does not compile.
///
/// The raw value is the line's stable, language-independent ID, from which
/// the help screen builds element IDs.
public enum LineCommandHelp: String, Hashable, Sendable, CaseIterable {
  /// `add`.
  case add
  /// `reset`.
  case reset
  /// `activate`.
  case activate
  /// `next`, `previous`, `first`, `last`.
  case next
  /// `up`, `down`.
  case rotorMove = "rotor-move"
  /// `rotor next`, `rotor previous`, `rotor SETTING`.
  case rotor
  /// `next heading`, `previous button` and the other jumps by kind.
  case quick
  /// `next page`, `previous page`.
  case page
  /// `first in list`, `last in list`.
  case listEnds = "list-ends"
  /// `cell right`, `cell left`, `cell down`, `cell up`, the ends of the
  /// row and the column, `first cell`, `last cell`.
  case tableCells = "table-cells"
  /// `go to customer N`, `customer N`.
  case customer
  /// `where`.
  case `where`
  /// `read all`.
  case read
  /// `summary`.
  case summary
  /// `graph`, `audio graph`.
  case graph
  /// `repeat`.
  case `repeat`
  /// `history`, `history back`, `history forward`.
  case history
  /// `verbosity low|normal|high`.
  case verbosity
  /// `hints on|off`.
  case hints
  /// `wait 2s`, `wait idle`.
  case wait
  /// `help`.
  case help
  /// `quit`.
  case quit
}
