/// What a display shows when the language's braille cannot be shown, such
/// as Korean without liblouis: every line becomes one notice in computer
/// braille, so the display says what is missing rather than showing full
/// cells (⣿) for every character BRLTTY cannot translate.
///
/// Keys still work: line keys move focus, typed keys reach the session,
/// the pan keys move through the notice. No cell routes to an element.
public struct NoticeBraille: BrailleTranslator, Hashable {
  /// The notice, in characters BRLTTY's text table can show.
  public let notice: String

  /// Creates the translator.
  public init(notice: String) { self.notice = notice }

  /// `notice`.
  public var name: String { "notice: " + notice }

  /// The notice, whatever the text; no cell comes from the text.
  public func cells(for text: String) -> BrailleCells {
    BrailleCells(cells: Array(notice.unicodeScalars), sources: [])
  }
}
