/// The lines of `teller audit`'s report around its findings: each screen's
/// count and the total.
public enum AuditReportMessage: Hashable, Sendable {
  /// A screen, by its name, and how many findings it has.
  case screen(String, findings: Int)
  /// The number of findings in all the screens audited.
  case total(findings: Int, screens: Int)
}
