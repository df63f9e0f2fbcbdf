import TellerBank
import TellerWording

extension AnnouncementMessage: MessageSamples {
  /// The cases of ``AnnouncementMessage``, without payloads.
  public enum Kind: CaseIterable, Hashable, Sendable {
    case numberList, customerGroup, customersStarted, customersFinished, customersServed
    case customersMoved, waitingTally, customersAdded, allServed, resetConfirmation
    case sentence, moreInList, readingStopped
  }

  /// The case of the message.
  public var kind: Kind {
    switch self {
    case .numberList: .numberList
    case .customerGroup: .customerGroup
    case .customersStarted: .customersStarted
    case .customersFinished: .customersFinished
    case .customersServed: .customersServed
    case .customersMoved: .customersMoved
    case .waitingTally: .waitingTally
    case .customersAdded: .customersAdded
    case .allServed: .allServed
    case .resetConfirmation: .resetConfirmation
    case .sentence: .sentence
    case .moreInList: .moreInList
    case .readingStopped: .readingStopped
    }
  }

  /// Samples of one kind, with typical payloads.
  public static func samples(of kind: Kind) -> [AnnouncementMessage] {
    let groups = [[3], [1, 2], [1, 2, 3], Array(1...12)]
    switch kind {
    case .numberList: return [[], [1], [1, 2], [1, 2, 3]].map { .numberList($0) }
    case .customerGroup: return groups.map { .customerGroup($0, maxNamed: 4) }
    case .customersStarted: return groups.map { .customersStarted($0, maxNamed: 4) }
    case .customersFinished: return groups.map { .customersFinished($0, maxNamed: 4) }
    case .customersServed: return groups.map { .customersServed($0, maxNamed: 4) }
    case .customersMoved:
      return [.customersMoved(finished: 8, started: 2), .customersMoved(finished: 0, started: 1)]
    case .waitingTally: return [.waitingTally(0), .waitingTally(7)]
    case .customersAdded:
      return [
        .customersAdded(count: 10, numbers: nil, waiting: 7),
        .customersAdded(count: 1, numbers: 11...11, waiting: 1),
        .customersAdded(count: 10, numbers: 11...20, waiting: 17),
      ]
    case .allServed:
      let summary = BankSummary(customersServed: 10, workTime: .milliseconds(5500))
      return [.allServed(summary)]
    case .resetConfirmation: return [.resetConfirmation]
    case .sentence: return [.sentence(["customers 1 and 2 started", "customer 3 finished"])]
    case .moreInList: return [.moreInList(99990, list: "Waiting")]
    case .readingStopped: return [.readingStopped]
    }
  }
}
