import TellerAccessibility
import TellerBank

/// The screen's messages under the names call sites use; each is
/// ``ScreenMessage``'s case of the same name.
extension Catalog {
  /// The screen's title, spoken as its level-1 heading.
  public var appTitle: String { self[.appTitle] }
  /// The label of the element that sums up the bank's state.
  public var summaryLabel: String { self[.summaryLabel] }
  /// The add button's label: "Add 10 customers", "고객 10명 추가".
  public func addButtonLabel(batchSize: Int) -> String {
    self[.addButtonLabel(batchSize: batchSize)]
  }
  /// The add button's hint.
  public func addButtonHint(batchSize: Int) -> String { self[.addButtonHint(batchSize: batchSize)] }
  /// The reset button's label.
  public var resetButtonLabel: String { self[.resetButtonLabel] }
  /// The reset button's hint.
  public var resetButtonHint: String { self[.resetButtonHint] }
  /// The work timer's label.
  public var workTimeLabel: String { self[.workTimeLabel] }
  /// The heading and label of the waiting list.
  public var waitingHeading: String { self[.waitingHeading] }
  /// The heading and label of the list of customers being served.
  public var processingHeading: String { self[.processingHeading] }
  /// A number of customers as a list's value: "7 customers", "고객 없음".
  public func customerCount(_ count: Int) -> String { self[.customerCount(count)] }
  /// A work type's name inside a sentence: "deposit", "대출".
  public func workTypeName(_ type: WorkType) -> String { self[.workTypeName(type)] }
  /// A work type's name on its own: "Deposit", "대출".
  public func workTypeTitle(_ type: WorkType) -> String { self[.workTypeTitle(type)] }
  /// The spoken label of a customer: "Customer 4, deposit"; "4번 고객, 예금".
  public func waitingCustomerLabel(number: Int, workType: WorkType) -> String {
    self[.customerLabel(number: number, workType: workType)]
  }
  /// A customer's row on screen: "4 - Deposit", "4 - 예금".
  public func customerRowLabel(number: Int, workType: WorkType) -> String {
    self[.customerRowLabel(number: number, workType: workType)]
  }
  /// The clerk serving a customer: "clerk 3", "3번 창구".
  public func clerkName(_ clerk: Int) -> String { self[.clerkName(clerk)] }
  /// What the full screen shows in an empty Waiting list.
  public var noCustomersWaiting: String { self[.noCustomersWaiting] }
  /// What the full screen shows in an empty Processing list.
  public var noCustomersProcessing: String { self[.noCustomersProcessing] }
  /// The sentence that sums up the bank.
  public func summary(waiting: Int, processing: Int, workTime: ModelTime) -> String {
    self[.summary(waiting: waiting, processing: processing, workTime: workTime)]
  }
  /// A span of model time as spoken: "4.4 seconds", "1분 2.5초".
  public func spokenDuration(_ time: ModelTime) -> String { self[.duration(time)] }
  /// The name of the custom rotor of a work type: "Loan customers".
  public func rotorName(for type: WorkType) -> String { self[.rotorName(type)] }
  /// The name of the loan customers rotor.
  public var loanRotorName: String { rotorName(for: .loan) }
  /// The name of the deposit customers rotor.
  public var depositRotorName: String { rotorName(for: .deposit) }
  /// The welcome line when Teller reads keys, naming the help key in words.
  public var welcomeForKeys: String { self[.welcomeForKeys(helpKey: spokenKey(for: .help))] }
  /// The welcome line when Teller reads line commands.
  public var welcomeForLines: String { self[.welcomeForLines] }
  /// A verbosity level's name: "low", "보통".
  public func verbosityName(_ verbosity: Verbosity) -> String { self[.verbosityName(verbosity)] }
  /// The confirmation of a verbosity change: "Verbosity high".
  public func verbosityChanged(to verbosity: Verbosity) -> String {
    self[.verbosityChanged(verbosity)]
  }
}
