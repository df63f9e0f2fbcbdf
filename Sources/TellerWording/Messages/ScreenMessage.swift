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
  /// The caption of the table of clerks.
  case clerksCaption
  /// The caption of the table of the day's figures.
  case dayCaption
  /// The header of the column of the clerks' names.
  case clerkColumn
  /// A clerk's name as its row's header: "Deposit clerk 1", its place
  /// among its type's clerks.
  case clerkRowHeader(WorkType, place: Int)
  /// The header of the column of whom a clerk is serving.
  case servingColumn
  /// Whom a clerk is serving: "customer 4", or "idle" for nobody.
  case serving(customer: Int?)
  /// The header of the columns of customers served so far.
  case servedColumn
  /// The header of the column of a clerk's busy share of the work time.
  case busyColumn
  /// A share in whole percent as spoken: "75 percent"; a table shows
  /// the digits and a percent sign.
  case percent(Int)
  /// The header of the column of the work types' names.
  case workTypeColumn
  /// The header of the row for every work type together.
  case allWorkTypes
  /// The header of the column of mean waits.
  case meanWaitColumn
  /// The header of the column of longest waits.
  case longestWaitColumn
  /// A wait as a table shows it, short: "4.4 s", "4.4초".
  case shortDuration(ModelTime)
  /// A figure a table has none of, shown and spoken: a wait when nobody
  /// has waited yet, "none", "없음".
  case noFigure

  // MARK: Short forms of the tables' headers
  //
  // What a braille display shows beside a cell in place of its headers:
  // each a word of its own, written with its header, never cut from it.

  /// The short form of ``clerkColumn``.
  case clerkColumnShort
  /// The short form of ``clerkRowHeader(_:place:)``: "Dep1", "예금1".
  case clerkRowHeaderShort(WorkType, place: Int)
  /// The short form of ``servingColumn``: "Now".
  case servingColumnShort
  /// The short form of ``servedColumn``: "Done".
  case servedColumnShort
  /// The short form of ``busyColumn``.
  case busyColumnShort
  /// The short form of ``workTypeColumn``: "Type".
  case workTypeColumnShort
  /// The short form of a work type's title as a row's header: "Dep".
  case workTypeRowHeaderShort(WorkType)
  /// The short form of ``allWorkTypes``.
  case allWorkTypesShort
  /// The short form of ``meanWaitColumn``: "Mean".
  case meanWaitColumnShort
  /// The short form of ``longestWaitColumn``: "Max".
  case longestWaitColumnShort
}
