import TellerAccessibility
import TellerArguments
import TellerSession
import TellerWording

/// A test-only pseudo-language, as Android's pseudo-locales: English with
/// every letter accented and every string wrapped, "⟦Ťéļļéŕ⟧", so a word
/// that does not come through the catalog stands out as plain ASCII.
///
/// Digits, spaces and punctuation stay as they are, so sizes, times and
/// numbers still read.
public struct PseudoWording: Wording {
  let english = EnglishWording()

  /// Creates the pseudo wording.
  public init() {}

  /// The English words of a message, accented and wrapped.
  public func text(_ message: ScreenMessage) -> String {
    Self.pseudo(english.text(message))
  }
  /// The English words of a message, accented and wrapped.
  public func text(_ message: AnnouncementMessage) -> String {
    Self.pseudo(english.text(message))
  }
  /// The English words of a message, accented and wrapped.
  public func text(_ message: ViewMessage) -> String {
    Self.pseudo(english.text(message))
  }
  /// The English words of a message, accented and wrapped.
  public func text(_ message: ErrorMessage) -> String {
    Self.pseudo(english.text(message))
  }
  /// English's table: the pseudo-language's lines are English's.
  public var brailleTable: String? { english.brailleTable }
  /// The English words of a message, accented and wrapped.
  public func text(_ message: BrailleMessage) -> String {
    Self.pseudo(english.text(message))
  }
  /// The English words of a message, accented and wrapped.
  public func text(_ message: SimulateMessage) -> String {
    Self.pseudo(english.text(message))
  }
  /// The English words of a message, accented and wrapped.
  public func text(_ message: SoundMessage) -> String {
    Self.pseudo(english.text(message))
  }
  /// The English words of a message, accented and wrapped.
  public func text(_ message: AudioGraphMessage) -> String {
    Self.pseudo(english.text(message))
  }
  /// The English words of a message, accented and wrapped.
  public func text(_ message: SymbolMessage) -> String {
    Self.pseudo(english.text(message))
  }
  /// The English words of a message, accented and wrapped.
  public func text(_ message: ListMessage) -> String {
    Self.pseudo(english.text(message))
  }
  /// The English words of a message, accented and wrapped.
  public func text(_ message: HelpScopeMessage) -> String {
    Self.pseudo(english.text(message))
  }
  /// The English words of a message, accented and wrapped.
  public func text(_ message: SpeechMessage) -> String {
    Self.pseudo(english.text(message))
  }
  /// The English words of a message, accented and wrapped.
  public func text(_ message: BrailleProblemMessage) -> String {
    Self.pseudo(english.text(message))
  }
  /// The English words of a message, accented and wrapped.
  public func text(_ message: CommandLineMessage) -> String {
    Self.pseudo(english.text(message))
  }
  /// The English words of a message, accented and wrapped.
  public func text(_ message: KeyHelpMessage) -> String {
    Self.pseudo(english.text(message))
  }
  /// The English words of a message, accented and wrapped.
  public func text(_ message: KeyNameMessage) -> String {
    Self.pseudo(english.text(message))
  }
  /// The English words of a message, accented and wrapped.
  public func text(_ message: LineCommandHelpMessage) -> String {
    Self.pseudo(english.text(message))
  }
  /// The English words of a message, accented and wrapped.
  public func text(_ message: UsageMessage) -> String {
    Self.pseudo(english.text(message))
  }
  /// The English words of a message, accented and wrapped.
  public func text(_ message: ConfigMessage) -> String {
    Self.pseudo(english.text(message))
  }
  /// The English words of a message, accented and wrapped.
  public func text(_ message: ConsoleMessage) -> String {
    Self.pseudo(english.text(message))
  }
  /// The English words of a message, accented and wrapped.
  public func text(_ message: RecordingMessage) -> String {
    Self.pseudo(english.text(message))
  }
  /// The English words of a message, accented and wrapped.
  public func text(_ message: OutputMessage) -> String {
    Self.pseudo(english.text(message))
  }
  /// The English words of a message, accented and wrapped.
  public func text(_ message: CrashMessage) -> String {
    Self.pseudo(english.text(message))
  }
  /// The English words of a message, accented and wrapped.
  public func text(_ message: FileReadMessage) -> String {
    Self.pseudo(english.text(message))
  }
  /// Why a file cannot be read, in pseudo-language.
  public func text(_ problem: FileProblem) -> String {
    Self.pseudo(english.text(problem))
  }
  /// A reason known by kind, in pseudo-language.
  public func text(_ reason: KnownSystemReason) -> String {
    Self.pseudo(english.text(reason))
  }
  /// The English words of a message, accented and wrapped.
  public func text(_ message: AuditReportMessage) -> String {
    Self.pseudo(english.text(message))
  }
  /// The English words of a message, accented and wrapped.
  public func text(_ message: ManualMessage) -> String {
    Self.pseudo(english.text(message))
  }
  /// The English words of a message, accented and wrapped.
  public func text(_ message: AccessibilityMessage) -> String {
    Self.pseudo(english.text(message))
  }
  /// The English words of a message, accented and wrapped.
  public func text(_ message: AuditMessage) -> String {
    Self.pseudo(english.text(message))
  }
  /// The English words the audit looks for, as they are: the pseudo
  /// wording adds no language of its own to look in.
  public func auditWords(_ list: AuditWords) -> [String] { english.auditWords(list) }

  /// The pseudo catalog: English for numbers and voices, pseudo words.
  public static let catalog = Catalog(language: .english, wording: PseudoWording())

  /// A string accented and wrapped; an empty string stays empty.
  public static func pseudo(_ text: String) -> String {
    guard !text.isEmpty else { return text }
    return "⟦" + String(text.map { accents[$0] ?? $0 }) + "⟧"
  }

  static let accents: [Character: Character] = Dictionary(
    uniqueKeysWithValues: zip(
      "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
      "åƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ"))

  /// The runs of plain ASCII letters, two or more long, that are not on
  /// `allowed`: English that did not come through the catalog.
  public static func english(in text: String, allowed: Set<String> = []) -> [String] {
    var runs: [String] = []
    var run = ""
    for character in text + " " {
      if character.isASCII, character.isLetter {
        run.append(character)
        continue
      }
      if run.count >= 2, !allowed.contains(run) { runs.append(run) }
      run = ""
    }
    return runs
  }
}
