import TellerAccessibility
import TellerBank

/// Something the user asks an interactive session to do, by key or by line.
///
/// ``KeyBindings`` maps keys to commands and ``LineCommandParser`` maps
/// script lines to them; the session's core carries them out.
public enum SessionCommand: Hashable, Sendable {
  // MARK: Moving focus

  /// Move to the next element in reading order (Right, Tab, `next`).
  case next
  /// Move to the previous element in reading order (Left, Shift-Tab, `previous`).
  case previous
  /// Move to the first element (Home, `first`).
  case first
  /// Move to the last element (End, `last`).
  case last
  /// Activate the focused element (Enter, Space, `activate`).
  case activate
  /// Move to the next element of the rotor's kind, or increment (Down, `down`).
  case rotorMoveNext
  /// Move to the previous element of the rotor's kind, or decrement (Up, `up`).
  case rotorMovePrevious
  /// Turn the rotor to its next setting (`r`, `rotor next`).
  case rotorSettingNext
  /// Turn the rotor to its previous setting (`R`, `rotor previous`).
  case rotorSettingPrevious
  /// Turn the rotor to a setting by name (`rotor headings`, `rotor loan customers`).
  ///
  /// Custom rotor names are lowercased and single-spaced; the core matches
  /// them against its own rotors and reports an error when none fits.
  case rotor(RotorSetting)
  /// Move to the next heading (`h`, `next heading`).
  case nextHeading
  /// Move to the previous heading (`H`, `previous heading`).
  case previousHeading
  /// Move to the next button (`b`, `next button`).
  case nextButton
  /// Move to the previous button (`B`, `previous button`).
  case previousButton
  /// Move to the next list (`l`, `next list`).
  case nextList
  /// Moves to the next data table.
  case nextTable
  /// Moves to the previous data table.
  case previousTable
  /// Moves inside a data table: along the row or the column, to either
  /// end of either, or to the table's first or last cell.
  case table(Navigator.TableMove)
  /// Move to the previous list (`L`, `previous list`).
  case previousList
  /// Move to the next heading of a level, 1 to 6 (`1`–`6`).
  case nextHeadingAtLevel(Int)
  /// Move focus to an element, as a braille display's routing key over it
  /// does. An element that is gone, hidden or outside the open dialog is
  /// not available, and focus stays.
  case focus(ElementID)
  /// Move a page on in the list focus is in, ten items (`}`, Page Down,
  /// `next page`).
  case nextPage
  /// Move a page back in the list focus is in (`{`, Page Up,
  /// `previous page`).
  case previousPage
  /// Move to the first item of the list focus is in (`<`,
  /// `first in list`).
  case firstInList
  /// Move to the last item of the list focus is in (`>`, `last in list`).
  case lastInList
  /// Move to the customer with a number, in whichever list it is
  /// (`go to customer 12`, `customer 12`); a number in neither list says
  /// so.
  case goToCustomer(Int)
  /// Open a short prompt for a customer's number (`#`): digits, then
  /// Enter goes there (``goToCustomer(_:)``); Escape cancels.
  case customerPrompt

  // MARK: The bank

  /// Add a batch of customers (`a`, `add`).
  case addCustomers
  /// Reset the bank (`x`, `reset`).
  case reset

  // MARK: Reading

  /// Say where focus is (`w`, `where`).
  case whereAmI
  /// Read the whole screen from the top (`read all`).
  case readAll
  /// Read from the focused element to the end, as a screen reader's say
  /// all does (`A`).
  case readFromFocus
  /// Say the bank's summary (`s`, `summary`).
  case summary
  /// Hear the day so far as an audio graph, after a sentence with its
  /// length and peak (`o`, `graph`); any key stops it.
  case playGraph
  /// Say the last announcement again (`.`, `repeat`).
  case repeatLast
  /// List recent announcements (`history`).
  case history
  /// Step back through announcement history (`history back`).
  case historyBack
  /// Step forward through announcement history (`history forward`).
  case historyForward

  // MARK: Settings

  /// Set how much is said (`verbosity low|normal|high`).
  case verbosity(Verbosity)
  /// Turn hints on or off (`hints on|off`).
  case hints(Bool)

  // MARK: Time

  /// Let model time pass by a span (`wait 2s`).
  case wait(ModelTime)
  /// Let model time pass until the bank is idle (`wait idle`).
  case waitIdle

  // MARK: Outputs

  /// Switch a terminal between the full-screen view and linear mode (`m`).
  case switchView
  /// Turn the screen curtain on or off: the full screen shows nothing
  /// while speech and announcements go on (`c`).
  case screenCurtain
  /// Draw the full screen again, whole (Ctrl-L); the full-screen view
  /// sees the command in the step.
  case redraw

  // MARK: Session

  /// Show help (`?`, `help`).
  case help
  /// Close the help (Escape). With the help closed it says nothing, and
  /// speech, which sees the command in the step, falls silent.
  case closeHelp
  /// End the session (`q`, Ctrl-D, `quit`), as the end of input does.
  case quit
  /// End the session at once with status 130, as SIGINT would (Ctrl-C).
  case interrupt
  /// Stop Teller as a shell's Ctrl-Z does; the terminal is restored, and
  /// `fg` brings Teller back (Ctrl-Z, read as a key in raw mode). Once
  /// every presenter has shown the step, the interactive loop stops the
  /// process the way SIGTSTP from outside does.
  case suspend
}
