import TellerAccessibility
import TellerBank

/// What an announcer holds for one channel until its window ends: counts and
/// customer numbers, merged into one sentence on release.
struct PendingAnnouncement: Sendable {
  /// The kinds of part, in the order they first came.
  enum Part: Hashable, Sendable {
    case added, started, finished, allServed, region
  }

  private(set) var order: [Part] = []
  private var addedCount = 0
  private var addedRange: ClosedRange<Int>?
  private var addedConsecutive = true
  private var started: [Int] = []
  private var finished: [Int] = []
  private var allServed: BankSummary?
  private var regions: [(id: ElementID, text: String)] = []

  /// Whether nothing is held.
  var isEmpty: Bool { order.isEmpty }

  private mutating func note(_ part: Part) {
    if !order.contains(part) { order.append(part) }
  }

  mutating func addArrival(_ number: Int) {
    note(.added)
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

  mutating func addStart(_ number: Int) {
    note(.started)
    started.append(number)
  }

  mutating func addFinish(_ number: Int) {
    note(.finished)
    finished.append(number)
  }

  /// Holds the final state. Unless `keepDetails`, starts and finishes held
  /// so far are dropped: "all served" says they are all done.
  mutating func setAllServed(_ summary: BankSummary, keepDetails: Bool) {
    if !keepDetails {
      started.removeAll()
      finished.removeAll()
      order.removeAll { $0 == .started || $0 == .finished }
    }
    // The final state is the news: it leads the sentence.
    order.removeAll { $0 == .allServed }
    order.insert(.allServed, at: 0)
    allServed = summary
  }

  /// Holds a live region's newest text, replacing what it said before.
  mutating func setRegion(_ id: ElementID, text: String) {
    note(.region)
    if let i = regions.firstIndex(where: { $0.id == id }) {
      regions[i].text = text
    } else {
      regions.append((id, text))
    }
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
      case .region:
        parts.append(contentsOf: regions.map(\.text))
      }
    }
    return catalog.announcementSentence(parts)
  }
}
