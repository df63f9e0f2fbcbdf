import TellerArguments
import TellerWording

extension OutputProblem: MessageSamples {
  /// The cases of ``OutputProblem``, without payloads.
  public enum Kind: CaseIterable, Hashable, Sendable {
    case cannotWrite, shortWrite, terminalSettingsUnreadable, rawModeRefused, notATerminal
    case cannotWriteTerminal, recordingIncomplete
  }

  /// The case of the problem.
  public var kind: Kind {
    switch self {
    case .cannotWrite: .cannotWrite
    case .shortWrite: .shortWrite
    case .terminalSettingsUnreadable: .terminalSettingsUnreadable
    case .rawModeRefused: .rawModeRefused
    case .notATerminal: .notATerminal
    case .cannotWriteTerminal: .cannotWriteTerminal
    case .recordingIncomplete: .recordingIncomplete
    }
  }

  /// Samples of one kind: every stream, and typical reasons.
  public static func samples(of kind: Kind) -> [OutputProblem] {
    switch kind {
    case .cannotWrite:
      [
        .cannotWrite(.standardOutput, reason: .known(.noSpace)),
        .cannotWrite(.standardError, reason: .known(.badDescriptor)),
        .cannotWrite(.file("/dev/null"), reason: .known(.inputOutput)),
      ]
    case .shortWrite: [.shortWrite(.file("/dev/null")), .shortWrite(.standardOutput)]
    case .terminalSettingsUnreadable:
      [.terminalSettingsUnreadable(reason: .known(.notATerminal))]
    case .rawModeRefused: [.rawModeRefused(reason: .known(.inputOutput))]
    case .notATerminal: [.notATerminal]
    case .cannotWriteTerminal: [.cannotWriteTerminal(reason: .known(.inputOutput))]
    case .recordingIncomplete: [.recordingIncomplete]
    }
  }
}

extension OutputMessage: MessageSamples {
  /// The cases of ``OutputMessage``, without payloads.
  public enum Kind: CaseIterable, Hashable, Sendable {
    case problem, readingLinesInstead, manualAsRoff
  }

  /// The case of the message.
  public var kind: Kind {
    switch self {
    case .problem: .problem
    case .readingLinesInstead: .readingLinesInstead
    case .manualAsRoff: .manualAsRoff
    }
  }

  /// Samples of one kind: every problem alone, and raw mode's refusals
  /// before reading lines.
  public static func samples(of kind: Kind) -> [OutputMessage] {
    switch kind {
    case .problem: OutputProblem.samples.map { .problem($0) }
    case .readingLinesInstead:
      (OutputProblem.samples(of: .terminalSettingsUnreadable)
        + OutputProblem.samples(of: .rawModeRefused)).map { .readingLinesInstead($0) }
    case .manualAsRoff: ManualViewProblem.samples.map { .manualAsRoff($0) }
    }
  }
}
