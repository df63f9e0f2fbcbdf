import TellerAccessibility
import TellerText

extension Catalog {
  // MARK: Braille tables (liblouis)

  /// The command that installs liblouis and its tables on Debian and
  /// Ubuntu.
  public static let liblouisInstallCommand = "sudo apt-get install liblouis20 liblouis-data"

  /// Said once on standard error when a braille table needs liblouis and
  /// it cannot be loaded, and what the display shows instead: a notice
  /// (Korean, which BRLTTY cannot show) or computer braille.
  ///
  /// - Parameters:
  ///   - table: the table that needs it, such as `ko-2006-g1.ctb`.
  ///   - library: the library file looked for, such as `liblouis.so.20`.
  ///   - showsNotice: whether the display shows a notice rather than
  ///     computer braille.
  public func brailleNeedsLiblouis(table: String, library: String, showsNotice: Bool) -> String {
    let table = visibleQuote(table)
    let library = visibleQuote(library)
    switch language {
    case .english:
      return "teller: braille table \(table) needs liblouis, and \(library) was not found; "
        + "install it (\(Self.liblouisInstallCommand)). "
        + (showsNotice
          ? "Until then the display says so." : "Until then the display shows computer braille.")
    case .korean:
      return "teller: 점자 표 \(table)에는 liblouis가 필요한데 \(library)을(를) 찾지 못했습니다. "
        + "설치하세요(\(Self.liblouisInstallCommand)). "
        + (showsNotice
          ? "그때까지 점자 디스플레이에는 이 안내가 나옵니다." : "그때까지 점자 디스플레이에는 컴퓨터 점자가 나옵니다.")
    }
  }

  /// Said once on standard error when liblouis cannot load a braille
  /// table it found, with liblouis's own reason, and what the display
  /// shows instead.
  public func brailleTableFailed(table: String, reason: String, showsNotice: Bool) -> String {
    let table = visibleQuote(table)
    let reason = reason.isEmpty ? "" : " (\(visibleQuote(reason)))"
    switch language {
    case .english:
      return "teller: liblouis could not load the braille table \(table)\(reason); "
        + (showsNotice ? "the display says so." : "the display shows computer braille.")
    case .korean:
      return "teller: liblouis가 점자 표 \(table)을(를) 읽지 못했습니다\(reason). "
        + (showsNotice ? "점자 디스플레이에는 이 안내가 나옵니다." : "점자 디스플레이에는 컴퓨터 점자가 나옵니다.")
    }
  }

  /// What the braille display shows when the language's braille cannot be
  /// shown (Korean without liblouis, or its table not loading), in every
  /// line's place.
  ///
  /// It is in Latin letters in both languages: without a Korean table
  /// BRLTTY would show every Hangul syllable as a full cell (⣿). It fits
  /// a 40-cell display beside the status cell.
  public var brailleNeedsLiblouisNotice: String {
    switch language {
    case .english: "Korean braille needs liblouis20"
    case .korean: "Korean braille needs liblouis20"
    }
  }
}
