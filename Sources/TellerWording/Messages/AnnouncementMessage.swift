import TellerBank

/// The words of announcements: customers added, started, finished and
/// served, the waiting tally, the reset, and say all's lines.
///
/// Customers are named by number, or counted when there are more than
/// `maxNamed` (nil names them all), and read in ascending order.
public enum AnnouncementMessage: Hashable, Sendable {
  /// Numbers read naturally: "1, 2 and 3"; Korean "1, 2, 3".
  case numberList([Int])
  /// Customers named or counted: "customers 1, 2 and 3", "12 customers".
  case customerGroup([Int], maxNamed: Int?)
  /// Customers who started being served: "customers 1 and 2 started".
  case customersStarted([Int], maxNamed: Int?)
  /// Customers whose service finished: "customer 3 finished".
  case customersFinished([Int], maxNamed: Int?)
  /// Customers who started and finished inside one merge, said once.
  case customersServed([Int], maxNamed: Int?)
  /// How many finished and started, "8 finished, 2 started"; a count of
  /// none is left out.
  case customersMoved(finished: Int, started: Int)
  /// The length of the waiting line: "7 waiting", "none waiting".
  case waitingTally(Int)
  /// Customers who joined the waiting line, named by `numbers` or counted,
  /// and how long it is now: "customers 11 to 20 added, 17 waiting".
  case customersAdded(count: Int, numbers: ClosedRange<Int>?, waiting: Int)
  /// The final state once everybody is served: "all customers served: 10
  /// customers in 5.5 seconds".
  case allServed(BankSummary)
  /// The assertive confirmation of a reset.
  case resetConfirmation
  /// The parts of one announcement joined into a sentence.
  case sentence([String])
  /// The line that sums up the rest of a long list in say all: "And 99990
  /// more in Waiting", the list's name already made visible.
  case moreInList(Int, list: String)
  /// Said when a key stops say all.
  case readingStopped
}
