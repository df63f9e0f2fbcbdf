import TellerArguments

/// Why the view does not switch, and the virtual clock at a terminal.
extension Catalog {
  /// `m` where the full-screen view is not offered, with the real reason:
  /// "Linear mode stays, as --ui linear asks; start with --ui tui for the
  /// full screen view". A line meant to be heard, it has no hyphen in
  /// "full screen", which Fenrir reads as "dash".
  public func viewSwitchRefused(_ reason: ViewSwitchRefusal) -> String {
    switch (language, reason) {
    case (.english, .linearKept(let setting)):
      return "Linear mode stays, as \(visibleQuote(setting)) asks; start with --ui tui for the"
        + " full screen view"
    case (.korean, .linearKept(let setting)):
      return "\(visibleQuote(setting)) 설정대로 줄 단위 모드를 유지합니다. 전체 화면 보기는 --ui tui로 시작하세요"
    case (.english, .jsonOutput): return "JSON output has no full screen view"
    case (.korean, .jsonOutput): return "JSON 출력에는 전체 화면 보기가 없습니다"
    case (.english, .dumbTerminal): return "TERM is dumb, so the full screen view cannot be drawn"
    case (.korean, .dumbTerminal): return "TERM이 dumb이라 전체 화면 보기를 그릴 수 없습니다"
    case (_, .notATerminal): return fullScreenUnavailable
    }
  }

  /// Said once at the start when keys drive a session on the virtual
  /// clock, where no key moves time. Like the other start-up lines it has
  /// no colon, which Orca reads out.
  public var virtualClockWithKeys: String {
    switch language {
    case .english:
      "Virtual clock. Time moves only on the wait line command"
    case .korean: "가상 시계. 시간은 wait 줄 명령으로만 흐릅니다"
    }
  }
}
