/// Turns a line of text into braille cells: the seam between Teller's
/// braille lines and a braille translator.
///
/// ``ComputerBraille`` (pure) hands each character to BRLTTY, whose text
/// table makes the dots; a liblouis table (in TellerBraille, loaded at run
/// time) writes the dots itself, for Korean braille and contracted
/// braille; ``NoticeBraille`` stands in when a language's braille cannot be
/// shown. Lines, panning, routing and the status cell work on the cells a
/// translator gives, never on characters.
///
/// A translator is called from one thread at a time.
public protocol BrailleTranslator: Sendable {
  /// What the translator is, in messages and for equality: two
  /// translators with one name translate alike (`computer braille`, a
  /// liblouis table list such as `ko-2006-g1.ctb`).
  var name: String { get }

  /// The cells of one line of text, each with the offset of the character
  /// it came from.
  func cells(for text: String) -> BrailleCells
}

/// A translator held as a value: equal and hashed by its name, so a
/// braille view that holds one can still be compared.
public struct AnyBrailleTranslator: BrailleTranslator, Hashable {
  /// The translator.
  public let base: any BrailleTranslator

  /// Wraps a translator.
  public init(_ base: any BrailleTranslator) {
    self.base = (base as? AnyBrailleTranslator)?.base ?? base
  }

  /// The translator's name.
  public var name: String { base.name }

  /// The translator's cells for a line.
  public func cells(for text: String) -> BrailleCells { base.cells(for: text) }

  /// Whether two translators have one name, so translate alike.
  public static func == (left: AnyBrailleTranslator, right: AnyBrailleTranslator) -> Bool {
    left.name == right.name
  }

  /// Hashes the name.
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
