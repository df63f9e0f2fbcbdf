import TellerBank

/// The words of `teller console`, the exercise's console bank, exactly as
/// the exercise gives them.
public enum ConsoleMessage: Hashable, Sendable {
  /// The menu's choice to open the bank: "1 : Open bank".
  case openChoice
  /// The menu's choice to quit: "2 : Quit".
  case quitChoice
  /// The prompt, ending with a space; the answer follows on the same line.
  case prompt
  /// Said after input that is neither 1 nor 2.
  case invalidChoice
  /// A work type's name as the console says it: "deposit", "예금".
  case workName(WorkType)
  /// A clerk started serving a customer: `3번 고객 대출업무 시작`.
  case started(number: Int, work: WorkType)
  /// A clerk finished serving a customer: `11번 고객 예금업무 완료`.
  case finished(number: Int, work: WorkType)
  /// The closing line of a business day, with the time to 2 decimals.
  case closed(customers: Int, time: ModelTime)
}
