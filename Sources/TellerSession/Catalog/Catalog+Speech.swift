extension Catalog {
  /// A speech problem's message, in the catalog's language.
  public subscript(_ message: SpeechMessage) -> String { wording.text(message) }
}
