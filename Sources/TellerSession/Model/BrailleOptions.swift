import TellerAccessibility
import TellerArguments
import TellerBank
import TellerWording

/// What the command line and the environment ask of braille: whether to
/// drive a braille display through BRLTTY, how long announcements flash on
/// it, and which braille table turns text into dots.
public struct BrailleOptions: Hashable, Sendable {
  /// The flash time when `--braille-flash` is not given, in seconds.
  public static let defaultFlashSeconds = 3.0
  /// The longest flash time `--braille-flash` takes, in seconds.
  public static let longestFlashSeconds = 60.0
  /// The environment variable that turns braille on: `TELLER_BRAILLE`.
  public static let environmentVariable = "TELLER_BRAILLE"
  /// The liblouis table for Korean when `--braille-table` is not given
  /// (``KoreanWording/brailleTable``).
  public static let koreanTable = KoreanWording.brailleTable
  /// Tables named in `--braille-table`'s help and its usage error.
  public static let exampleTables = ["en-ueb-g2.ctb", koreanTable]

  /// Whether to show Teller on a braille display (`--braille` or
  /// `TELLER_BRAILLE=1`).
  public var isEnabled: Bool
  /// How long an announcement flashes; zero keeps it until the next key
  /// (`--braille-flash`).
  public var flashDuration: ModelTime
  /// The liblouis table list asked for (`--braille-table`), or nil for the
  /// language's default (``table(for:)``).
  public var table: String?

  /// Creates options.
  public init(
    isEnabled: Bool = false,
    flashDuration: ModelTime = .seconds(BrailleOptions.defaultFlashSeconds),
    table: String? = nil
  ) {
    self.isEnabled = isEnabled
    self.flashDuration = flashDuration
    self.table = table
  }

  /// Reads `--braille`, `--braille-flash SECONDS`, `--braille-table TABLE`
  /// and `TELLER_BRAILLE`.
  ///
  /// `TELLER_BRAILLE` takes a flag's words (``ConfigDefaults/flagWords``):
  /// `1` or `on` (braille on), `0` or `off`, and their like, or empty (as
  /// if unset); `--braille` turns braille on whatever it says, and
  /// `--braille=off` turns it off.
  /// Whether the table exists is checked where liblouis is
  /// (TellerBraille), only when braille is on.
  ///
  /// - Parameter environment: the value of `TELLER_BRAILLE`, if set.
  /// - Throws: ``UsageError`` naming `--braille-flash` when it is not a
  ///   number from 0 to 60, `--braille-table` when it is empty, or
  ///   `TELLER_BRAILLE` when it is none of the words above.
  public init(_ arguments: ParsedArguments, environment: String?) throws(UsageError) {
    let seconds = try arguments.value(SessionOptionTable.brailleFlash)
    let enabled =
      try SessionOptionTable.braille.setting(in: arguments, environment: { _ in environment })
      ?? false
    let table = arguments[SessionOptionTable.brailleTable]
    if let table, table.allSatisfy(\.isWhitespace) {
      throw UsageError(
        .emptyName(option: "braille-table", examples: Self.exampleTables),
        command: arguments.commandName)
    }
    self.init(isEnabled: enabled, flashDuration: .seconds(seconds), table: table)
  }

  /// The liblouis table list to translate a language's lines with, or nil
  /// for computer braille through BRLTTY's own text table: the table asked
  /// for; otherwise the language's own (``BrailleWording/brailleTable``):
  /// ``koreanTable`` for Korean, computer braille for English.
  public func table(for language: Language) -> String? {
    table ?? language.wording.brailleTable
  }
}
