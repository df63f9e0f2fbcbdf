import TellerSession

/// What one of a step's records asks of a braille display: to flash over
/// the focused element, to wait as news in the status cell, or nothing.
///
/// The rule keeps focus on the display:
/// - **Flash** what the user asked to hear and what must not wait: the
///   answers to a command (where am I, read all, help, the summary, the
///   history) and errors, and assertive announcements (a reset's
///   confirmation).
/// - **News** for polite announcements (customers added, started,
///   finished, all served): they change the queues while the user reads,
///   so they wait in the status cell (``BrailleNews``) until asked for.
/// - **Nothing** for the welcome, focus moves (the focus line shows them)
///   and announcements that are off.
public enum BrailleAttention: Hashable, Sendable {
  /// Flash the record's text over the focused element.
  case flash
  /// Keep the record's text as news, marked in the status cell.
  case news
  /// Show nothing of the record beyond the focus line.
  case none

  /// What a record asks for.
  public init(_ record: OutputRecord) {
    switch record.kind {
    case .welcome, .focus: self = .none
    case .announcement:
      switch record.priority {
      case .assertive?: self = .flash
      case .off?: self = .none
      case .polite?, nil: self = .news
      }
    case .description, .history, .error, .summary: self = .flash
    }
  }
}
