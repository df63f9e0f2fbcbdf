import TellerAccessibility
import TellerArguments
import TellerBank
import TellerInput
import TellerSounds
import TellerWording

/// The bank screen as an interactive session: the pure core that every
/// presenter (linear text, JSON, speech, the full-screen view and braille)
/// shares.
///
/// Data flows one way: an input becomes a ``SessionCommand``; the command
/// changes the state (the bank, focus and rotor, settings); the bank's
/// events become announcements and an update of the element tree; what is
/// said comes back as ``OutputRecord``s in one ``SessionStep`` per input,
/// with a view of the screen.
///
/// Commands are handled by area, each in its own file: navigation (moves,
/// the rotor, activation), the bank (adds, resets, time), reading (where am
/// I, read all, summary, history, help), settings (verbosity, hints) and
/// the outputs (the terminal's view, the screen curtain, Escape, redraw,
/// suspend). While the help is open, only what moves inside it, reads it,
/// closes it, quits or concerns the outputs works.
public struct Session: SessionCore, Sendable {
  /// The bank.
  public internal(set) var bank: Bank
  /// Focus and rotor over the current screen.
  public internal(set) var navigator: Navigator
  /// The session's settings, as changed by commands.
  public internal(set) var settings: SessionSettings
  /// The last announcements.
  public internal(set) var history = AnnouncementHistory()
  /// Whether the help dialog is open.
  public internal(set) var showingHelp = false
  /// Whether the screen curtain is on.
  public internal(set) var screenCurtain = false
  /// Whether the session has ended.
  public internal(set) var isFinished = false
  /// Whether the session ended by Ctrl-C.
  public internal(set) var interrupted = false
  /// How many script lines could not be understood.
  public internal(set) var badLines = 0
  /// The digits typed so far while the prompt for a customer's number
  /// (`#`) is open; nil while it is closed.
  public internal(set) var customerPromptDigits: String?

  var announcer: Announcer
  /// The cues of the step being answered: its bank events and edges.
  var cues: [SoundCue] = []
  /// The waiting line and the busy clerks since the start or the last
  /// reset, for the audio graph, taken from each step's bank cues.
  var graphRecorder: QueueSeriesRecorder
  /// The audio graph the step being answered asks to hear.
  var graphCue: GraphCue?
  /// A say all that runs over time, in a paced session, until it ends or
  /// a key stops it.
  var sayAllReading: SayAll?
  /// Say all's lines made while time passed in this step, heard by the
  /// pace as they were made.
  var heardEarly: [String] = []
  /// The focus the user last heard described: a table move says the
  /// headers that changed since then.
  var heardFocus: ElementID?
  /// The screen reader that reads linear text at a terminal, which the
  /// session paces itself by (``isPaced``).
  var pace: ReaderPace
  let catalog: Catalog
  /// The English catalog, whose names of the custom rotors a script may
  /// use in every language.
  let englishCatalog: Catalog
  let accessibility: AccessibilityCatalog

  /// Opens a session on a fresh bank.
  ///
  /// - Parameters:
  ///   - settings: the session's settings.
  ///   - catalog: the words of the session, the language's by default.
  ///   - englishCatalog: the English words scripts may use in any
  ///     language; Teller's by default. A bank with a work type the
  ///     languages do not name brings catalogs that name it.
  public init(
    settings: SessionSettings, catalog: Catalog? = nil, englishCatalog: Catalog = .english
  ) {
    let catalog = catalog ?? Catalog(language: settings.language)
    self.settings = settings
    self.bank = Bank(configuration: settings.bank)
    self.graphRecorder = QueueSeriesRecorder(
      clerks: settings.bank.totalClerks)
    self.catalog = catalog
    self.englishCatalog = englishCatalog
    self.accessibility = catalog.accessibility
    self.announcer = Announcer(
      settings: Announcer.Settings(
        catalog: catalog, verbosity: settings.verbosity, debounce: settings.debounce,
        events: settings.announcedEvents))
    self.pace = ReaderPace(
      wordsPerMinute: settings.readerWordsPerMinute, language: settings.language)
    let rotors = CustomerRotors.rotors(settings.bank, catalog: catalog)
    let screen = BankScreen.build(
      bank: bank, batchSize: settings.bank.batchSize, catalog: catalog)
    self.navigator = Navigator(tree: AccessibilityTree(root: screen), customRotors: rotors)
  }

