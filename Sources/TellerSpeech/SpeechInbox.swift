import TellerPlatform

/// The events a sink's thread handles, in the order they came.
///
/// The session posts and returns at once; the thread takes everything
/// posted so far, waiting while there is nothing. Once a closing event is
/// posted, or the inbox is shut, nothing more is taken in.
final class SpeechInbox<Event>: @unchecked Sendable {
  // Unchecked: `events` and `closed` are only touched with `lock` held.

  private let lock = Lock()
  private var events: [Event] = []
  private var closed = false

  /// Adds an event, unless the inbox is closed; `closing` closes it after.
  func post(_ event: Event, closing: Bool = false) {
    lock.withLock {
      guard !closed else { return }
      closed = closing
      events.append(event)
      lock.broadcast()
    }
  }

  /// Drops what waits.
  func clear() { lock.withLock { events.removeAll() } }

  /// Drops what waits and takes nothing more in.
  func shut() {
    lock.withLock {
      closed = true
      events.removeAll()
    }
  }

  /// Waits until something is posted, then takes all of it.
  func take() -> [Event] {
    lock.withLock {
      while events.isEmpty { lock.wait() }
      defer { events.removeAll(keepingCapacity: true) }
      return events
    }
  }
}
