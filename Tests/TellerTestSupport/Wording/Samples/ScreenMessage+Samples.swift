import TellerAccessibility
import TellerBank
import TellerWording

extension ScreenMessage: MessageSamples {
  /// The cases of ``ScreenMessage``, without payloads.
  public enum Kind: CaseIterable, Hashable, Sendable {
    case appTitle, summaryLabel, addButtonLabel, addButtonHint, resetButtonLabel
    case resetButtonHint, workTimeLabel, waitingHeading, processingHeading, customerCount
    case workTypeName, workTypeTitle, customerLabel, customerRowLabel, clerkName
    case noCustomersWaiting, noCustomersProcessing, summary, duration, rotorName
    case welcomeForKeys, welcomeForLines, verbosityName, verbosityChanged
    case clerksCaption, dayCaption, clerkColumn, clerkRowHeader, servingColumn, serving
    case servedColumn, busyColumn, percent, workTypeColumn, allWorkTypes, meanWaitColumn
    case longestWaitColumn, shortDuration, noFigure, clerkColumnShort, clerkRowHeaderShort
    case servingColumnShort, servedColumnShort, busyColumnShort, workTypeColumnShort
    case workTypeRowHeaderShort, allWorkTypesShort, meanWaitColumnShort, longestWaitColumnShort
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
    case .clerksCaption: .clerksCaption
    case .dayCaption: .dayCaption
    case .clerkColumn: .clerkColumn
    case .clerkRowHeader: .clerkRowHeader
    case .servingColumn: .servingColumn
    case .serving: .serving
    case .servedColumn: .servedColumn
    case .busyColumn: .busyColumn
    case .percent: .percent
    case .workTypeColumn: .workTypeColumn
    case .allWorkTypes: .allWorkTypes
    case .meanWaitColumn: .meanWaitColumn
    case .longestWaitColumn: .longestWaitColumn
    case .shortDuration: .shortDuration
    case .noFigure: .noFigure
    case .clerkColumnShort: .clerkColumnShort
    case .clerkRowHeaderShort: .clerkRowHeaderShort
    case .servingColumnShort: .servingColumnShort
    case .servedColumnShort: .servedColumnShort
    case .busyColumnShort: .busyColumnShort
    case .workTypeColumnShort: .workTypeColumnShort
    case .workTypeRowHeaderShort: .workTypeRowHeaderShort
    case .allWorkTypesShort: .allWorkTypesShort
    case .meanWaitColumnShort: .meanWaitColumnShort
    case .longestWaitColumnShort: .longestWaitColumnShort
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
    case .clerksCaption: return [.clerksCaption]
    case .dayCaption: return [.dayCaption]
    case .clerkColumn: return [.clerkColumn]
    case .clerkRowHeader:
      return [.clerkRowHeader(.deposit, place: 2), .clerkRowHeader(.loan, place: 1)]
    case .servingColumn: return [.servingColumn]
    case .serving: return [.serving(customer: 4), .serving(customer: nil)]
    case .servedColumn: return [.servedColumn]
    case .busyColumn: return [.busyColumn]
    case .percent: return [.percent(0), .percent(75)]
    case .workTypeColumn: return [.workTypeColumn]
    case .allWorkTypes: return [.allWorkTypes]
    case .meanWaitColumn: return [.meanWaitColumn]
    case .longestWaitColumn: return [.longestWaitColumn]
    case .shortDuration: return [.shortDuration(.milliseconds(4400))]
    case .noFigure: return [.noFigure]
    case .clerkColumnShort: return [.clerkColumnShort]
    case .clerkRowHeaderShort:
      return [.clerkRowHeaderShort(.deposit, place: 2), .clerkRowHeaderShort(.loan, place: 1)]
    case .servingColumnShort: return [.servingColumnShort]
    case .servedColumnShort: return [.servedColumnShort]
    case .busyColumnShort: return [.busyColumnShort]
    case .workTypeColumnShort: return [.workTypeColumnShort]
    case .workTypeRowHeaderShort: return types.map { .workTypeRowHeaderShort($0) }
    case .allWorkTypesShort: return [.allWorkTypesShort]
    case .meanWaitColumnShort: return [.meanWaitColumnShort]
    case .longestWaitColumnShort: return [.longestWaitColumnShort]
    }
  }
}
