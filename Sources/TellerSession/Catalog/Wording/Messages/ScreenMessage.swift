import TellerAccessibility
import TellerBank

/// The words of the bank's screen: its title, labels, hints and headings,
/// the customers' labels and counts, the summary, the welcome lines and
/// verbosity.
///
/// Spoken customer labels read "Customer 4, deposit" and "4번 고객, 예금"
/// rather than the screen's "4 - 예금", because a speech synthesizer reads
/// the dash as "minus" or drops it. Hints are written for the ear: they say
/// what happens, never which gesture or key to use, and never say "button".
public enum ScreenMessage: Hashable, Sendable {
  /// The screen's title, spoken as its level-1 heading.
  case appTitle
  /// The label of the element that sums up the bank's state.
  case summaryLabel
  /// The add button's label, following the batch size: "Add 10 customers".
  case addButtonLabel(batchSize: Int)
  /// The add button's hint: what it does, for the ear.
  case addButtonHint(batchSize: Int)
  /// The reset button's label.
  case resetButtonLabel
  /// The reset button's hint.
  case resetButtonHint
  /// The work timer's label.
  case workTimeLabel
  /// The heading and label of the waiting list.
  case waitingHeading
  /// The heading and label of the list of customers being served.
  case processingHeading
  /// A number of customers as a list's value: "7 customers", "no customers".
  case customerCount(Int)
  /// A work type's name inside a sentence: "deposit", "loan"; "예금", "대출".
  case workTypeName(WorkType)
  /// A work type's name on its own: "Deposit", "Loan".
  case workTypeTitle(WorkType)
  /// The spoken label of a customer, in either list: "Customer 4, deposit".
  case customerLabel(number: Int, workType: WorkType)
  /// A customer's row on screen: "4 - Deposit", "4 - 예금".
  case customerRowLabel(number: Int, workType: WorkType)
  /// The clerk serving a customer: "clerk 3", "3번 창구".
  case clerkName(Int)
  /// What the full screen shows in an empty Waiting list.
  case noCustomersWaiting
  /// What the full screen shows in an empty Processing list.
  case noCustomersProcessing
  /// The sentence that sums up the bank: "3 waiting, 3 being served, work
  /// time 4.4 seconds", or "Bank idle, work time 0 seconds".
  case summary(waiting: Int, processing: Int, workTime: ModelTime)
  /// A span of model time as spoken, to the millisecond: "4.4 seconds",
  /// "1 minute 2.5 seconds"; "4.4초", "1분 2.5초".
  case duration(ModelTime)
  /// The name of the custom rotor of a work type: "Loan customers".
  case rotorName(WorkType)
  /// The welcome line when Teller reads keys, with the help key in words.
  case welcomeForKeys(helpKey: String)
  /// The welcome line when Teller reads line commands.
  case welcomeForLines
  /// A verbosity level's name: "low", "normal", "high".
  case verbosityName(Verbosity)
  /// The confirmation of a verbosity change: "Verbosity high".
  case verbosityChanged(Verbosity)
}

extension ScreenMessage: MessageSamples {
  /// The cases of ``ScreenMessage``, without payloads.
  public enum Kind: CaseIterable, Hashable, Sendable {
    case appTitle, summaryLabel, addButtonLabel, addButtonHint, resetButtonLabel
    case resetButtonHint, workTimeLabel, waitingHeading, processingHeading, customerCount
    case workTypeName, workTypeTitle, customerLabel, customerRowLabel, clerkName
    case noCustomersWaiting, noCustomersProcessing, summary, duration, rotorName
    case welcomeForKeys, welcomeForLines, verbosityName, verbosityChanged
  }

  /// The case of the message.
  public var kind: Kind {
    switch self {
    case .appTitle: .appTitle
    case .summaryLabel: .summaryLabel
    case .addButtonLabel: .addButtonLabel
    case .addButtonHint: .addButtonHint
    case .resetButtonLabel: .resetButtonLabel
    case .resetButtonHint: .resetButtonHint
    case .workTimeLabel: .workTimeLabel
    case .waitingHeading: .waitingHeading
    case .processingHeading: .processingHeading
    case .customerCount: .customerCount
    case .workTypeName: .workTypeName
    case .workTypeTitle: .workTypeTitle
    case .customerLabel: .customerLabel
    case .customerRowLabel: .customerRowLabel
    case .clerkName: .clerkName
    case .noCustomersWaiting: .noCustomersWaiting
    case .noCustomersProcessing: .noCustomersProcessing
    case .summary: .summary
    case .duration: .duration
    case .rotorName: .rotorName
    case .welcomeForKeys: .welcomeForKeys
    case .welcomeForLines: .welcomeForLines
    case .verbosityName: .verbosityName
    case .verbosityChanged: .verbosityChanged
    }
  }

  /// Samples of one kind, with typical payloads.
  public static func samples(of kind: Kind) -> [ScreenMessage] {
    let types = BankConfiguration().types
    switch kind {
    case .appTitle: return [.appTitle]
    case .summaryLabel: return [.summaryLabel]
    case .addButtonLabel: return [1, 10, 1000].map { .addButtonLabel(batchSize: $0) }
    case .addButtonHint: return [1, 10, 1000].map { .addButtonHint(batchSize: $0) }
    case .resetButtonLabel: return [.resetButtonLabel]
    case .resetButtonHint: return [.resetButtonHint]
    case .workTimeLabel: return [.workTimeLabel]
    case .waitingHeading: return [.waitingHeading]
    case .processingHeading: return [.processingHeading]
    case .customerCount: return [0, 1, 7].map { .customerCount($0) }
    case .workTypeName: return types.map { .workTypeName($0) }
    case .workTypeTitle: return types.map { .workTypeTitle($0) }
    case .customerLabel: return types.map { .customerLabel(number: 4, workType: $0) }
    case .customerRowLabel: return types.map { .customerRowLabel(number: 4, workType: $0) }
    case .clerkName: return [.clerkName(3)]
    case .noCustomersWaiting: return [.noCustomersWaiting]
    case .noCustomersProcessing: return [.noCustomersProcessing]
    case .summary:
      return [
        .summary(waiting: 0, processing: 0, workTime: .zero),
        .summary(waiting: 3, processing: 3, workTime: .milliseconds(4400)),
      ]
    case .duration:
      return [0, 1000, 4400, 62_500, 3_723_004].map { .duration(.milliseconds($0)) }
    case .rotorName: return types.map { .rotorName($0) }
    case .welcomeForKeys: return [.welcomeForKeys(helpKey: "?")]
    case .welcomeForLines: return [.welcomeForLines]
    case .verbosityName: return Verbosity.allCases.map { .verbosityName($0) }
    case .verbosityChanged: return Verbosity.allCases.map { .verbosityChanged($0) }
    }
  }
}
