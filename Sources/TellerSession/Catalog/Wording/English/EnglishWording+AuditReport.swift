extension EnglishWording {
  /// The English lines of `teller audit`'s report around its findings.
  public func text(_ message: AuditReportMessage) -> String {
    switch message {
    case .screen(let name, 0): "\(name): no findings"
    case .screen(let name, let count): "\(name): \(count) findings"
    case .total(let findings, let screens): "\(findings) findings in \(screens) screens."
    }
  }
}