  // MARK: SessionCore

  /// The model time the session has reached.
  public var now: ModelTime { bank.now }

  /// When the bank or the announcer next needs time to pass.
  public var nextWakeTime: ModelTime? {
    let reading = sayAllReading == nil ? nil : max(pace.busyUntil, now)
    return [bank.nextEventTime, announcer.nextDeadline, reading].compactMap { $0 }.min()
  }

  /// 130 after Ctrl-C, otherwise 65 when any script line was bad, and 0.
  public var exitCode: ExitCode {
    if interrupted { return .interrupted }
    return badLines > 0 ? .dataError : .success
  }

  /// The latest model time a session may reach: about 126 years, far inside
  /// what ``ModelTime`` holds, so no sum of waits can overflow.
  public static let longestTime = ModelTime.seconds(4_000_000_000)

  /// The current screen.
  public var tree: AccessibilityTree { navigator.tree }

  /// The welcome line, then the focused element. In the full-screen view,
  /// the welcome names the key for screen-reader mode. Keys under a
  /// virtual clock hear, after the welcome, that time moves only on
  /// `wait`.
  public mutating func start() -> SessionStep {
    let welcome =
      settings.terminalView == .fullScreen
      ? catalog.welcomeForFullScreen
      : settings.inputIsKeys ? catalog.welcomeForKeys : catalog[.welcomeForLines]
    var records = [OutputRecord(kind: .welcome, text: welcome, time: now)]
    if settings.clockIsVirtual && settings.inputIsKeys {
      // Keys cannot give `wait`: say once why the bank stands still.
      records.append(OutputRecord(kind: .welcome, text: catalog[.virtualClockWithKeys], time: now))
    }
    followPace()
    if let notice = settings.startNotice { hear([notice.heard(catalog)], at: now) }
    return finishStep(records + focusRecord(afresh: true), cause: .start)
  }

  /// Handles a key, a line, a command or the end of input: the answer first, then
  /// whatever the screen's update causes, such as focus moving. The step
  /// says which command, if any, the input gave.
  public mutating func handle(_ input: SessionInput) -> SessionStep {
    guard !isFinished else { return step([], cause: .noCommand) }
    followPace()
    // A key stops a say all that runs over time.
    if let stopped = stopSayAll(for: input) {
      return finishStep(stopped.records, cause: stopped.cause)
    }
    // The answer first: the step is made from the session after it.
    let (records, cause) = answer(input)
    return finishStep(records, cause: cause)
  }

  /// Moves model time forward, releasing events and held announcements in
  /// order, and brings the screen up to date.
  ///
  /// - Complexity: O(e) for e events, each changing the screen in place.
  public mutating func advance(to time: ModelTime) -> SessionStep {
    followPace()
    let records = advanceRecords(to: time)
    return finishStep(records, cause: .timePassing)
  }

  // MARK: Answering

  /// The answer to an input, and the cause its step reports.
  private mutating func answer(
    _ input: SessionInput
  ) -> (records: [OutputRecord], cause: SessionStep.Cause) {
    if customerPromptDigits != nil, let answer = answerInCustomerPrompt(input) { return answer }
    switch input {
    case .endOfInput:
      return (finish(), .endOfInput)
    case .notice(let notice):
      guard settings.terminalView == .fullScreen else { return ([], .noCommand) }
      let text = SpokenText.trimmed(catalog.sentence(notice))
      return (
        announce([Announcement(text: text, priority: .assertive, time: now)]),
        .noCommand
      )
    case .key(.paste):
      // Pasted text never runs as keys: one short notice instead.
      return ([error(.pasteIgnored)], .noCommand)
    case .key(let key):
      // Escape gives `closeHelp` even with the help closed: it then says
      // nothing, and speech, seeing the command, falls silent.
      guard let command = KeyBindings.standard.command(for: key) else {
        return ([error(.unknownKey(key))], .noCommand)
      }
      return (perform(command, fromKey: true, line: nil), .command(command))
    case .command(let command):
      return (perform(command, fromKey: true, line: nil), .command(command))
    case .line(let text, let number):
      do {
        guard let command = try LineCommandParser.parse(text) else { return ([], .noCommand) }
        return (perform(command, fromKey: false, line: number), .command(command))
      } catch {
        badLines += 1
        return ([self.error(.badLine(error, number: number))], .noCommand)
      }
    }
  }

