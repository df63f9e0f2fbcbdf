extension Catalog {
  /// A line of `teller audit`'s report, in the catalog's language.
  public subscript(_ message: AuditReportMessage) -> String { wording.text(message) }
}
