import TellerAccessibility

extension EnglishWording {
  /// The English words of braille lines and notices.
  public func text(_ message: BrailleMessage) -> String {
    let install = Catalog.liblouisInstallCommand
    switch message {
    case .traitMark(let trait): return Self.mark(trait) ?? text(.heading(level: nil))
    case .heading(let level?) where (1...6).contains(level): return "h\(level)"
    case .heading: return "hd"
    case .roleMark(.list): return "lst"
    case .roleMark(.modal): return "dlg"
    case .roleMark(.none), .roleMark(.group): return ""
    case .needsLiblouis(let table, let library, let showsNotice):
      return "teller: braille table \(table) needs liblouis, and \(library) was not found; "
        + "install it (\(install)). "
        + (showsNotice
          ? "Until then the display says so." : "Until then the display shows computer braille.")
    case .tableFailed(let table, let reason, let showsNotice):
      return "teller: liblouis could not load the braille table \(table)"
        + (reason.isEmpty ? "" : " (\(reason))") + "; "
        + (showsNotice ? "the display says so." : "the display shows computer braille.")
    case .needsLiblouisNotice: return "Korean braille needs liblouis20"
    }
  }

  /// The mark of a trait other than the header; nil for the header.
  private static func mark(_ trait: AccessibilityTraits) -> String? {
    switch trait {
    case .header: nil
    case .button: "btn"
    case .toggleButton: "tgl"
    case .link: "lnk"
    case .searchField: "srch"
    case .image: "img"
    case .selected: "sel"
    case .keyboardKey: "key"
    case .notEnabled: "dim"
    case .adjustable: "adj"
    case .tabBar: "tab"
    default: ""
    }
  }
}
