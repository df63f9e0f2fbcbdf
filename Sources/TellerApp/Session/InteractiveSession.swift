import TellerAccessibility
import TellerArguments
import TellerBank

/// The bank screen as an interactive session: the pure core that linear,
/// JSON and (later) full-screen output share.
///
/// Data flows one way: an input becomes a ``SessionCommand``; the command
/// changes the state (the bank, focus and rotor, settings); the state is
/// presented as an element tree; the tree's diff and the bank's events become
/// announcements; everything said comes back as ``OutputRecord``s.
public struct InteractiveSession: InteractiveCore, Sendable {
  /// The bank.
  public private(set) var bank: Bank
  /// Focus and rotor over the current screen.
  public private(set) var navigator: Navigator
  /// The session's settings, as changed by commands.
  public private(set) var settings: SessionSettings
  /// The last announcements.
  public private(set) var history = AnnouncementHistory()
  /// Whether the help dialog is open.
  public private(set) var showingHelp = false
  /// Whether the session has ended.
  public private(set) var isFinished = false
  /// How many script lines could not be understood.
  public private(set) var badLines = 0

  private var needsPresentation = false
  private var announcer: Announcer
  private var builder = ScreenBuilder()
  private var catalog: Catalog
  private var accessibility: AccessibilityCatalog

  /// Opens a session on a fresh bank.
  public init(settings: SessionSettings) {
    self.settings = settings
    self.bank = Bank(configuration: settings.bank)
    self.catalog = Catalog(language: settings.language)
    self.accessibility = AccessibilityCatalog(language: settings.language)
    self.announcer = Announcer(
      settings: Announcer.Settings(
        catalog: catalog, verbosity: settings.verbosity, debounce: settings.debounce))
    let catalog = self.catalog
    let rotors = [
      CustomRotor(name: catalog.loanRotorName, matching: BankScreen.isLoanCustomer),
      CustomRotor(name: catalog.depositRotorName, matching: BankScreen.isDepositCustomer),
    ]
    var builder = ScreenBuilder()
    let root = builder.build(
      ScreenState(bank: bank, batchSize: settings.bank.batchSize, language: settings.language))
    self.builder = builder
    self.navigator = Navigator(tree: AccessibilityTree(root: root), customRotors: rotors)
  }

  // MARK: InteractiveCore

  /// The model time the session has reached.
  public var now: ModelTime { bank.now }

  /// When the bank or the announcer next needs time to pass.
  public var nextWakeTime: ModelTime? {
    switch (bank.nextEventTime, announcer.nextDeadline) {
    case (nil, nil): nil
    case (let a?, nil): a
    case (nil, let b?): b
    case (let a?, let b?): min(a, b)
    }
  }

  /// 65 when any script line was bad, otherwise 0.
  public var exitCode: ExitCode { badLines > 0 ? .dataError : .success }

  /// The latest model time a session may reach: about 126 years, far inside
  /// what ``ModelTime`` holds, so no sum of waits can overflow.
  public static let longestTime = ModelTime.seconds(4_000_000_000)

  /// The current screen.
  public var tree: AccessibilityTree { navigator.tree }

  /// The welcome line, then the focused element.
  public mutating func start() -> [OutputRecord] {
    let welcome = settings.inputIsKeys ? catalog.welcomeForKeys : catalog.welcomeForLines
    return [OutputRecord(kind: .welcome, text: welcome, time: now)] + focusRecord()
  }

  /// Handles a key, a line or the end of input, and presents the result.
  public mutating func handle(_ input: SessionInput) -> [OutputRecord] {
    respond(to: input) + present()
  }

  /// Presents the screen anew if a command changed the bank: the tree is
  /// rebuilt and diffed, focus kept or moved, live regions announced.
  public mutating func present() -> [OutputRecord] {
    needsPresentation ? refresh() : []
  }

  /// Handles a key, a line or the end of input, and returns what must be
  /// said at once. Adding customers and resetting answer before the screen
  /// is rebuilt; ``present()`` does that. A command that reads the screen
  /// presents it first.
  public mutating func respond(to input: SessionInput) -> [OutputRecord] {
    guard !isFinished else { return [] }
    let earlier = present()
    return earlier + answer(input)
  }

