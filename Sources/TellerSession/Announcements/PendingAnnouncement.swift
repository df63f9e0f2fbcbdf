import TellerAccessibility
import TellerBank
import TellerWording

/// What an announcer holds for one channel until its window ends: counts and
/// customer numbers, merged into one sentence on release.
///
/// A merged sentence never contradicts itself. Each customer is said once
/// among the starts and finishes: one who started and finished inside the
/// same merge is said as "started and finished", not in both parts. The
/// parts come in the order their first events happened, so "Customer 11
/// finished; customer 17 started and finished; customer 19 started", except
/// that the add comes before the start of any customer it added.
struct PendingAnnouncement: Sendable {
  /// The kinds of part. Ties in time keep this order, as a clerk frees up
  /// before the next customer starts.
  enum Part: Int, Hashable, Sendable, Comparable {
    case added, allServed, finished, served, started
    /// Starts or finishes said only as the waiting line's length
    /// (``AnnouncedEvents/summaries``).
    case waiting

    static func < (lhs: Part, rhs: Part) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// When an event happened, and in what order it came at that instant.
  struct Moment: Hashable, Sendable, Comparable {
    var time: ModelTime
    var sequence: Int

    static func < (lhs: Moment, rhs: Moment) -> Bool {
      (lhs.time, lhs.sequence) < (rhs.time, rhs.sequence)
    }
  }

  private var sequence = 0
  private var addedCount = 0
  private var addedRange: ClosedRange<Int>?
  private var addedConsecutive = true
  private var firstArrival: Moment?
  /// Customers who started in this merge, with the moment each started,
  /// in the order they started; nil once the customer finished too.
  private var startedSlots: [(number: Int, at: Moment)?] = []
  private var startedIndex: [Int: Int] = [:]
  /// Customers who started and have not finished in this merge.
  private var started: [(number: Int, at: Moment)] { startedSlots.compactMap { $0 } }
  /// Customers who started and finished in this merge, by their start.
  private var served: [(number: Int, at: Moment)] = []
  /// Customers who finished in this merge having started before it.
  private var finished: [(number: Int, at: Moment)] = []
  private var allServed: BankSummary?
  private var allServedTime: ModelTime?
  /// The first start or finish held only as a change of the waiting line.
  private var firstWaitingChange: Moment?

  /// Whether nothing is held.
  var isEmpty: Bool {
    addedCount == 0 && startedIndex.isEmpty && served.isEmpty && finished.isEmpty
      && allServed == nil && firstWaitingChange == nil
  }

  /// The time of the earliest event the sentence reports.
  var firstEventTime: ModelTime? {
    let firsts = [started, served, finished].map { $0.lazy.map(\.at.time).min() }
    return ([firstArrival?.time, allServedTime, firstWaitingChange?.time] + firsts)
      .compactMap { $0 }.min()
  }

  private mutating func moment(_ time: ModelTime) -> Moment {
    sequence += 1
    return Moment(time: time, sequence: sequence)
  }

  mutating func addArrival(_ number: Int, at time: ModelTime) {
    let now = moment(time)
    firstArrival = firstArrival ?? now
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
    startedIndex[number] = startedSlots.count
    startedSlots.append((number, moment(time)))
  }

  /// A finish: of a customer who started in this merge, the start becomes
  /// "started and finished"; of one who started before, a finish.
  mutating func addFinish(_ number: Int, at time: ModelTime) {
    let now = moment(time)
    guard let index = startedIndex.removeValue(forKey: number) else {
      finished.append((number, now))
      return
    }
    if let start = startedSlots[index] { served.append(start) }
    startedSlots[index] = nil
  }

  /// Notes a start or finish said only as the waiting line's length.
  mutating func addWaitingChange(at time: ModelTime) {
    let now = moment(time)
    firstWaitingChange = firstWaitingChange ?? now
  }

  /// Holds the final state. Unless `keepDetails`, starts and finishes held
  /// so far are dropped: "all served" says they are all done.
  mutating func setAllServed(_ summary: BankSummary, at time: ModelTime, keepDetails: Bool) {
    _ = moment(time)
    allServedTime = min(allServedTime ?? time, time)
    if !keepDetails {
      startedSlots.removeAll()
      startedIndex.removeAll()
      served.removeAll()
      finished.removeAll()
    }
    // Nobody is waiting: the count says nothing "all served" does not.
    firstWaitingChange = nil
    allServed = summary
  }

