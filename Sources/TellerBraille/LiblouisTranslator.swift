import TellerAccessibility
import TellerBrailleModel
import TellerPlatform
import TellerSession
import TellerWording

/// A liblouis table as Teller's braille translator: lines become the
/// table's dots, written to the display as Unicode braille patterns, each
/// cell mapped back to the character it came from.
public struct LiblouisTranslator: BrailleTranslator {
  /// The table list, such as `ko-2006-g1.ctb`.
  public let name: String
  /// The library that translates.
  public let library: LiblouisLibrary

  /// A translator for a table list the library has loaded
  /// (``LiblouisLibrary/load(_:)``).
  public init(table: String, library: LiblouisLibrary) {
    name = table
    self.library = library
  }

  /// The table's cells for a line; should liblouis fail, the line's
  /// characters as they are.
  public func cells(for text: String) -> BrailleCells {
    library.translate(text, table: name) ?? BrailleCells(showing: text)
  }
}

/// The translator a session's braille uses, and the one notice to give
/// about it when it is not what was asked for.
///
/// English lines go to BRLTTY as computer braille unless a table is asked
/// for; Korean lines go through ``TellerSession/BrailleOptions/koreanTable``.
/// When a table is wanted and liblouis cannot be loaded, or cannot load
/// the table, one notice says so; English falls back to computer braille,
/// Korean to ``TellerBrailleModel/NoticeBraille``, which says on the display that
/// liblouis is needed, since BRLTTY would show every Hangul syllable as ⣿.
public struct BrailleTranslatorChoice {
  /// The translator.
  public let translator: any BrailleTranslator
  /// The notice to give, when there is something to say.
  public let notice: EdgeNotice?

  /// Chooses and loads the translator.
  ///
  /// Loading a table takes liblouis some milliseconds (it compiles it), so
  /// this runs off the main thread, beside connecting to BRLTTY.
  ///
  /// - Parameters:
  ///   - options: the braille options.
  ///   - catalog: the session's catalog: its language chooses the table,
  ///     and a display that cannot show it shows its words.
  ///   - library: liblouis, or nil when it cannot be loaded.
  ///   - libraryPath: the file looked for, for the notice.
  public init(
    _ options: BrailleOptions, catalog: Catalog,
    library: LiblouisLibrary? = LiblouisLibrary.shared,
    libraryPath: String = LiblouisLibrary.configuredPath
  ) {
    guard let table = options.table(for: catalog.language) else {
      translator = ComputerBraille()
      notice = nil
      return
    }
    let showsNotice = catalog.language == .korean
    let fallback: any BrailleTranslator =
      showsNotice ? NoticeBraille(notice: catalog[.needsLiblouisNotice]) : ComputerBraille()
    guard let library else {
      translator = fallback
      notice = .brailleNeedsLiblouis(table: table, library: libraryPath, showsNotice: showsNotice)
      return
    }
    if let reason = library.load(table) {
      translator = fallback
      notice = .brailleTableFailed(table: table, reason: reason, showsNotice: showsNotice)
      return
    }
    translator = LiblouisTranslator(table: table, library: library)
    notice = nil
  }
}
