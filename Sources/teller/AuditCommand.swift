import TellerArguments
import TellerCommands
import TellerSession
import TellerTerminal
import TellerWording

/// Runs `teller audit`: audits every screen of the built-in scenario in
/// both languages, prints the findings, and exits 1 if there are any.
enum AuditCommand: TellerCommand {
  static let spec = CommandTable.audit

  static func run(_ arguments: ParsedArguments, catalog: Catalog) throws(UsageError) -> ExitCode {
    let screens = ScreenAudit.run()
    return Shell.emit(
      ScreenAudit.report(screens, in: catalog),
      status: screens.allSatisfy { $0.findings.isEmpty } ? .success : .failure,
      in: catalog)
  }
}
