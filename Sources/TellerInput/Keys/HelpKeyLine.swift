/// The lines of the help's key table. Each binding of ``KeyBindings``
/// names its line, so the table says which keys and commands a line
/// shows, and in which order; each language words what a line does (``KeyHelpMessage/action(_:)``), so a new line without its
/// words in every language does not compile.
///
/// The raw value is the line's stable, language-independent ID, from which
/// the help screen builds element IDs.
public enum HelpKeyLine: String, Hashable, Sendable, CaseIterable {
  /// The next item.
  case next
  /// The previous item.
  case previous
  /// The first or last item.
  case ends
  /// Activating the item.
  case activate
  /// The next or previous item of the rotor's kind.
  case rotorMove = "rotor-move"
  /// Turning the rotor.
  case rotor
  /// The next or previous heading.
  case heading
  /// The next or previous button.
  case button
  /// The next or previous list.
  case list
  /// The next page of a list.
  case pageNext = "page-next"
  /// The previous page of a list.
  case pagePrevious = "page-previous"
  /// The first or last item of a list.
  case listEnds = "list-ends"
  case table
  case tableRow = "table-row"
  case tableColumn = "table-column"
  case tableRowEnds = "table-row-ends"
  case tableColumnEnds = "table-column-ends"
  case tableEnds = "table-ends"
  /// Going to a customer by number.
  case customer
  /// The next heading of a level.
  case headingLevel = "heading-level"
  /// Adding customers.
  case add
  /// Resetting the bank.
  case reset
  /// Where am I.
  case `where`
  /// Reading from the focus to the end.
  case read
  /// The bank's status.
  case summary
  /// The day so far as an audio graph.
  case graph
  /// Repeating the last announcement.
  case `repeat`
  /// Older or newer announcements.
  case history
  /// Switching the view.
  case view
  /// The screen curtain.
  case curtain
  /// Drawing the screen again.
  case redraw
  /// Showing or hiding the help.
  case help
  /// Closing the help, or stopping speech.
  case close
  /// Quitting.
  case quit
  /// Quitting at once.
  case interrupt
  /// Suspending.
  case suspend

}
