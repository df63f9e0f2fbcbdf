import TellerAccessibility
import TellerInput
import TellerSounds
import TellerWording

/// Navigation: moving focus, the rotor, quick navigation and activation.
extension Session {
  mutating func navigate(_ command: SessionCommand, line: Int?) -> [OutputRecord] {
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
    case .nextTable: return outcome(navigator.nextTable())
    case .previousTable: return outcome(navigator.previousTable())
    case .table(let move): return outcome(navigator.move(inTable: move))
    case .nextHeadingAtLevel(let level): return outcome(navigator.nextHeading(level: level))
    case .focus(let id): return outcome(navigator.moveFocus(to: id))
    case .nextPage: return outcome(navigator.move(inList: .page(.next, size: Self.pageSize)))
    case .previousPage:
      return outcome(navigator.move(inList: .page(.previous, size: Self.pageSize)))
    case .firstInList: return outcome(navigator.move(inList: .first))
    case .lastInList: return outcome(navigator.move(inList: .last))
    default: return []
    }
  }

  /// Sets the rotor by name, to any setting it knows, even one turning
  /// does not offer now (Loan customers before any arrive). Scripts are
  /// written in English in every language, so a custom rotor answers to
  /// its English name as well as to its own.
  private mutating func chooseRotor(_ setting: RotorSetting, line: Int?) -> [OutputRecord] {
    let available = navigator.knownRotorSettings
    let wanted: RotorSetting?
    if case .custom(let name) = setting {
      let english = englishCatalog
      let aliases = Dictionary(
        bank.configuration.types.map {
          (catalog[ScreenMessage.rotorName($0)], english[ScreenMessage.rotorName($0)])
        }, uniquingKeysWith: { first, _ in first })
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
        name = accessibility[.rotorName(setting)]
      }
      if line != nil { badLines += 1 }
      return [error(.noSuchRotor(name, line: line))]
    }
    navigator.selectRotorSetting(wanted)
    return [say(accessibility[.rotorName(wanted)])]
  }

  /// What a navigation outcome sounds like.
  mutating func outcome(_ outcome: NavigationOutcome) -> [OutputRecord] {
    switch outcome {
    case .moved: return focusRecord()
    case .boundary(let boundary):
      cues.append(.edge(at: now))
      return [say(boundary == .start ? accessibility[.firstItem] : accessibility[.lastItem])]
    case .noMore(let setting):
      cues.append(.edge(at: now))
      return [say(accessibility[.noMore(setting)])]
    case .rotorChanged(let setting): return [say(accessibility[.rotorName(setting)])]
    case .perform(let action): return run(action)
    case .notActionable, .notFocusable: return [say(accessibility[.notAvailable])]
    case .notAdjustable: return [say(accessibility[.notAdjustable])]
    case .noSuchAction: return [say(accessibility[.noActions])]
    case .nothingToFocus: return [say(accessibility[.nothingToFocus])]
    case .notInList: return [say(catalog[.notInList])]
    case .tableEdge(let edge):
      cues.append(.edge(at: now))
      return [say(accessibility[.tableEdge(edge)])]
    case .notInTable: return [say(accessibility[.notInTable])]
    }
  }

  /// Runs what activating an element asks for.
  private mutating func run(_ action: ElementAction) -> [OutputRecord] {
    guard action.kind == .activate else { return [say(accessibility[.notAvailable])] }
    switch action.element {
    case BankScreen.addButtonID: return addCustomers()
    case BankScreen.resetButtonID: return reset()
    case BankScreen.helpCloseID: return toggleHelp()
    default: return [say(accessibility[.notAvailable])]
    }
  }
}
