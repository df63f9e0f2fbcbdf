import TellerAccessibility
import TellerBank

/// What an announcer holds for one channel until its window ends: counts and
/// customer numbers, merged into one sentence on release.
struct PendingAnnouncement: Sendable {
  /// The kinds of part, in the order they first came.
  enum Part: Hashable, Sendable {
    case added, started, finished, allServed
    /// Starts or finishes changed the waiting line: said as its length.
    case waiting
  }

  private(set) var order: [Part] = []
  private var addedCount = 0
  private var addedRange: ClosedRange<Int>?
  private var addedConsecutive = true
  private var started: [Int] = []
  private var finished: [Int] = []
  private var allServed: BankSummary?
  /// The time of the earliest event held for each part.
  private var times: [Part: ModelTime] = [:]

  /// Whether nothing is held.
  var isEmpty: Bool { order.isEmpty }

  /// The time of the earliest event the sentence reports.
  var firstEventTime: ModelTime? { order.compactMap { times[$0] }.min() }

  private mutating func note(_ part: Part, at time: ModelTime) {
    if !order.contains(part) { order.append(part) }
    times[part] = min(times[part] ?? time, time)
  }

  mutating func addArrival(_ number: Int, at time: ModelTime) {
    note(.added, at: time)
    addedCount += 1
    if let range = addedRange {
      if number == range.upperBound + 1 {
        addedRange = range.lowerBound...number
      } else {
        addedConsecutive = false
      }
    } else {
      addedRange = number...number
    }
  }

  mutating func addStart(_ number: Int, at time: ModelTime) {
    note(.started, at: time)
    started.append(number)
  }

  mutating func addFinish(_ number: Int, at time: ModelTime) {
    note(.finished, at: time)
    finished.append(number)
  }

  /// Notes a start or finish said only as the waiting line's length.
  mutating func addWaitingChange(at time: ModelTime) { note(.waiting, at: time) }

  /// Holds the final state. Unless `keepDetails`, starts and finishes held
  /// so far are dropped: "all served" says they are all done.
  mutating func setAllServed(_ summary: BankSummary, at time: ModelTime, keepDetails: Bool) {
    times[.allServed] = min(times[.allServed] ?? time, time)
    if !keepDetails {
      started.removeAll()
      finished.removeAll()
      order.removeAll { $0 == .started || $0 == .finished }
      times[.started] = nil
      times[.finished] = nil
    }
    // Nobody is waiting: the count says nothing "all served" does not.
    order.removeAll { $0 == .waiting }
    times[.waiting] = nil
    // The final state is the news: it leads the sentence.
    order.removeAll { $0 == .allServed }
    order.insert(.allServed, at: 0)
    allServed = summary
  }

  /// The sentence for everything held.
  func sentence(catalog: Catalog, namesEveryone: Bool, maxNamed: Int, waiting: Int) -> String {
    var parts: [String] = []
    let limit: Int? = namesEveryone ? nil : maxNamed
    for part in order {
      switch part {
      case .added:
        let numbers = namesEveryone && addedConsecutive ? addedRange : nil
        parts.append(catalog.customersAdded(count: addedCount, numbers: numbers, waiting: waiting))
      case .started:
        parts.append(catalog.customersStarted(started, maxNamed: limit))
      case .finished:
        parts.append(catalog.customersFinished(finished, maxNamed: limit))
      case .allServed:
        if let allServed { parts.append(catalog.allServed(allServed)) }
      case .waiting:
        // "10 customers added, 7 waiting" already says it.
        if !order.contains(.added) { parts.append(catalog.waitingTally(waiting)) }
      }
    }
    return catalog.announcementSentence(parts)
  }
}
