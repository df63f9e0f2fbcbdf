import TellerBank
import TellerText

/// The announcements' messages under the names call sites use; each is
/// ``AnnouncementMessage``'s case of the same name.
extension Catalog {
  /// An announcement's message, in the catalog's language.
  public subscript(_ message: AnnouncementMessage) -> String { wording.text(message) }

  /// Numbers read naturally: "1, 2 and 3"; in Korean "1, 2, 3".
  ///
  /// - Complexity: O(n) in the count of numbers.
  public func numberList(_ numbers: [Int]) -> String { self[.numberList(numbers)] }
  /// Customers named by number, or counted when there are more than
  /// `maxNamed`: "customers 1, 2 and 3", "12 customers"; "1, 2, 3번 고객".
  public func customerGroup(_ numbers: [Int], maxNamed: Int?) -> String {
    self[.customerGroup(numbers, maxNamed: maxNamed)]
  }
  /// Customers who started: "customers 1 and 2 started"; "1, 2번 고객 업무 시작".
  public func customersStarted(_ numbers: [Int], maxNamed: Int?) -> String {
    self[.customersStarted(numbers, maxNamed: maxNamed)]
  }
  /// Customers who finished: "customer 3 finished"; "3번 고객 업무 완료".
  public func customersFinished(_ numbers: [Int], maxNamed: Int?) -> String {
    self[.customersFinished(numbers, maxNamed: maxNamed)]
  }
  /// Customers who started and finished in one merge: "customer 3 started
  /// and finished"; "3번 고객 업무 시작 후 완료".
  public func customersServed(_ numbers: [Int], maxNamed: Int?) -> String {
    self[.customersServed(numbers, maxNamed: maxNamed)]
  }
  /// How many finished and started: "8 finished, 2 started"; "8명 완료, 2명 시작".
  public func customersMoved(finished: Int, started: Int) -> String {
    self[.customersMoved(finished: finished, started: started)]
  }
  /// The length of the waiting line: "7 waiting", "대기 없음".
  public func waitingTally(_ waiting: Int) -> String { self[.waitingTally(waiting)] }
  /// Customers who joined the waiting line, named by `numbers` or counted,
  /// and how long it is now: "customers 11 to 20 added, 17 waiting".
  public func customersAdded(count: Int, numbers: ClosedRange<Int>?, waiting: Int) -> String {
    self[.customersAdded(count: count, numbers: numbers, waiting: waiting)]
  }
  /// The final state once everybody is served.
  public func allServed(_ summary: BankSummary) -> String { self[.allServed(summary)] }
  /// The assertive confirmation of a reset: "Reset. Both lines are empty."
  public var resetConfirmation: String { self[.resetConfirmation] }
  /// Joins the parts of one announcement into a sentence.
  public func announcementSentence(_ parts: [String]) -> String { self[.sentence(parts)] }
  /// The line that sums up the rest of a long list in say all: "And 99990
  /// more in Waiting"; the list's name passes through `visibleText(_:)`.
  public func moreInList(_ count: Int, list: String) -> String {
    self[.moreInList(count, list: visibleText(list))]
  }
  /// Said when a key stops say all: "Reading stopped"; "읽기 멈춤".
  public var readingStopped: String { self[.readingStopped] }
}
