/// How the ``InputLoop`` stops the process when asked, so its input
/// sources can get ready first: the loop takes the request, tells each
/// ``InputSource`` it will stop, calls ``stop()``, and tells each it has
/// continued.
///
/// A stop is asked for in one of two ways, and both take the same path:
/// SIGTSTP from outside (`kill -TSTP`), or Ctrl-Z read as a key in raw
/// mode, whose step (``SessionCommand/suspend``) makes the loop call
/// ``request()`` once every presenter has presented it.
public protocol ProcessSuspension {
  /// Asks for a stop from the main flow, as SIGTSTP from outside would.
  /// An implementation may stop at once (and return after continuing);
  /// otherwise ``takeRequest()`` reports the request.
  mutating func request()
  /// Whether a stop was asked for since the last call; the request is
  /// taken.
  mutating func takeRequest() -> Bool
  /// Stops the process; returns once it has continued.
  mutating func stop()
}
