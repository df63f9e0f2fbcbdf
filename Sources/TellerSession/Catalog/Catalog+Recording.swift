extension Catalog {
  /// A message of the speech recording or the voices' listing, in the
  /// catalog's language.
  public subscript(_ message: RecordingMessage) -> String { wording.text(message) }
}
