import TellerArguments

extension Catalog {
  /// Said once on standard error when the locale's character set is not
  /// UTF-8: "teller: the locale ko_KR.EUC-KR is not UTF-8; Teller writes
  /// UTF-8, so some characters may show wrongly."
  public func writesUTF8(locale: String) -> String {
    let shown = visibleQuote(locale)
    switch language {
    case .english:
      return "the locale \(shown) is not UTF-8; Teller writes UTF-8, so some characters may "
        + "show wrongly. Choose a UTF-8 locale, such as LANG=C.UTF-8."
    case .korean:
      return "로캘 \(shown)은(는) UTF-8이 아닙니다. Teller는 UTF-8로 쓰므로 일부 글자가 잘못 보일 수 있습니다. "
        + "LANG=ko_KR.UTF-8처럼 UTF-8 로캘을 고르세요."
    }
  }
}
