import TellerAccessibility
import TellerInput
import TellerWording

extension ViewMessage: MessageSamples {
  /// The cases of ``ViewMessage``, without payloads.
  public enum Kind: CaseIterable, Hashable, Sendable {
    case welcomeForFullScreen, viewName, screenCurtain, pasteIgnored, helpIsOpen
    case fullScreenUnavailable, viewSwitchRefused, screenReaderKeepsLinear
    case screenReaderReducesMotion, detectionOverrides
    case fullScreenNeedsTerminal, virtualClockWithKeys, writesUTF8, statusRotor, messageTitle
    case hint, hiddenRows, terminalTooSmall
  }

  /// The case of the message.
  public var kind: Kind {
    switch self {
    case .welcomeForFullScreen: .welcomeForFullScreen
    case .viewName: .viewName
    case .screenCurtain: .screenCurtain
    case .pasteIgnored: .pasteIgnored
    case .helpIsOpen: .helpIsOpen
    case .fullScreenUnavailable: .fullScreenUnavailable
    case .viewSwitchRefused: .viewSwitchRefused
    case .screenReaderKeepsLinear: .screenReaderKeepsLinear
    case .screenReaderReducesMotion: .screenReaderReducesMotion
    case .detectionOverrides: .detectionOverrides
    case .fullScreenNeedsTerminal: .fullScreenNeedsTerminal
    case .virtualClockWithKeys: .virtualClockWithKeys
    case .writesUTF8: .writesUTF8
    case .statusRotor: .statusRotor
    case .messageTitle: .messageTitle
    case .hint: .hint
    case .hiddenRows: .hiddenRows
    case .terminalTooSmall: .terminalTooSmall
    }
  }

  /// Samples of one kind, with typical payloads.
  public static func samples(of kind: Kind) -> [ViewMessage] {
    switch kind {
    case .welcomeForFullScreen: [.welcomeForFullScreen(helpKey: "?", viewKey: "m")]
    case .viewName: TerminalView.allCases.map { .viewName($0) }
    case .screenCurtain: [.screenCurtain(on: true), .screenCurtain(on: false)]
    case .pasteIgnored: [.pasteIgnored]
    case .helpIsOpen: [.helpIsOpen(closeKeys: "Escape")]
    case .fullScreenUnavailable: [.fullScreenUnavailable]
    case .viewSwitchRefused:
      [.linearKept(by: "--ui linear"), .jsonOutput, .dumbTerminal, .notATerminal].map {
        .viewSwitchRefused($0)
      }
    case .screenReaderKeepsLinear: [.screenReaderKeepsLinear(reader: "Orca", viewKey: "m")]
    case .screenReaderReducesMotion: [.screenReaderReducesMotion(reader: "BRLTTY")]
    case .detectionOverrides:
      [
        .detectionOverrides(["--ui tui", "--reduce-motion=off"]),
        .detectionOverrides(["--reduce-motion=off"]),
      ]
    case .fullScreenNeedsTerminal: [.fullScreenNeedsTerminal]
    case .virtualClockWithKeys: [.virtualClockWithKeys]
    case .writesUTF8: [.writesUTF8(locale: "ko_KR.EUC-KR")]
    case .statusRotor: [.statusRotor("X")]
    case .messageTitle: [.messageTitle]
    case .hint: ScreenHint.allCases.map { .hint($0) }
    case .hiddenRows: [.hiddenRows(12)]
    case .terminalTooSmall: [.terminalTooSmall(needed: "40×12", actual: "30×8")]
    }
  }
}