  private mutating func answer(_ input: SessionInput) -> [OutputRecord] {
    switch input {
    case .endOfInput:
      return finish()
    case .key(let key):
      if key == .escape && showingHelp { return toggleHelp() }
      // With nothing to close, Escape only silences speech, which hears it itself.
      if key == .escape { return [] }
      guard let command = KeyBindings.standard.command(for: key) else {
        return [error(catalog.unknownKey(key.name))]
      }
      return perform(command, fromKey: true, line: nil)
    case .line(let text, let number):
      do {
        guard let command = try LineCommandParser.parse(text) else { return [] }
        return perform(command, fromKey: false, line: number)
      } catch {
        badLines += 1
        return [self.error(lineErrorText(error, text: text, line: number))]
      }
    }
  }

  /// Moves model time forward, releasing events and held announcements in
  /// order, then presents the new state once.
  ///
  /// - Complexity: O(e + n) for e events and a screen of n elements.
  public mutating func advance(to time: ModelTime) -> [OutputRecord] {
    release(upTo: time) + refresh()
  }

  /// Moves the bank and the announcer to an instant, wake-up by wake-up,
  /// without presenting the screen, except when an event takes away the
  /// focused customer: then focus moves at that instant, as it would live.
  private mutating func release(upTo time: ModelTime) -> [OutputRecord] {
    var out: [OutputRecord] = []
    while let wake = nextWakeTime, wake <= time {
      let events = bank.advance(to: wake)
      out += announce(announcer.receive(events))
      out += announce(announcer.flush(upTo: wake))
      if let focus = navigator.focus, let number = BankScreen.customerNumber(of: focus),
        events.contains(where: { event in
          if case .finished(let customer, _) = event.kind { return customer.number == number }
          return false
        })
      {
        out += refresh()
      }
    }
    _ = bank.advance(to: time)
    out += announce(announcer.flush(upTo: time))
    return out
  }

  // MARK: Commands

  private mutating func perform(
    _ command: SessionCommand, fromKey: Bool, line: Int?
  ) -> [OutputRecord] {
    switch command {
    case .next: return outcome(navigator.next())
    case .previous: return outcome(navigator.previous())
    case .first: return outcome(navigator.first())
    case .last: return outcome(navigator.last())
    case .activate: return outcome(navigator.activate())
    case .rotorMoveNext: return outcome(navigator.moveByRotor(.next))
    case .rotorMovePrevious: return outcome(navigator.moveByRotor(.previous))
    case .rotorSettingNext: return outcome(navigator.turnRotor(.next))
    case .rotorSettingPrevious: return outcome(navigator.turnRotor(.previous))
    case .rotor(let setting): return chooseRotor(setting, line: line)
    case .nextHeading: return outcome(navigator.nextHeading())
    case .previousHeading: return outcome(navigator.previousHeading())
    case .nextButton: return outcome(navigator.nextButton())
    case .previousButton: return outcome(navigator.previousButton())
    case .nextList: return outcome(navigator.nextList())
    case .previousList: return outcome(navigator.previousList())
    case .addCustomers: return addCustomers()
    case .reset: return reset()
    case .whereAmI: return [say(whereAmISentence())]
    case .readAll:
      let options = descriptionOptions
      return navigator.tree.readingOrder.map { node in
        OutputRecord(
          kind: .description, text: describe(node, in: navigator.tree, options: options),
          elementID: navigator.tree.nodes[node].element.id, time: now)
      }
    case .summary:
      return [
        OutputRecord(
          kind: .summary,
          text: catalog.summary(
            waiting: bank.waitingCount, processing: bank.processingCount,
            workTime: bank.workTime),
          elementID: BankScreen.summaryID, time: now)
      ]
    case .repeatLast:
      return [say(history.repeatLast()?.text ?? catalog.noAnnouncements)]
    case .history:
      guard !history.isEmpty else { return [say(catalog.noAnnouncements)] }
      return history.items.map { say($0.text) }
    case .historyBack:
      return [say(history.stepBack()?.text ?? catalog.noOlderAnnouncement)]
    case .historyForward:
      return [say(history.stepForward()?.text ?? catalog.noNewerAnnouncement)]
    case .verbosity(let level):
      settings.verbosity = level
      announcer.settings.verbosity = level
      return [say(catalog.verbosityChanged(to: level))]
    case .hints(let enabled):
      settings.hintsEnabled = enabled
      return [say(catalog.hintsChanged(to: enabled))]
    case .wait(let span):
      guard span <= InteractiveSession.longestTime - now else {
        if line != nil { badLines += 1 }
        return [error(catalog.waitTooLong(line: line))]
      }
      return advance(to: now + span)
    case .waitIdle:
      var out: [OutputRecord] = []
      while let wake = nextWakeTime { out += release(upTo: wake) }
      return out + refresh()
    case .help:
      if fromKey { return toggleHelp() }
      return helpText()
    case .quit:
      return finish()
    }
  }

