/// Computer braille through BRLTTY's own text table: each character goes
/// to the display as it is, one cell each, and BRLTTY gives it the dots of
/// the user's text table. Teller's English default, as BrlAPI clients
/// write text.
///
/// BRLTTY has no Korean text table, so Hangul would show as full cells
/// (⣿): Korean needs a liblouis table.
public struct ComputerBraille: BrailleTranslator, Hashable {
  /// Creates the translator.
  public init() {}

  /// `computer braille`.
  public var name: String { "computer braille" }

  /// The text's characters, one cell each.
  ///
  /// - Complexity: O(n) in the length of the text.
  public func cells(for text: String) -> BrailleCells { BrailleCells(showing: text) }
}
