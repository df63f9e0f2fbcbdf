import TellerAccessibility
import TellerBank
import TellerInput

/// What a session is set up with: language, verbosity, hints, the debounce
/// window, the bank's configuration, how input arrives and what the
/// terminal shows.
public struct SessionSettings: Hashable, Sendable {
  /// The language of every sentence.
  public var language: Language
  /// How much is said.
  public var verbosity: Verbosity
  /// Whether descriptions include hints.
  public var hintsEnabled: Bool
  /// The least model time between two polite announcements.
  public var debounce: ModelTime
  /// The bank's parameters; `batchSize` is the customers per add.
  public var bank: BankConfiguration
  /// Whether input arrives as keys (a terminal) rather than lines.
  public var inputIsKeys: Bool
  /// What the terminal shows at the start, full screen or linear, which
  /// `m` switches unless ``viewSwitchRefusal`` says why not; nil when the
  /// terminal cannot show the full screen.
  public var terminalView: TerminalView?
  /// Which bank events are said in words (`--announce`).
  public var announcedEvents: AnnouncedEvents
  /// Why `m` does not switch: with ``terminalView`` nil, or when linear
  /// was asked for (`.linearKept`). With ``terminalView`` nil, nil says
  /// standard input or output is not a terminal.
  public var viewSwitchRefusal: ViewSwitchRefusal?
  /// Whether model time moves only on `wait` (`--clock virtual`): with
  /// keys, which cannot give `wait`, the session says so once at the start.
  public var clockIsVirtual: Bool = false
  /// The rate of the screen reader that reads linear text at a terminal,
  /// which the session paces itself by (``ReaderPace``).
  public var readerWordsPerMinute: Int = SpeakingTime.assumedWordsPerMinute
  /// Whether linear text at a terminal is paced to the screen reader
  /// (``ReaderPace``): on a real clock. Under a virtual clock time moves
  /// only on `wait`, so a held announcement would wait for good.
  public var pacesReader = true
  /// What the shell printed before the session started, such as why
  /// linear mode was chosen: a screen reader says it before the welcome,
  /// so the session's pace counts it (``StartNotice/heard(_:)``).
  public var startNotice: StartNotice?
  /// Whether the full screen changes only on events and keys: as the
  /// output decided (``OutputDecision/reducesMotion``), from
  /// `--reduce-motion` and its variable and file key, else on when a
  /// screen reader reads the terminal.
  public var reduceMotion = false
  /// The most customers the bank holds at once (waiting or being served):
  /// an add that would pass it adds only as many as fit, and says so.
  public var customerLimit = SessionSettings.defaultCustomerLimit

  /// The most customers a session's bank holds at once: 1,000,000.
  ///
  /// A customer costs a session about 60 bytes while it stays
  /// (`teller-bench --suite scale`: 59.6 bytes in a release build, 61.3 in
  /// a debug one, at a million customers), and about 90 at the moment the
  /// lists' arrays double (442 MB for 5,000,000 customers). A million is
  /// about 60 MB, 90 MB at its peak: well within a modest machine of 1 GB
  /// beside a desktop and a screen reader, and a bank far fuller than any
  /// lesson or test needs. Past it, memory would grow with every add until
  /// the system refused it, and the session would die.
  public static let defaultCustomerLimit = 1_000_000

  /// Creates settings; the defaults are Teller's.
  public init(
    language: Language = .english, verbosity: Verbosity = .normal, hintsEnabled: Bool = true,
    debounce: ModelTime = Announcer.Settings.defaultDebounce,
    bank: BankConfiguration = BankConfiguration(),
    inputIsKeys: Bool = false, terminalView: TerminalView? = nil,
    announcedEvents: AnnouncedEvents = .all
  ) {
    self.language = language
    self.verbosity = verbosity
    self.hintsEnabled = hintsEnabled
    self.debounce = debounce
    self.bank = bank
    self.inputIsKeys = inputIsKeys
    self.terminalView = terminalView
    self.announcedEvents = announcedEvents
  }
}