  /// Ends the session, saying whatever the announcer still holds.
  private mutating func finish() -> [OutputRecord] {
    isFinished = true
    return announce(announcer.flushAll(at: now))
  }

  private mutating func addCustomers() -> [OutputRecord] {
    let events = bank.addCustomers(settings.bank.batchSize)
    needsPresentation = true
    return announce(announcer.receive(events)) + announce(announcer.flush(upTo: now))
  }

  private mutating func reset() -> [OutputRecord] {
    let events = bank.reset()
    needsPresentation = true
    return announce(announcer.receive(events)) + announce(announcer.flush(upTo: now))
  }

  private mutating func toggleHelp() -> [OutputRecord] {
    showingHelp.toggle()
    return refresh()
  }

  private func helpText() -> [OutputRecord] {
    var lines = [catalog.helpCommandsHeading]
    lines += catalog.helpCommands.map(\.text)
    return lines.map { say($0) }
  }

  private mutating func chooseRotor(_ setting: RotorSetting, line: Int?) -> [OutputRecord] {
    let available = navigator.rotorSettings
    let wanted: RotorSetting?
    if case .custom(let name) = setting {
      // Scripts are written in English in every language, so a custom
      // rotor answers to its English name as well as to its own.
      let english = Catalog.english
      let aliases = [
        catalog.loanRotorName: english.loanRotorName,
        catalog.depositRotorName: english.depositRotorName,
      ]
      wanted = available.first { candidate in
        guard case .custom(let own) = candidate else { return false }
        let names = [own, aliases[own] ?? own].map { $0.lowercased() }
        return names.contains(name.lowercased())
      }
    } else {
      wanted = available.contains(setting) ? setting : nil
    }
    guard let wanted else {
      let name: String
      if case .custom(let text) = setting {
        name = text
      } else {
        name = accessibility.rotorName(setting)
      }
      guard let line else { return [error(catalog.noSuchRotor(name, line: nil))] }
      badLines += 1
      return [error(catalog.lineError(catalog.noSuchRotor(name, line: nil), line: line))]
    }
    var steps = 0
    while navigator.rotor.setting != wanted && steps <= available.count {
      _ = navigator.turnRotor(.next)
      steps += 1
    }
    return [say(accessibility.rotorName(wanted))]
  }

  private mutating func outcome(_ outcome: NavigationOutcome) -> [OutputRecord] {
    switch outcome {
    case .moved: return focusRecord()
    case .boundary(let boundary):
      return [say(boundary == .start ? accessibility.firstItem : accessibility.lastItem)]
    case .noMore(let setting): return [say(accessibility.noMore(setting))]
    case .rotorChanged(let setting): return [say(accessibility.rotorName(setting))]
    case .perform(let action): return run(action)
    case .notActionable, .notFocusable: return [say(accessibility.notAvailable)]
    case .notAdjustable: return [say(accessibility.notAdjustable)]
    case .noSuchAction: return [say(accessibility.noActions)]
    case .nothingToFocus: return [say(accessibility.nothingToFocus)]
    }
  }

  private mutating func run(_ action: ElementAction) -> [OutputRecord] {
    guard action.kind == .activate else { return [say(accessibility.notAvailable)] }
    switch action.element {
    case BankScreen.addButtonID: return addCustomers()
    case BankScreen.resetButtonID: return reset()
    case BankScreen.helpCloseID: return toggleHelp()
    default: return [say(accessibility.notAvailable)]
    }
  }

