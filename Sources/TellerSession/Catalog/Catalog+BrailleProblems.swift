extension Catalog {
  /// A braille problem's message, in the catalog's language.
  public subscript(_ message: BrailleProblemMessage) -> String { wording.text(message) }
}