  /// Carries out a command, handing it to its area.
  private mutating func perform(
    _ command: SessionCommand, fromKey: Bool, line: Int?
  ) -> [OutputRecord] {
    if showingHelp && !Self.worksWithHelpOpen(command) { return [error(.helpIsOpen)] }
    switch command {
    case .next, .previous, .first, .last, .activate, .rotorMoveNext, .rotorMovePrevious,
      .rotorSettingNext, .rotorSettingPrevious, .rotor, .nextHeading, .previousHeading,
      .nextButton, .previousButton, .nextList, .previousList, .nextHeadingAtLevel, .focus,
      .nextPage, .previousPage, .firstInList, .lastInList, .nextTable, .previousTable, .table:
      return navigate(command, line: line)
    case .goToCustomer(let number):
      return goToCustomer(number)
    case .customerPrompt:
      return openCustomerPrompt()
    case .addCustomers, .reset, .wait, .waitIdle:
      return runBank(command, line: line)
    case .whereAmI, .readAll, .readFromFocus, .summary, .repeatLast, .history, .historyBack,
      .historyForward, .help, .closeHelp:
      return read(command, fromKey: fromKey)
    case .playGraph:
      return playGraph()
    case .verbosity, .hints:
      return changeSetting(command)
    case .switchView, .screenCurtain, .redraw, .suspend:
      return changeOutputs(command)
    case .quit:
      return finish()
    case .interrupt:
      interrupted = true
      return finish()
    }
  }

  /// Whether a command works while the help is open: moving and reading
  /// inside it, closing it, quitting, settings and the outputs' own keys.
  /// The bank's commands, and reading what lies outside the help, do not.
  /// Focus on an element (a braille routing key) works, and the navigator
  /// keeps it inside the help: an element outside is not available. The
  /// help names the keys this refuses (``Catalog/helpRefusedKeys``), and a
  /// test holds the README to them.
  public static func worksWithHelpOpen(_ command: SessionCommand) -> Bool {
    switch command {
    case .addCustomers, .reset, .wait, .waitIdle, .readAll, .summary, .repeatLast, .history,
      .historyBack, .historyForward, .goToCustomer, .customerPrompt:
      return false
    case .next, .previous, .first, .last, .activate, .rotorMoveNext, .rotorMovePrevious,
      .rotorSettingNext, .rotorSettingPrevious, .rotor, .nextHeading, .previousHeading,
      .nextButton, .previousButton, .nextList, .previousList, .nextHeadingAtLevel, .focus,
      .nextPage, .previousPage, .firstInList, .lastInList, .nextTable, .previousTable, .table,
      .whereAmI,
      .readFromFocus, .verbosity, .hints, .switchView, .screenCurtain, .redraw, .help,
      .closeHelp, .quit, .interrupt, .suspend, .playGraph:
      return true
    }
  }

  /// Ends the session, saying whatever the announcer still holds.
  private mutating func finish() -> [OutputRecord] {
    isFinished = true
    return announce(announcer.flushAll(at: now, waiting: bank.waitingCount))
  }

  // MARK: Shared by the areas

  /// Whether the session paces itself by a screen reader reading the
  /// terminal (``ReaderPace``): in linear mode at a terminal on a real
  /// clock, while the screen curtain is off. Pipes, files and JSON are
  /// never paced.
  var isPaced: Bool {
    settings.pacesReader && settings.terminalView == .linear && !screenCurtain
  }

  /// The step of a batch of records, after the reader has heard those it
  /// has not heard yet (announcements and say all's later lines are heard
  /// as they are made).
  private mutating func finishStep(
    _ records: [OutputRecord], cause: SessionStep.Cause
  ) -> SessionStep {
    var early = heardEarly
    heardEarly = []
    var unheard: [String] = []
    for record in records where record.kind != .announcement {
      if let index = early.firstIndex(of: record.text) {
        early.remove(at: index)
      } else {
        unheard.append(record.text)
      }
    }
    hear(unheard, at: now)
    return step(records, cause: cause)
  }

