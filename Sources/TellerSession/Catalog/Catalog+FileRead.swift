extension Catalog {
  /// A file that cannot be read, in one line, in the catalog's language.
  public subscript(_ message: FileReadMessage) -> String { wording.text(message) }
}
