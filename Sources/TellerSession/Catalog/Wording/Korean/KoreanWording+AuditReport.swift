extension KoreanWording {
  /// The Korean lines of `teller audit`'s report around its findings.
  public func text(_ message: AuditReportMessage) -> String {
    switch message {
    case .screen(let name, 0): "\(name): 발견 사항 없음"
    case .screen(let name, let count): "\(name): 발견 사항 \(count)개"
    case .total(let findings, let screens): "화면 \(screens)개에서 발견 사항 \(findings)개."
    }
  }
}