  /// Keeps polite announcements short enough to say while the session is
  /// paced, and unlimited while it is not (the view or the curtain may
  /// have changed).
  private mutating func followPace() {
    announcer.settings.speakingLimit =
      isPaced ? SpeakingLimit(wordsPerMinute: pace.wordsPerMinute) : nil
  }

  /// Lines printed at an instant: a paced session holds polite
  /// announcements until the reader would have said them.
  mutating func hear(_ lines: some Sequence<String>, at time: ModelTime) {
    guard isPaced else { return }
    pace.hear(lines, at: time)
    if pace.isSpeaking(at: time) { announcer.holdPolite(until: pace.busyUntil) }
  }

  /// The step of a batch of records, with the screen as it now stands and
  /// the step's cues: those noted while answering, then one per error.
  private mutating func step(_ records: [OutputRecord], cause: SessionStep.Cause) -> SessionStep {
    let errors = records.filter { $0.kind == .error }.map { SoundCue.error(at: $0.time) }
    for case .bank(let event) in cues { graphRecorder.record(event) }
    let graph = graphCue
    defer {
      cues = []
      graphCue = nil
    }
    return SessionStep(
      records: records, cause: cause,
      screen: SessionScreen(
        tree: navigator.tree, focus: navigator.focus, rotor: navigator.rotor.setting,
        description: descriptionOptions, overlay: showingHelp ? .help(BankScreen.helpID) : nil,
        lastAnnouncement: history.last, time: now, terminalView: settings.terminalView,
        screenCurtain: screenCurtain, catalog: catalog),
      cues: cues + errors, graph: graph)
  }

  /// Applies a screen update. Focus that moved because a dialog opened or
  /// closed is said; focus that the screen's change moved on, as when the
  /// focused customer left its list, is not: the user did not move it, and
  /// it stays where they left it (the full screen and braille show it).
  mutating func apply(_ update: TreeUpdate) -> [OutputRecord] {
    navigator.apply(update).focusMove?.reason == .modal ? focusRecord() : []
  }

  /// Records announcements in the history and as output.
  ///
  /// - Parameter confirming: whether they confirm the step's command (an
  ///   add's or a reset's), and so answer the user's key.
  mutating func announce(
    _ announcements: [Announcement], confirming: Bool = false
  ) -> [OutputRecord] {
    guard !announcements.isEmpty else { return [] }
    history.record(contentsOf: announcements)
    for announcement in announcements { hear([announcement.text], at: announcement.releasedAt) }
    return announcements.map {
      OutputRecord(
        kind: .announcement, text: $0.text, priority: $0.priority, time: $0.time,
        confirmsCommand: confirming)
    }
  }

  var descriptionOptions: DescriptionOptions {
    DescriptionOptions(
      verbosity: settings.verbosity, hintsEnabled: settings.hintsEnabled,
      language: settings.language)
  }

  /// The focused element's description, or that nothing can be focused;
  /// a table's cell says the headers that changed since ``heardFocus``,
  /// or all of them `afresh` (the start, a view switch).
  mutating func focusRecord(afresh: Bool = false) -> [OutputRecord] {
    guard let focus = navigator.focus,
      let text = describe(
        focus, in: navigator.tree, options: descriptionOptions,
        comingFrom: afresh ? nil : heardFocus)
    else {
      return [say(accessibility[.nothingToFocus])]
    }
    heardFocus = focus
    return [
      OutputRecord(
        kind: .focus, text: text, elementID: focus, time: now,
        tablePlace: navigator.tree.tableCell(focus).map(TablePlace.init))
    ]
  }

  func say(_ text: String) -> OutputRecord {
    OutputRecord(kind: .description, text: text, elementID: nil, time: now)
  }

  func error(_ error: SessionError) -> OutputRecord {
    OutputRecord(
      kind: .error, text: catalog.message(for: error), priority: .assertive, time: now)
  }
}
