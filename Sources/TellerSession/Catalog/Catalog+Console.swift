extension Catalog {
  /// A line of `teller console`, in the catalog's language.
  public subscript(_ message: ConsoleMessage) -> String { wording.text(message) }
}
