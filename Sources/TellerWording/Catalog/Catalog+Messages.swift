import TellerAccessibility

/// One subscript per area of messages: `catalog[.appTitle]` words any
/// message in the catalog's language. It is the one way a message is
/// rendered; the members in the other files compose messages with keys,
/// quoting, figures and lists, and `message(for:)` words each kind of
/// error.
extension Catalog {
  /// A message of the screen, in the catalog's language.
  public subscript(_ message: ScreenMessage) -> String { wording.text(message) }

  /// An announcement's message, in the catalog's language.
  public subscript(_ message: AnnouncementMessage) -> String { wording.text(message) }

  /// A message of the views, in the catalog's language.
  public subscript(_ message: ViewMessage) -> String { wording.text(message) }

  /// An error's message, in the catalog's language.
  public subscript(_ message: ErrorMessage) -> String { wording.text(message) }

  /// A message of braille, in the catalog's language.
  public subscript(_ message: BrailleMessage) -> String { wording.text(message) }

  /// A line of `teller simulate`'s report, in the catalog's language.
  public subscript(_ message: SimulateMessage) -> String { wording.text(message) }

  /// A message of `teller sounds`, in the catalog's language.
  public subscript(_ message: SoundMessage) -> String { wording.text(message) }

  /// A message of the audio graph, in the catalog's language.
  public subscript(_ message: AudioGraphMessage) -> String { wording.text(message) }

  /// A symbol's name, in the catalog's language; empty for none.
  public subscript(_ message: SymbolMessage) -> String { wording.text(message) }

  /// A message of long lists, in the catalog's language.
  public subscript(_ message: ListMessage) -> String { wording.text(message) }

  /// A message of the help's scope, in the catalog's language.
  public subscript(_ message: HelpScopeMessage) -> String { wording.text(message) }

  /// A speech problem's message, in the catalog's language.
  public subscript(_ message: SpeechMessage) -> String { wording.text(message) }

  /// A braille problem's message, in the catalog's language.
  public subscript(_ message: BrailleProblemMessage) -> String { wording.text(message) }

  /// A message of the help's frame and key table, in the catalog's
  /// language.
  public subscript(_ message: KeyHelpMessage) -> String { wording.text(message) }

  /// A key's name or a joining of names, in the catalog's language.
  public subscript(_ message: KeyNameMessage) -> String { wording.text(message) }

  /// A message of the help's table of line commands, in the catalog's
  /// language.
  public subscript(_ message: LineCommandHelpMessage) -> String { wording.text(message) }

  /// A message of command-line mistakes, in the catalog's language.
  public subscript(_ message: UsageMessage) -> String { wording.text(message) }

  /// A message of the configuration file's mistakes, in the catalog's
  /// language.
  public subscript(_ message: ConfigMessage) -> String { wording.text(message) }

  /// A line of `teller console`, in the catalog's language.
  public subscript(_ message: ConsoleMessage) -> String { wording.text(message) }

  /// A message of the speech recording or the voices' listing, in the
  /// catalog's language.
  public subscript(_ message: RecordingMessage) -> String { wording.text(message) }

  /// A message of output's or the terminal's problems, in the catalog's
  /// language.
  public subscript(_ message: OutputMessage) -> String { wording.text(message) }

  /// The line a crash signal writes as it ends Teller, in the catalog's
  /// language.
  public subscript(_ message: CrashMessage) -> String { wording.text(message) }

  /// A file that cannot be read, in one line, in the catalog's language.
  public subscript(_ message: FileReadMessage) -> String { wording.text(message) }

  /// A line of `teller audit`'s report, in the catalog's language.
  public subscript(_ message: AuditReportMessage) -> String { wording.text(message) }
}
