import TellerPlatform

/// The events a sink's thread handles, in the order they came.
///
/// The session posts and returns at once; the thread takes everything
/// posted so far, waiting while there is nothing (``take()``), or, for a
/// thread that also waits on a socket, polls ``wakeDescriptor`` beside it
/// and takes without waiting (``takeNow()``). Once a closing event is
/// posted, or the inbox is shut, nothing more is taken in.
final class SpeechInbox<Event: Sendable>: Sendable {
  private struct State {
    var events: [Event] = []
    var closed = false
  }

  private let state = Locked(State())
  private let wake: Pipe?

  /// Creates an inbox; with `wakes`, each post also writes a byte to a
  /// pipe whose read end is ``wakeDescriptor``.
  init(wakes: Bool = false) {
    wake = wakes ? try? Pipe.open(nonBlocking: true) : nil
  }

  deinit { wake?.close() }

  /// The descriptor that becomes readable when something is posted, or -1
  /// for an inbox made without `wakes`.
  var wakeDescriptor: Int32 { wake?.readEnd.rawValue ?? -1 }

  /// Adds an event, unless the inbox is closed; `closing` closes it after.
  func post(_ event: Event, closing: Bool = false) {
    let posted = state.withLock { state in
      guard !state.closed else { return false }
      state.closed = closing
      state.events.append(event)
      return true
    }
    if posted { wake?.wake() }
  }

  /// Drops what waits.
  func clear() { state.withLock { $0.events.removeAll() } }

  /// Drops what waits and takes nothing more in.
  func shut() {
    state.withLock { state in
      state.closed = true
      state.events.removeAll()
    }
  }

  /// Waits until something is posted, then takes all of it.
  func take() -> [Event] {
    state.withLock(when: { !$0.events.isEmpty }) { state in
      defer { state.events.removeAll(keepingCapacity: true) }
      return state.events
    }
  }

  /// Takes everything posted so far, without waiting, and empties the
  /// wake pipe.
  func takeNow() -> [Event] {
    wake?.drain()
    return state.withLock { state in
      defer { state.events.removeAll(keepingCapacity: true) }
      return state.events
    }
  }
}
