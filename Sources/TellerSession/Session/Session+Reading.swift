import TellerAccessibility
import TellerBank
import TellerInput
import TellerWording

/// Reading: where am I, read all, read from the focus, the summary, the
/// announcement history and the help.
extension Session {
  mutating func read(_ command: SessionCommand, fromKey: Bool) -> [OutputRecord] {
    switch command {
    case .whereAmI:
      return [whereAmIRecord()]
    case .readAll:
      return sayAll(from: navigator.tree.firstStop)
    case .readFromFocus:
      guard let focus = navigator.focus, navigator.tree.isInReadingOrder(focus) else {
        return [say(accessibility[.nothingToFocus])]
      }
      return sayAll(from: focus)
    case .summary:
      return [
        OutputRecord(
          kind: .summary,
          text: catalog[
            ScreenMessage.summary(
              waiting: bank.waitingCount, processing: bank.processingCount,
              workTime: bank.workTime)],
          elementID: BankScreen.summaryID, time: now)
      ]
    case .repeatLast:
      return [recall(history.repeatLast()?.text ?? catalog[.noAnnouncements])]
    case .history:
      guard !history.isEmpty else { return [recall(catalog[.noAnnouncements])] }
      return history.items.map { recall($0.text) }
    case .historyBack:
      return [recall(history.stepBack()?.text ?? catalog[.noOlderAnnouncement])]
    case .historyForward:
      return [recall(history.stepForward()?.text ?? catalog[.noNewerAnnouncement])]
    case .help:
      // A key opens or closes the help over the screen; a line reads the
      // line commands and the rotor's settings.
      if fromKey { return toggleHelp() }
      let lines =
        [catalog[KeyHelpMessage.commandsHeading]] + catalog.helpCommands.map(\.text)
        + [catalog[.rotorHeading]] + catalog.helpRotorSettings(bank.configuration).map(\.text)
      return lines.map { say($0) }
    case .closeHelp:
      return showingHelp ? toggleHelp() : []
    default:
      return []
    }
  }

  /// A line read again from the announcement history.
  private func recall(_ text: String) -> OutputRecord {
    OutputRecord(kind: .history, text: text, time: now)
  }

  /// Say all from a stop (``SayAll``). A paced session at a terminal says
  /// the first line now and the others one by one, as the screen reader
  /// finishes each, until any key stops it (``stopSayAll(for:)``);
  /// otherwise every line comes at once.
  ///
  /// - Complexity: O(s · d · log k) for the s stops read, lists summed up.
  private mutating func sayAll(from start: ElementID?) -> [OutputRecord] {
    var reading = SayAll(from: start)
    let (tree, options) = (navigator.tree, descriptionOptions)
    if isPaced && settings.inputIsKeys {
      let first = reading.nextLine(in: tree, options: options, catalog: catalog, time: now)
      sayAllReading = reading.isDone ? nil : reading
      return first.map { [$0] } ?? []
    }
    var out: [OutputRecord] = []
    while let line = reading.nextLine(in: tree, options: options, catalog: catalog, time: now) {
      out.append(line)
    }
    return out
  }

  /// The next line of a say all that runs over time, once the reader has
  /// said the last.
  mutating func continueSayAll(at time: ModelTime) -> [OutputRecord] {
    guard var reading = sayAllReading, !pace.isSpeaking(at: time) else { return [] }
    let line = reading.nextLine(
      in: navigator.tree, options: descriptionOptions, catalog: catalog, time: time)
    sayAllReading = reading.isDone ? nil : reading
    guard let line else { return [] }
    hear([line.text], at: time)
    heardEarly.append(line.text)
    return [line]
  }

  /// Stops a say all that runs over time, for an input. Any key stops it;
  /// Escape, quitting and suspending then do what they always do, and any
  /// other key only says that reading stopped. Returns nil when the input
  /// goes on to be handled.
  mutating func stopSayAll(
    for input: SessionInput
  ) -> (records: [OutputRecord], cause: SessionStep.Cause)? {
    guard sayAllReading != nil else { return nil }
    // A notice from the edge is not the user's: reading goes on.
    if case .notice = input { return nil }
    sayAllReading = nil
    let command: SessionCommand?
    switch input {
    case .key(let key): command = KeyBindings.standard.command(for: key)
    case .command(let given): command = given
    case .line, .endOfInput, .notice: return nil
    }
    switch command {
    case .closeHelp, .quit, .interrupt, .suspend: return nil
    default: return ([say(catalog[.readingStopped])], .noCommand)
    }
  }

  /// Where focus is: its description, its container, the heading it sits
  /// under and the rotor setting, about the focused element.
  private func whereAmIRecord() -> OutputRecord {
    guard let place = navigator.whereAmI(),
      let description = place.table.map({
        describe(
          place.element.id, in: navigator.tree, cellContext: $0, options: descriptionOptions)
      }) ?? describe(place.element.id, in: navigator.tree, options: descriptionOptions)
    else { return say(catalog[.nothingFocused]) }
    var parts = [description]
    if let container = place.container, !container.label.isEmpty {
      switch container.role {
      case .list: parts.append(accessibility[.inList(container.label)])
      case .modal: parts.append(accessibility[.inDialog(container.label)])
      case .group: parts.append(accessibility[.inGroup(container.label)])
      case .none: break
      }
    }
    // A list's own heading ("under heading Waiting" after "in list Waiting",
    // or after the empty list "Waiting" itself) would only say its name
    // twice.
    let isListUnderItsHeading =
      place.element.role == .list && place.heading?.label == place.element.label
    if let heading = place.heading, heading.id != place.element.id,
      !place.element.traits.contains(.header), heading.label != place.container?.label,
      !isListUnderItsHeading, heading.label != place.table?.enteredTable?.caption
    {
      parts.append(accessibility[.underHeading(heading.label)])
    }
    parts.append(catalog[.rotorIs(accessibility[.rotorName(place.rotor)])])
    return OutputRecord(
      kind: .description, text: parts.joined(separator: accessibility.separator),
      elementID: place.element.id, time: now)
  }
}
