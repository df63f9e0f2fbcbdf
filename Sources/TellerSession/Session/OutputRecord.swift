import TellerAccessibility
import TellerBank

/// One thing Teller says, before it is rendered as a linear line, a JSON
/// object or speech.
public struct OutputRecord: Hashable, Sendable {
  /// What kind of output it is.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// The line that greets the user and says how to get help.
    case welcome
    /// Focus moved to an element; the text describes it.
    case focus
    /// A description asked for: where am I, read all, help.
    case description
    /// An announcement read again from the history (repeat, history, older
    /// and newer), or the note that there is none.
    case history
    /// An announcement made from a change.
    case announcement
    /// Something the user asked for could not be done, or input was bad.
    case error
    /// The summary of the bank's state.
    case summary
  }

  /// What kind of output it is.
  public var kind: Kind
  /// The sentence.
  public var text: String
  /// The priority, for announcements.
  public var priority: LiveRegion?
  /// The element it is about, where there is one.
  public var elementID: ElementID?
  /// The model time it was made at.
  public var time: ModelTime
  /// Whether an announcement confirms the command of its step, such as an
  /// add's "10 customers added" or a reset's "Reset.": it is then the
  /// answer to the user's key, as a focus move is, and not news of time
  /// passing. Other kinds of record answer, or not, by their kind.
  public var confirmsCommand: Bool
  /// Where in a data table the record is, when it is about a table, a
  /// row of one or a cell.
  public var tablePlace: TablePlace?

  /// Creates a record.
  public init(
    kind: Kind, text: String, priority: LiveRegion? = nil, elementID: ElementID? = nil,
    time: ModelTime, confirmsCommand: Bool = false, tablePlace: TablePlace? = nil
  ) {
    self.kind = kind
    self.text = text
    self.priority = priority
    self.elementID = elementID
    self.time = time
    self.confirmsCommand = confirmsCommand
    self.tablePlace = tablePlace
  }
}
