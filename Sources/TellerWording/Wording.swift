import TellerAccessibility
import TellerArguments
import TellerText

/// A language's words for everything Teller says: the words of every
/// area, each area a protocol of its own, so code that words one area can
/// ask for that area alone (``SpeechWording`` for speech's problems,
/// ``CommandLineWording`` for the help), and a language is one type that
/// words them all.
///
/// Each language is one conforming type, written as a file per part of
/// Teller (`EnglishWording+Session.swift`, `+Help`, `+Problems`,
/// `+Commands`, `+CommandLine`, `+Manual`, and the same for Korean), each
/// area in it an exhaustive `switch` over its messages with no `default:`.
/// A new message fails to compile until every language words it; a new
/// language is new files, and the compiler lists each area it still lacks.
///
/// A wording also words the accessibility layer's messages
/// (``AccessibilityWording``), so one value carries a language's every word.
public protocol Wording: AccessibilityWording, SessionWording, KeyWording, BrailleWording,
  SpeechWording, CommandLineWording, ReportWording, SystemWording
{}

/// The words of the session: the bank's screen, announcements, the views,
/// long lists and the session's errors and refusals.
public protocol SessionWording: Sendable {
  /// The words of the bank's screen: labels, hints, headings, the summary.
  func text(_ message: ScreenMessage) -> String
  /// The words of announcements and of say all.
  func text(_ message: AnnouncementMessage) -> String
  /// The words of the views, switching between them, and start-up notices.
  func text(_ message: ViewMessage) -> String
  /// The words of a session's errors and refusals.
  func text(_ message: ErrorMessage) -> String
  /// The words of long lists and the prompt for a customer's number.
  func text(_ message: ListMessage) -> String
}

/// The words of keys and of the help: names of keys and symbols, the key
/// table, the table of line commands and the help's scope.
public protocol KeyWording: Sendable {
  /// The names of printable symbols, as keys and as speech reads them.
  func text(_ message: SymbolMessage) -> String
  /// The names of keys, and the words that join names into one phrase.
  func text(_ message: KeyNameMessage) -> String
  /// The words of the help's frame and what each line of its key table does.
  func text(_ message: KeyHelpMessage) -> String
  /// The words of the help's table of line commands.
  func text(_ message: LineCommandHelpMessage) -> String
  /// The help's words about itself and the rotor's settings.
  func text(_ message: HelpScopeMessage) -> String
}

/// The words of braille: its lines' marks and notices, and why braille is
/// off.
public protocol BrailleWording: Sendable {
  /// The words of braille lines and of braille's notices.
  func text(_ message: BrailleMessage) -> String
  /// The words of braille's problems at the edge: why braille is off.
  func text(_ message: BrailleProblemMessage) -> String
  /// The liblouis table list that translates the language's lines when
  /// `--braille-table` is not given, or nil for computer braille through
  /// BRLTTY's own text table.
  var brailleTable: String? { get }
}

/// The words of speech and sound: why speech is off, the recording's
/// problems and `teller voices`, `teller sounds` and the audio graph.
public protocol SpeechWording: Sendable {
  /// The words of speech's problems at the edge: why speech is off.
  func text(_ message: SpeechMessage) -> String
  /// The words of the speech recording's problems and `teller voices`' listing.
  func text(_ message: RecordingMessage) -> String
  /// The words of `teller sounds`.
  func text(_ message: SoundMessage) -> String
  /// The words of the audio graph: its sentence, lesson and file problems.
  func text(_ message: AudioGraphMessage) -> String
}

/// The words of the command line: `--help`, its mistakes, the
/// configuration file's mistakes and the manual page.
public protocol CommandLineWording: Sendable {
  /// The words of the command line's help: `--help`, the manual page's
  /// options and commands, completions.
  func text(_ message: CommandLineMessage) -> String
  /// The words of command-line mistakes and the hint after them.
  func text(_ message: UsageMessage) -> String
  /// The words of the configuration file's mistakes.
  func text(_ message: ConfigMessage) -> String
  /// The words of the manual page: its headings, paragraphs, variables,
  /// exit statuses and sounds.
  func text(_ message: ManualMessage) -> String
}

/// The words of the commands' reports: `teller simulate`, `teller
/// console` and `teller audit`.
public protocol ReportWording: Sendable {
  /// The lines of `teller simulate`'s report.
  func text(_ message: SimulateMessage) -> String
  /// The lines of `teller console`, as the exercise gives them.
  func text(_ message: ConsoleMessage) -> String
  /// The lines of `teller audit`'s report around its findings.
  func text(_ message: AuditReportMessage) -> String
}

/// The words of the system's and output's problems: a stream that cannot
/// be written, raw mode refused, a crash, a file that cannot be read, and
/// why a call failed.
public protocol SystemWording: Sendable {
  /// The words of output's and the terminal's problems: a stream that
  /// cannot be written, raw mode refused, a recording left incomplete.
  func text(_ message: OutputMessage) -> String
  /// The line a crash signal writes as it ends Teller.
  func text(_ message: CrashMessage) -> String
  /// The words of a file Teller was asked to read that cannot be read.
  func text(_ message: FileReadMessage) -> String
  /// Why a file cannot be read, after the file is named.
  func text(_ problem: FileProblem) -> String
  /// Why a call failed, for the reasons Teller knows by kind.
  func text(_ reason: KnownSystemReason) -> String
}

/// Teller's English.
public struct EnglishWording: Wording {
  /// The names of the work types (``standardWorkTypeNames`` unless a test
  /// adds a type).
  public let workTypeNames: WorkTypeNames

  /// Creates the English wording.
  public init(workTypeNames: WorkTypeNames = EnglishWording.standardWorkTypeNames) {
    self.workTypeNames = workTypeNames
  }
}

/// Teller's Korean, following the seed screen (고객 10명 추가, 초기화,
/// 업무시간, 대기중, 업무중) and written for the ear.
public struct KoreanWording: Wording {
  /// The names of the work types (``standardWorkTypeNames`` unless a test
  /// adds a type).
  public let workTypeNames: WorkTypeNames

  /// Creates the Korean wording.
  public init(workTypeNames: WorkTypeNames = KoreanWording.standardWorkTypeNames) {
    self.workTypeNames = workTypeNames
  }
}

extension Language {
  /// The wording of the language.
  public var wording: any Wording {
    switch self {
    case .english: EnglishWording()
    case .korean: KoreanWording()
    }
  }
}

extension SystemWording {
  /// Why a call failed: a reason known by kind in the language's words,
  /// any other as the system words it, control characters made visible.
  public func text(_ reason: SystemReason) -> String {
    switch reason {
    case .known(let known): text(known)
    case .other(let words): visibleText(words)
    }
  }
}

extension SessionWording {
  /// A whole number with its thousands grouped by commas, as both
  /// languages write a large count and speech reads it whole:
  /// "1,000,000" (``groupedNumber(_:)``).
  public func groupedDigits(_ number: Int) -> String { groupedNumber(number) }
}
