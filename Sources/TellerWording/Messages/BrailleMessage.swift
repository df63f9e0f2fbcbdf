import TellerAccessibility

/// The words of a braille line and of braille's notices: the short marks
/// of traits and roles, as VoiceOver's braille shows them ("btn", "h2",
/// "lst"), and what is said when liblouis or a table is missing.
///
/// Marks are one word each, so panning never splits one.
public enum BrailleMessage: Hashable, Sendable {
  /// The mark of one trait: "btn", "lnk"; empty for a trait the line
  /// leaves out. The header trait is ``heading(level:)``.
  case traitMark(AccessibilityTraits)
  /// The mark of a heading: "h2" for a level from 1 to 6, "hd" without one.
  case heading(level: Int?)
  /// The mark of a container role: "lst", "dlg"; empty for none and a group.
  case roleMark(ContainerRole)
  /// Said once when a braille table needs liblouis and it cannot be
  /// loaded, and what the display shows instead; names made visible.
  case needsLiblouis(table: String, library: String, showsNotice: Bool)
  /// Said once when liblouis cannot load a table, with its reason made
  /// visible (empty for none).
  case tableFailed(table: String, reason: String, showsNotice: Bool)
  /// What the display shows when the language's braille cannot be shown,
  /// in Latin letters in every language: BRLTTY would show Hangul as full
  /// cells.
  case needsLiblouisNotice
}
