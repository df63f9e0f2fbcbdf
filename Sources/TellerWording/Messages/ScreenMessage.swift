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
