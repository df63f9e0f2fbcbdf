#if canImport(Glibc)
  import Glibc
#endif

extension FileDescriptor {
  /// What a descriptor is ready for, as `poll(2)` reports it.
  public struct Readiness: OptionSet, Hashable, Sendable {
    /// The flags, as the system spells them.
    public let rawValue: Int16
    /// The flags with a raw value.
    public init(rawValue: Int16) { self.rawValue = rawValue }
    /// There is something to read, or the end of the file (`POLLIN`).
    public static let readable = Readiness(rawValue: Int16(POLLIN))
    /// There is room to write (`POLLOUT`).
    public static let writable = Readiness(rawValue: Int16(POLLOUT))
    /// The other end has gone (`POLLHUP`); reported without being asked for.
    public static let hungUp = Readiness(rawValue: Int16(POLLHUP))
    /// An error is pending (`POLLERR`); reported without being asked for.
    public static let failed = Readiness(rawValue: Int16(POLLERR))
    /// The number is not an open descriptor (`POLLNVAL`).
    public static let invalid = Readiness(rawValue: Int16(POLLNVAL))
  }

  /// Waits until the descriptor is ready for any of `events`, or
  /// `deadline` passes; a signal that interrupts the wait does not end it.
  ///
  /// - Parameter deadline: when to give up; nil waits as long as it takes.
  /// - Returns: what it is ready for (with ``Readiness/hungUp``,
  ///   ``Readiness/failed`` or ``Readiness/invalid`` when so), or nil when
  ///   the deadline passed first or the wait failed.
  public func wait(for events: Readiness, until deadline: Deadline?) -> Readiness? {
    (try? FileDescriptor.wait(for: [(self, events)], until: deadline))?.first
  }

  /// Waits until any of several descriptors is ready for its events, or
  /// `deadline` passes, through interruptions; a negative descriptor is
  /// passed over.
  ///
  /// - Returns: what each is ready for, in order (empty for one that is
  ///   not), or nil when the deadline passed first.
  /// - Throws: ``SystemError`` of `poll`, such as `ENOMEM`.
  public static func wait(
    for descriptors: [(FileDescriptor, Readiness)], until deadline: Deadline?
  ) throws(SystemError) -> [Readiness]? {
    var polls = descriptors.map {
      pollfd(fd: $0.0.rawValue, events: $0.1.rawValue, revents: 0)
    }
    while true {
      let timeout = deadline.map { Int32(clamping: $0.millisecondsLeft) } ?? -1
      let ready = poll(&polls, nfds_t(polls.count), timeout)
      if ready > 0 { return polls.map { Readiness(rawValue: $0.revents) } }
      if ready == 0 { return nil }
      let error = SystemError.last("poll")
      if !error.isInterruption { throw error }
    }
  }

  /// Waits as `poll(2)` does for at most `milliseconds` (-1 for as long as
  /// it takes), once: a signal that interrupts it ends it.
  ///
  /// - Returns: what each descriptor is ready for, in order; nil when the
  ///   time ran out or a signal came first.
  /// - Throws: ``SystemError`` of `poll` for any other failure.
  public static func waitOnce(
    for descriptors: [(FileDescriptor, Readiness)], milliseconds: Int32
  ) throws(SystemError) -> [Readiness]? {
    var polls = descriptors.map {
      pollfd(fd: $0.0.rawValue, events: $0.1.rawValue, revents: 0)
    }
    let ready = poll(&polls, nfds_t(polls.count), milliseconds)
    if ready > 0 { return polls.map { Readiness(rawValue: $0.revents) } }
    if ready == 0 { return nil }
    let error = SystemError.last("poll")
    if error.isInterruption { return nil }
    throw error
  }
}
