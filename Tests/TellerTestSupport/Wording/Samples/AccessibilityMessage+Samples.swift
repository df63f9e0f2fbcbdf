import TellerAccessibility

extension AccessibilityMessage {
  /// The cases of ``AccessibilityMessage``, without payloads.
  public enum Kind: CaseIterable, Hashable, Sendable {
    case trait, heading, liveRegion, actionsAvailable, listPosition, items, list, emptyList
    case roleName, container, hiddenFlag, notAnElementFlag, outsideModalFlag, noLabel
    case spokenAs, shownAs, shortAs, rotorName, noMore, firstItem, lastItem, nothingToFocus
    case notAvailable, notAdjustable, noActions, inList, inGroup, inDialog, underHeading
    case tableRoleName, tableSize, emptyTable, rowPosition, columnPosition, blankCell
    case tableEdge, notInTable, inTable
  }

  /// The case of the message.
  public var kind: Kind {
    switch self {
    case .trait: .trait
    case .heading: .heading
    case .liveRegion: .liveRegion
    case .actionsAvailable: .actionsAvailable
    case .listPosition: .listPosition
    case .items: .items
    case .list: .list
    case .emptyList: .emptyList
    case .roleName: .roleName
    case .container: .container
    case .hiddenFlag: .hiddenFlag
    case .notAnElementFlag: .notAnElementFlag
    case .outsideModalFlag: .outsideModalFlag
    case .noLabel: .noLabel
    case .spokenAs: .spokenAs
    case .shownAs: .shownAs
    case .shortAs: .shortAs
    case .rotorName: .rotorName
    case .noMore: .noMore
    case .firstItem: .firstItem
    case .lastItem: .lastItem
    case .nothingToFocus: .nothingToFocus
    case .notAvailable: .notAvailable
    case .notAdjustable: .notAdjustable
    case .noActions: .noActions
    case .inList: .inList
    case .inGroup: .inGroup
    case .inDialog: .inDialog
    case .underHeading: .underHeading
    case .tableRoleName: .tableRoleName
    case .tableSize: .tableSize
    case .emptyTable: .emptyTable
    case .rowPosition: .rowPosition
    case .columnPosition: .columnPosition
    case .blankCell: .blankCell
    case .tableEdge: .tableEdge
    case .notInTable: .notInTable
    case .inTable: .inTable
    }
  }

  /// The rotor settings, with a custom one.
  static let sampleSettings: [RotorSetting] = [
    .headings, .headingLevel(2), .buttons, .lists, .tables, .updates, .adjustValue, .custom("X"),
  ]

  /// Samples of one kind, with typical payloads.
  public static func samples(of kind: Kind) -> [AccessibilityMessage] {
    switch kind {
    case .trait: AccessibilityTraits.allCases.map { .trait($0) }
    case .heading: [.heading(level: 2)]
    case .liveRegion: [.liveRegion(.polite), .liveRegion(.assertive)]
    case .actionsAvailable: [.actionsAvailable]
    case .listPosition: [.listPosition(3, of: 10)]
    case .items: [.items(1), .items(7)]
    case .list: [.list]
    case .emptyList: [.emptyList]
    case .roleName: [ContainerRole.list, .group, .modal].map { .roleName($0) }
    case .container: [.container]
    case .hiddenFlag: [.hiddenFlag]
    case .notAnElementFlag: [.notAnElementFlag]
    case .outsideModalFlag: [.outsideModalFlag]
    case .noLabel: [.noLabel]
    case .spokenAs: [.spokenAs("4")]
    case .shownAs: [.shownAs("4")]
    case .shortAs: [.shortAs("Dep1")]
    case .rotorName: sampleSettings.dropLast().map { .rotorName($0) }
    case .noMore: sampleSettings.map { .noMore($0) }
    case .firstItem: [.firstItem]
    case .lastItem: [.lastItem]
    case .nothingToFocus: [.nothingToFocus]
    case .notAvailable: [.notAvailable]
    case .notAdjustable: [.notAdjustable]
    case .noActions: [.noActions]
    case .inList: ["", "X"].map { .inList($0) }
    case .inGroup: ["", "X"].map { .inGroup($0) }
    case .inDialog: ["", "X"].map { .inDialog($0) }
    case .underHeading: ["", "X"].map { .underHeading($0) }
    case .tableRoleName: TableRole.allCases.filter { $0 != .none }.map { .tableRoleName($0) }
    case .tableSize: [.tableSize(rows: 1, columns: 1), .tableSize(rows: 4, columns: 5)]
    case .emptyTable: [.emptyTable]
    case .rowPosition: [.rowPosition(2, of: 4)]
    case .columnPosition: [.columnPosition(3, of: 5)]
    case .blankCell: [.blankCell]
    case .tableEdge: NavigationOutcome.TableEdge.allCases.map { .tableEdge($0) }
    case .notInTable: [.notInTable]
    case .inTable: ["", "X"].map { .inTable($0) }
    }
  }

  /// Samples of every case, in the order of their kinds.
  public static var samples: [AccessibilityMessage] { Kind.allCases.flatMap(samples(of:)) }
}

extension AuditMessage {
  /// Samples of every case, with typical payloads, for the walk over
  /// every message.
  public static let samples: [AuditMessage] = [
    .missingLabel, .groupWithoutText,
    .labelNamesTrait(label: "Add button", trait: "button", rest: "Add"),
    .labelNamesTrait(label: "Button", trait: "button", rest: ""),
    .hintDescribesGesture(hint: "Tap to add", word: "tap"),
    .headingWithoutLevel(label: "Queue"), .headingLevelOutOfRange(label: "Queue", level: 9),
    .duplicateButtonLabel(label: "Add", first: "a"), .adjustableWithoutValue(label: "Rate"),
    .modalWithoutStops(label: "Help"), .emptyCaption,
    .tableWithoutColumnHeaders(caption: "Clerks"), .tableWithoutColumnHeaders(caption: ""),
    .raggedRow(row: 3, cells: 4, columns: 5), .raggedRow(row: 2, cells: 1, columns: 2),
    .cellWithoutHeader(row: 3, column: 6),
    .tablePartOutside(part: .row, label: ""), .tablePartOutside(part: .cell, label: "3"),
    .tablePartOutside(part: .columnHeader, label: "Served"),
    .tablePartOutside(part: .rowHeader, label: ""),
    .foreignTableChild(label: "Note", container: .table),
    .foreignTableChild(label: "", container: .row),
  ]
}
