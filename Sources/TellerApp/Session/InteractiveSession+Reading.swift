import TellerAccessibility

/// Reading: where am I, read all, read from the focus, the summary, the
/// announcement history and the help.
extension InteractiveSession {
  mutating func read(_ command: SessionCommand, fromKey: Bool) -> [OutputRecord] {
    switch command {
    case .whereAmI:
      return [whereAmIRecord()]
    case .readAll:
      return readAloud(navigator.tree.readingOrder[...])
    case .readFromFocus:
      let order = navigator.tree.readingOrder
      guard let focus = navigator.focus, let start = order.firstIndex(of: focus) else {
        return [say(accessibility.nothingToFocus)]
      }
      return readAloud(order[start...])
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
      return [recall(history.repeatLast()?.text ?? catalog.noAnnouncements)]
    case .history:
      guard !history.isEmpty else { return [recall(catalog.noAnnouncements)] }
      return history.items.map { recall($0.text) }
    case .historyBack:
      return [recall(history.stepBack()?.text ?? catalog.noOlderAnnouncement)]
    case .historyForward:
      return [recall(history.stepForward()?.text ?? catalog.noNewerAnnouncement)]
    case .help:
      // A key opens or closes the help over the screen; a line reads the
      // line commands and the rotor's settings.
      if fromKey { return toggleHelp() }
      let lines =
        [catalog.helpCommandsHeading] + catalog.helpCommands.map(\.text)
        + [catalog.helpRotorHeading] + catalog.helpRotorSettings.map(\.text)
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

  /// Each element's description, in order, as a screen reader reads them.
  ///
  /// - Complexity: O(n) for n elements.
  private func readAloud(_ ids: ArraySlice<ElementID>) -> [OutputRecord] {
    let tree = navigator.tree
    let options = descriptionOptions
    return ids.map { id in
      OutputRecord(
        kind: .description, text: describe(id, in: tree, options: options) ?? "",
        elementID: id, time: now)
    }
  }

  /// Where focus is: its description, its container, the heading it sits
  /// under and the rotor setting, about the focused element.
  private func whereAmIRecord() -> OutputRecord {
    guard let place = navigator.whereAmI(),
      let description = describe(place.element.id, in: navigator.tree, options: descriptionOptions)
    else { return say(catalog.nothingFocused) }
    var parts = [description]
    if let container = place.container, !container.label.isEmpty {
      switch container.role {
      case .list: parts.append(accessibility.inList(container.label))
      case .modal: parts.append(accessibility.inDialog(container.label))
      case .group: parts.append(accessibility.inGroup(container.label))
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
      !isListUnderItsHeading
    {
      parts.append(accessibility.underHeading(heading.label))
    }
    parts.append(catalog.rotorIs(accessibility.rotorName(place.rotor)))
    return OutputRecord(
      kind: .description, text: parts.joined(separator: accessibility.separator),
      elementID: place.element.id, time: now)
  }
}
