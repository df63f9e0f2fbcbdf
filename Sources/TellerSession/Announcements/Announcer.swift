import TellerAccessibility
import TellerBank
import TellerWording

/// Turns bank events into announcements, with flood control: a pure value,
/// stepped in model time.
///
/// Bank events are the one source of announcements: the element tree
/// changes in step with them, but nothing is announced from the tree.
///
/// Each priority has a channel. When a channel is free, what comes at an
/// instant is announced at once and a debounce window opens; whatever comes
/// inside the window is held, merged into one sentence ("Customers 1 and 2
/// started; customer 3 finished") and released when the window ends, which
/// opens the next window. So a channel speaks at most once per window.
/// ``nextDeadline`` says when held text is due; call ``flush(upTo:waiting:)``
/// then. Every announcement carries the model time of the earliest event it
/// reports, and the time it was released at.
///
/// The announcer keeps no copy of the bank: each call is given the number
/// of customers waiting as the bank has it then, for sentences such as "10
/// customers added, 7 waiting".
///
/// Verbosity chooses the events: low announces adds, resets and "all
/// served"; normal adds merged starts and finishes, counting customers past
/// ``Settings/maxNamedCustomers``; high names every customer. With
/// ``AnnouncedEvents/summaries``, starts and finishes are heard as sounds
/// instead, and only the count waiting is said for them ("7 waiting"), and
/// the polite window is ``summaryPace`` (or the debounce, if longer); an add
/// or "all served" that comes inside it waits only the debounce.
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
    /// Which events are said in words.
    public var events: AnnouncedEvents
    /// The longest a polite announcement may take to say, at a screen
    /// reader's rate, when a screen reader reads it and cannot be
    /// interrupted (``ReaderPace``); nil for no limit. A merge too long to
    /// say counts its customers instead of naming them, then says only
    /// how many finished and started, then only its news.
    public var speakingLimit: SpeakingLimit?

    /// The least time between polite announcements when none is asked
    /// for: half a second. `--debounce` and the session's settings take
    /// their default from it.
    public static let defaultDebounce = ModelTime.milliseconds(500)

    /// Creates settings; the debounce window defaults to
    /// ``defaultDebounce``.
    public init(
      catalog: Catalog = .english, verbosity: Verbosity = .normal,
      debounce: ModelTime = defaultDebounce, maxNamedCustomers: Int = 4,
      events: AnnouncedEvents = .all
    ) {
      self.catalog = catalog
      self.verbosity = verbosity
      self.debounce = debounce
      self.maxNamedCustomers = maxNamedCustomers
      self.events = events
    }
  }

  /// The least time between two summaries of the waiting line when starts
  /// and finishes are left to sounds (``AnnouncedEvents/summaries``).
  public static let summaryPace = ModelTime.seconds(3)

  /// One priority's window and what it holds.
  struct Channel: Sendable {
    var windowEnd: ModelTime?
    /// When the window opened, if it is paced (``summaryPace`` long).
    var pacedFrom: ModelTime?
    var pending = PendingAnnouncement()

    func isFree(at time: ModelTime) -> Bool { windowEnd.map { $0 <= time } ?? true }

    /// When held text is due, if any is held.
    var deadline: ModelTime? { pending.isEmpty ? nil : windowEnd }
  }

  /// How the announcer speaks; changes apply to what is released next.
  public var settings: Settings
  private var polite = Channel()
  private var assertive = Channel()

  /// Creates an announcer.
  public init(settings: Settings = Settings()) {
    self.settings = settings
  }

  /// When held text is due, or nil when nothing is held. The session should
  /// call ``flush(upTo:waiting:)`` at that model time.
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
  /// announced at once if the channel is free. Flush what is due with
  /// ``flush(upTo:waiting:)`` before the bank moves on, so that those
  /// sentences count the customers the bank had then.
  ///
  /// - Parameters:
  ///   - events: what happened, in time order.
  ///   - waiting: the customers waiting in the bank after the events.
  /// - Complexity: O(e) for e events, plus the sentences built.
  public mutating func receive(_ events: [BankEvent], waiting: Int) -> [Announcement] {
    var out: [Announcement] = []
    var i = events.startIndex
    while i < events.endIndex {
      let time = events[i].time
      out += flush(upTo: time, waiting: waiting)
      while i < events.endIndex && events[i].time == time {
        apply(events[i], into: &out)
        i += 1
      }
      releaseFree(at: time, waiting: waiting, into: &out)
    }
    return out
  }

  /// Releases held text whose window ends at or before an instant, in time
  /// order, assertive first at equal times.
  ///
  /// - Parameter waiting: the customers waiting in the bank at that instant.
  public mutating func flush(upTo time: ModelTime, waiting: Int) -> [Announcement] {
    var out: [Announcement] = []
    while true {
      let a = assertive.deadline.flatMap { $0 <= time ? $0 : nil }
      let p = polite.deadline.flatMap { $0 <= time ? $0 : nil }
      if let a, p.map({ a <= $0 }) ?? true {
        out.append(release(.assertive, at: a, waiting: waiting))
      } else if let p {
        out.append(release(.polite, at: p, waiting: waiting))
      } else {
        break
      }
    }
    return out
  }

  /// Holds polite announcements until an instant, as while a screen
  /// reader is still saying earlier lines (``ReaderPace``): what comes
  /// meanwhile merges into one sentence, released then. The debounce
  /// window still applies after it.
  public mutating func holdPolite(until time: ModelTime) {
    polite.windowEnd = max(polite.windowEnd ?? time, time)
  }

  /// Releases what the polite channel holds now, hold or window
  /// notwithstanding: the confirmation of an add is the answer to the key
  /// that asked for it, and an answer is not held.
  public mutating func releasePolite(at time: ModelTime, waiting: Int) -> [Announcement] {
    guard !polite.pending.isEmpty else { return [] }
    return [release(.polite, at: time, waiting: waiting)]
  }

  /// Releases everything held at once, as when the session ends: nothing
  /// held, least of all "all served", is ever lost.
  public mutating func flushAll(at time: ModelTime, waiting: Int) -> [Announcement] {
    var out: [Announcement] = []
    if !assertive.pending.isEmpty { out.append(release(.assertive, at: time, waiting: waiting)) }
    if !polite.pending.isEmpty { out.append(release(.polite, at: time, waiting: waiting)) }
    return out
  }

  // MARK: Internals

  private mutating func apply(_ event: BankEvent, into out: inout [Announcement]) {
    let verbosity = settings.verbosity
    let time = event.time
    let summaries = settings.events == .summaries
    switch event.kind {
    case .arrived(let customer):
      polite.pending.addArrival(customer.number, at: time)
      unpace()
    case .started(let customer, _):
      if summaries {
        polite.pending.addWaitingChange(at: time)
      } else if verbosity >= .normal {
        polite.pending.addStart(customer.number, at: time)
      }
    case .finished(let customer, _):
      if summaries {
        polite.pending.addWaitingChange(at: time)
      } else if verbosity >= .normal {
        polite.pending.addFinish(customer.number, at: time)
      }
    case .allServed(let summary):
      polite.pending.setAllServed(summary, at: time, keepDetails: verbosity == .high)
      unpace()
    case .reset:
      polite = Channel()
      assertive = Channel()
      out.append(
        Announcement(text: settings.catalog[.resetConfirmation], priority: .assertive, time: time))
    }
  }

  /// News that should not wait out a paced window (an add, all served)
  /// shortens it to the debounce.
  private mutating func unpace() {
    guard let start = polite.pacedFrom else { return }
    polite.pacedFrom = nil
    polite.windowEnd = start + settings.debounce
  }

  private mutating func releaseFree(
    at time: ModelTime, waiting: Int, into out: inout [Announcement]
  ) {
    if !assertive.pending.isEmpty && assertive.isFree(at: time) {
      out.append(release(.assertive, at: time, waiting: waiting))
    }
    if !polite.pending.isEmpty && polite.isFree(at: time) {
      out.append(release(.polite, at: time, waiting: waiting))
    }
  }

  private mutating func release(
    _ priority: LiveRegion, at time: ModelTime, waiting: Int
  ) -> Announcement {
    var channel = priority == .assertive ? assertive : polite
    let text = channel.pending.sentence(
      catalog: settings.catalog, namesEveryone: settings.verbosity == .high,
      maxNamed: settings.maxNamedCustomers, waiting: waiting,
      fitting: priority == .polite ? settings.speakingLimit : nil)
    let eventTime = channel.pending.firstEventTime ?? time
    // With summaries, every polite window is paced.
    let paced = priority == .polite && settings.events == .summaries
    channel.pending = PendingAnnouncement()
    let window = paced ? max(settings.debounce, Announcer.summaryPace) : settings.debounce
    channel.windowEnd = time + window
    channel.pacedFrom = paced ? time : nil
    if priority == .assertive { assertive = channel } else { polite = channel }
    return Announcement(text: text, priority: priority, time: eventTime, releasedAt: time)
  }
}