  // MARK: Presenting

  /// Builds the screen anew, moves focus if its element went away, and
  /// announces live-region changes.
  private mutating func refresh() -> [OutputRecord] {
    needsPresentation = false
    let root = builder.build(
      ScreenState(
        bank: bank, batchSize: settings.bank.batchSize, showingHelp: showingHelp,
        language: settings.language))
    let old = navigator.tree
    let new = AccessibilityTree(root: root)
    let diff = TreeDiff(from: old, to: new)
    let move = navigator.update(to: new)
    var out = announce(announcer.receive(diff, at: now))
    if move != nil { out += focusRecord() }
    return out
  }

  private mutating func announce(_ announcements: [Announcement]) -> [OutputRecord] {
    guard !announcements.isEmpty else { return [] }
    history.record(contentsOf: announcements)
    return announcements.map {
      OutputRecord(kind: .announcement, text: $0.text, priority: $0.priority, time: $0.time)
    }
  }

  private var descriptionOptions: DescriptionOptions {
    DescriptionOptions(
      verbosity: settings.verbosity, hintsEnabled: settings.hintsEnabled,
      language: settings.language)
  }

  private func focusRecord() -> [OutputRecord] {
    guard let node = navigator.focusedNode else {
      return [say(accessibility.nothingToFocus)]
    }
    return [
      OutputRecord(
        kind: .focus, text: describe(node, in: navigator.tree, options: descriptionOptions),
        elementID: navigator.tree.nodes[node].element.id, time: now)
    ]
  }

  private func whereAmISentence() -> String {
    guard let place = navigator.whereAmI() else { return catalog.nothingFocused }
    var parts = [describe(place.node, in: navigator.tree, options: descriptionOptions)]
    if let container = place.container, !container.label.isEmpty {
      switch container.role {
      case .list: parts.append(accessibility.inList(container.label))
      case .modal: parts.append(accessibility.inDialog(container.label))
      case .group: parts.append(accessibility.inGroup(container.label))
      case .none: break
      }
    }
    // A list's own heading ("under heading Waiting" after "in list Waiting")
    // would only say its name twice.
    if let heading = place.heading, heading.id != place.element.id,
      !place.element.traits.contains(.header), heading.label != place.container?.label
    {
      parts.append(accessibility.underHeading(heading.label))
    }
    parts.append(catalog.rotorIs(accessibility.rotorName(place.rotor)))
    return parts.joined(separator: accessibility.separator)
  }

  /// A bad line's error, always starting with its line number: "Line 3:
  /// Unknown command 'xyz'. …", "3번째 줄: …".
  private func lineErrorText(_ error: LineCommandError, text: String, line: Int) -> String {
    if error.isUnknownCommand {
      // Quote the word as typed; the parser's copy is lowercased.
      let typed = LineCommandError.shortened(Self.words(in: text).first ?? error.command)
      return catalog.lineError(catalog.unknownCommand(typed, line: nil), line: line)
    }
    switch settings.language {
    case .english:
      return catalog.lineError(error.message, line: line)
    case .korean:
      // The parser explains in English; Korean quotes what follows the
      // command, or says that a value is missing.
      let value = LineCommandError.shortened(
        Self.words(in: text).dropFirst().joined(separator: " "))
      if value.isEmpty {
        return catalog.lineError(
          catalog.missingArgument(command: error.command, line: nil), line: line)
      }
      return catalog.lineError(
        catalog.invalidValue(value, command: error.command, line: nil), line: line)
    }
  }

  /// A line's words as typed, up to a comment.
  private static func words(in line: String) -> [String] {
    var words: [String] = []
    for word in line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }) {
      if word.hasPrefix("#") { break }
      words.append(String(word))
    }
    return words
  }

  private func say(_ text: String) -> OutputRecord {
    OutputRecord(kind: .description, text: text, elementID: nil, time: now)
  }

  private func error(_ text: String) -> OutputRecord {
    OutputRecord(kind: .error, text: text, priority: .assertive, time: now)
  }
}
