import TellerBank
import TellerWording

extension ConsoleMessage: MessageSamples {
  /// The cases of ``ConsoleMessage``, without payloads.
  public enum Kind: CaseIterable, Hashable, Sendable {
    case openChoice, quitChoice, prompt, invalidChoice, workName, started, finished, closed
  }

  /// The case of the message.
  public var kind: Kind {
    switch self {
    case .openChoice: .openChoice
    case .quitChoice: .quitChoice
    case .prompt: .prompt
    case .invalidChoice: .invalidChoice
    case .workName: .workName
    case .started: .started
    case .finished: .finished
    case .closed: .closed
    }
  }

  /// Samples of one kind: both work types.
  public static func samples(of kind: Kind) -> [ConsoleMessage] {
    switch kind {
    case .openChoice: [.openChoice]
    case .quitChoice: [.quitChoice]
    case .prompt: [.prompt]
    case .invalidChoice: [.invalidChoice]
    case .workName: [.workName(.deposit), .workName(.loan)]
    case .started: [.started(number: 3, work: .loan), .started(number: 4, work: .deposit)]
    case .finished: [.finished(number: 11, work: .deposit)]
    case .closed: [.closed(customers: 23, time: .milliseconds(9800))]
    }
  }
}
