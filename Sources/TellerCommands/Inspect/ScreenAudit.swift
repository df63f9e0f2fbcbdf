import TellerAccessibility
import TellerArguments
import TellerBank
import TellerSession
import TellerWording

/// Audits every screen of a built-in scenario, as `teller audit` does:
/// idle, busy, after a reset, and with help open, in English and Korean.
public enum ScreenAudit {
  /// One audited screen.
  public struct Screen: Sendable {
    /// The screen's name, such as "busy (ko)".
    public var name: String
    /// What the audit found on it.
    public var findings: [AuditFinding]

    /// Creates an audited screen.
    public init(name: String, findings: [AuditFinding]) {
      self.name = name
      self.findings = findings
    }
  }

  /// The scenario's states, by name, each a script of line commands.
  public static let scenario: [(name: String, script: String)] = [
    ("idle", ""),
    ("busy", "add\nwait 1s"),
    ("after reset", "add\nwait 1s\nreset"),
    ("help", "add"),
  ]

  /// Audits every state of the scenario in every language.
  ///
  /// - Complexity: O(s · n) for s states over screens of n elements.
  public static func run() -> [Screen] {
    var screens: [Screen] = []
    for language in Language.allCases {
      for state in scenario {
        var settings = SessionSettings(language: language)
        settings.inputIsKeys = state.name == "help"
        var run = ScriptRun(script: state.script, settings: settings).session
        if state.name == "help" { _ = run.handle(.key(.character("?"))) }
        screens.append(
          Screen(name: "\(state.name) (\(language.rawValue))", findings: audit(run.tree)))
      }
    }
    return screens
  }

  /// The report `teller audit` prints: one line per screen and finding,
  /// the findings worded in the catalog's language.
  public static func report(_ screens: [Screen], in catalog: Catalog) -> String {
    var lines: [String] = []
    for screen in screens {
      lines.append(catalog[.screen(screen.name, findings: screen.findings.count)])
      for finding in screen.findings {
        lines.append("  \(visibleText(finding.line(in: catalog.accessibility)))")
      }
    }
    let total = screens.reduce(0) { $0 + $1.findings.count }
    lines.append(catalog[.total(findings: total, screens: screens.count)])
    return lines.joined(separator: "\n") + "\n"
  }
}
