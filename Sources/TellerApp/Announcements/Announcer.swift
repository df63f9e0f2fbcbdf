import TellerAccessibility
import TellerBank

/// Turns bank events and live-region changes into announcements, with flood
/// control: a pure value, stepped in model time.
///
/// Each priority has a channel. When a channel is free, what comes at an
/// instant is announced at once and a debounce window opens; whatever comes
/// inside the window is held, merged into one sentence ("Customers 1 and 2
/// started; customer 3 finished") and released when the window ends, which
/// opens the next window. So a channel speaks at most once per window.
/// ``nextDeadline`` says when held text is due; call ``flush(upTo:)`` then.
///
/// Verbosity chooses the events: low announces adds, resets and "all
/// served"; normal adds merged starts and finishes, counting customers past
/// ``Settings/maxNamedCustomers``; high names every customer.
///
/// A reset drops everything held, frees the polite channel and announces
/// its confirmation assertively at once. "All served" is always announced.
public struct Announcer: Sendable {
  /// How an announcer speaks.
  public struct Settings: Hashable, Sendable {
    /// The wording.
    public var catalog: Catalog
    /// How much is announced.
    public var verbosity: Verbosity
    /// The least model time between two announcements of one priority.
    public var debounce: ModelTime
    /// Below high verbosity, more customers than this in one part are
    /// counted instead of named.
    public var maxNamedCustomers: Int

    /// Creates settings; the debounce window defaults to half a second.
    public init(
      catalog: Catalog = .english, verbosity: Verbosity = .normal,
      debounce: ModelTime = .milliseconds(500), maxNamedCustomers: Int = 4
    ) {
      self.catalog = catalog
      self.verbosity = verbosity
      self.debounce = debounce
      self.maxNamedCustomers = maxNamedCustomers
    }
  }

  /// One priority's window and what it holds.
  struct Channel: Sendable {
    var windowEnd: ModelTime?
    var pending = PendingAnnouncement()

    func isFree(at time: ModelTime) -> Bool { windowEnd.map { $0 <= time } ?? true }

    /// When held text is due, if any is held.
    var deadline: ModelTime? { pending.isEmpty ? nil : windowEnd }
  }

  /// How the announcer speaks; changes apply to what is released next.
  public var settings: Settings
  /// Customers waiting, as the events so far tell.
  public private(set) var waitingCount: Int
  /// Customers being served, as the events so far tell.
  public private(set) var processingCount: Int
  private var polite = Channel()
  private var assertive = Channel()

  /// Creates an announcer for a bank with the given numbers of customers.
  public init(settings: Settings = Settings(), waiting: Int = 0, processing: Int = 0) {
    self.settings = settings
    self.waitingCount = waiting
    self.processingCount = processing
  }

  /// When held text is due, or nil when nothing is held. The session should
  /// call ``flush(upTo:)`` at that model time.
  public var nextDeadline: ModelTime? {
    switch (assertive.deadline, polite.deadline) {
    case (let a?, let p?): min(a, p)
    case (let a?, nil): a
    case (nil, let p?): p
    case (nil, nil): nil
    }
  }

  /// Takes bank events in time order and returns what is announced.
  ///
  /// Held text due before each event's instant is released first. All
  /// events of one instant should come in one call: they are merged, then
  /// announced at once if the channel is free.
  ///
  /// - Complexity: O(e) for e events, plus the sentences built.
  public mutating func receive(_ events: [BankEvent]) -> [Announcement] {
    var out: [Announcement] = []
    var i = events.startIndex
    while i < events.endIndex {
      let time = events[i].time
      out += flush(upTo: time)
      while i < events.endIndex && events[i].time == time {
        apply(events[i], into: &out)
        i += 1
      }
      releaseFree(at: time, into: &out)
    }
    return out
  }

  /// Takes the changes of a screen update at an instant and announces the
  /// new values of live regions, with each region's priority, rate-limited
  /// like bank events. Elements whose live region is off are ignored.
  public mutating func receive(_ diff: TreeDiff, at time: ModelTime) -> [Announcement] {
    var out = flush(upTo: time)
    let catalog = settings.catalog
    for change in diff.changed where change.fields.contains(.value) {
      let element = change.new
      let text = catalog.liveRegionChange(label: element.label, value: element.valueForSpeech)
      switch element.liveRegion {
      case .off: continue
      case .polite: polite.pending.setRegion(element.id, text: text)
      case .assertive: assertive.pending.setRegion(element.id, text: text)
      }
    }
    releaseFree(at: time, into: &out)
    return out
  }

  /// Releases held text whose window ends at or before an instant, in time
  /// order, assertive first at equal times.
  ///
  /// After moving the bank to an instant, pass its events to
  /// ``receive(_:)`` first, then flush up to the instant, so
  /// every release sees the bank as it was at its deadline.
  public mutating func flush(upTo time: ModelTime) -> [Announcement] {
    var out: [Announcement] = []
    while true {
      let a = assertive.deadline.flatMap { $0 <= time ? $0 : nil }
      let p = polite.deadline.flatMap { $0 <= time ? $0 : nil }
      if let a, p.map({ a <= $0 }) ?? true {
        out.append(release(.assertive, at: a))
      } else if let p {
        out.append(release(.polite, at: p))
      } else {
        break
      }
    }
    return out
  }

  /// Releases everything held at once, as when the session ends: nothing
  /// held, least of all "all served", is ever lost.
  public mutating func flushAll(at time: ModelTime) -> [Announcement] {
    var out: [Announcement] = []
    if !assertive.pending.isEmpty { out.append(release(.assertive, at: time)) }
    if !polite.pending.isEmpty { out.append(release(.polite, at: time)) }
    return out
  }

  // MARK: Internals

  private mutating func apply(_ event: BankEvent, into out: inout [Announcement]) {
    let verbosity = settings.verbosity
    switch event.kind {
    case .arrived(let customer):
      waitingCount += 1
      polite.pending.addArrival(customer.number)
    case .started(let customer, _):
      waitingCount = max(0, waitingCount - 1)
      processingCount += 1
      if verbosity >= .normal { polite.pending.addStart(customer.number) }
    case .finished(let customer, _):
      processingCount = max(0, processingCount - 1)
      if verbosity >= .normal { polite.pending.addFinish(customer.number) }
    case .allServed(let summary):
      waitingCount = 0
      processingCount = 0
      polite.pending.setAllServed(summary, keepDetails: verbosity == .high)
    case .reset:
      waitingCount = 0
      processingCount = 0
      polite = Channel()
      assertive = Channel()
      out.append(
        Announcement(
          text: settings.catalog.resetConfirmation, priority: .assertive, time: event.time))
    }
  }

  private mutating func releaseFree(at time: ModelTime, into out: inout [Announcement]) {
    if !assertive.pending.isEmpty && assertive.isFree(at: time) {
      out.append(release(.assertive, at: time))
    }
    if !polite.pending.isEmpty && polite.isFree(at: time) {
      out.append(release(.polite, at: time))
    }
  }

  private mutating func release(_ priority: LiveRegion, at time: ModelTime) -> Announcement {
    var channel = priority == .assertive ? assertive : polite
    let text = channel.pending.sentence(
      catalog: settings.catalog, namesEveryone: settings.verbosity == .high,
      maxNamed: settings.maxNamedCustomers, waiting: waitingCount)
    channel.pending = PendingAnnouncement()
    channel.windowEnd = time + settings.debounce
    if priority == .assertive { assertive = channel } else { polite = channel }
    return Announcement(text: text, priority: priority, time: time)
  }
}