  /// The parts held, in the order they are said, each with the customers
  /// it names (none for the add and "all served"): by the first event of
  /// each part, the add moved before any start of a customer it added;
  /// the final state before the starts and finishes it sums up (after an
  /// add that leads).
  var parts: [(part: Part, customers: [Int])] {
    var keyed: [(part: Part, at: Moment, customers: [Int])] = []
    if let firstArrival { keyed.append((.added, firstArrival, [])) }
    if let firstWaitingChange { keyed.append((.waiting, firstWaitingChange, [])) }
    for (part, list) in [(Part.finished, finished), (.served, served), (.started, started)] {
      // Served customers come in the order they finished: the earliest
      // start may be any of them.
      guard let first = list.lazy.map(\.at).min() else { continue }
      keyed.append((part, first, list.map(\.number)))
    }
    keyed.sort { ($0.at, $0.part) < ($1.at, $1.part) }
    if let added = keyed.firstIndex(where: { $0.part == .added }),
      let first = keyed.firstIndex(where: { entry in
        entry.customers.contains(where: wasAdded)
      }), first < added
    {
      keyed.insert(keyed.remove(at: added), at: first)
    }
    var ordered = keyed.map { ($0.part, $0.customers) }
    if allServed != nil {
      // The final state leads what it sums up, after an add it follows.
      let at = ordered.first?.0 == .added ? 1 : 0
      ordered.insert((.allServed, []), at: at)
    }
    return ordered
  }

  /// Whether a customer may be one this merge added. When the adds were
  /// not one run of numbers, any may be.
  private func wasAdded(_ number: Int) -> Bool {
    guard let addedRange else { return false }
    return !addedConsecutive || addedRange.contains(number)
  }

  /// The sentence for everything held. With a limit, a sentence too long
  /// to say in time is said shorter, the first that fits of: customers
  /// counted instead of named; then how many finished and started; then
  /// the news alone: the final state, which sums up the rest, else the
  /// add. (The shortest is said when none fits.)
  func sentence(
    catalog: Catalog, namesEveryone: Bool, maxNamed: Int, waiting: Int,
    fitting limit: SpeakingLimit? = nil
  ) -> String {
    let full = sentence(catalog, maxNamed: namesEveryone ? nil : maxNamed, waiting: waiting)
    guard let limit, !limit.fits(full, language: catalog.language) else { return full }
    var shorter = [
      sentence(catalog, maxNamed: 0, waiting: waiting),
      sentence(catalog, maxNamed: 0, waiting: waiting, countsOnly: true),
    ]
    // The news alone: the final state, which sums up the rest, else the add.
    let held = Set(parts.map(\.part))
    let news: Part? = held.contains(.allServed) ? .allServed : held.contains(.added) ? .added : nil
    if let news {
      shorter.append(sentence(catalog, maxNamed: 0, waiting: waiting, only: [news]))
    }
    return shorter.first { limit.fits($0, language: catalog.language) } ?? shorter.last!
  }

  /// The sentence of the parts held, or of some of them; with
  /// `countsOnly`, the starts and finishes as two counts ("8 finished, 2
  /// started").
  private func sentence(
    _ catalog: Catalog, maxNamed limit: Int?, waiting: Int, countsOnly: Bool = false,
    only: Set<Part>? = nil
  ) -> String {
    var texts: [String] = []
    var moved = (finished: 0, started: 0)
    for (part, customers) in parts where only?.contains(part) ?? true {
      switch part {
      case .added:
        let numbers = limit == nil && addedConsecutive ? addedRange : nil
        texts.append(
          catalog[.customersAdded(count: addedCount, numbers: numbers, waiting: waiting)])
      case .allServed:
        if let allServed { texts.append(catalog[.allServed(allServed)]) }
      case .waiting:
        // "10 customers added, 7 waiting" already says it.
        if addedCount == 0 { texts.append(catalog[.waitingTally(waiting)]) }
      case .started, .served, .finished:
        guard !countsOnly else {
          if part != .started { moved.finished += customers.count }
          if part != .finished { moved.started += customers.count }
          continue
        }
        switch part {
        case .started: texts.append(catalog[.customersStarted(customers, maxNamed: limit)])
        case .served:
          texts.append(catalog[AnnouncementMessage.customersServed(customers, maxNamed: limit)])
        default: texts.append(catalog[.customersFinished(customers, maxNamed: limit)])
        }
      }
    }
    if moved.finished + moved.started > 0 {
      texts.append(catalog[.customersMoved(finished: moved.finished, started: moved.started)])
    }
    return catalog[.sentence(texts)]
  }
}
