/// How the ``InteractiveLoop`` stops the process when asked, as Ctrl-Z
/// asks, so its input sources can get ready first: the loop takes the
/// request, tells each ``InputSource`` it will stop, calls ``stop()``, and
/// tells each it has continued.
public protocol ProcessSuspension {
  /// Whether a stop was asked for since the last call; the request is
  /// taken.
  mutating func takeRequest() -> Bool
  /// Stops the process; returns once it has continued.
  mutating func stop()
}
