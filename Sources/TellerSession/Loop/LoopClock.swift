/// The real time the interactive loop measures and waits on.
public protocol LoopClock {
  /// Time since the clock started.
  mutating func elapsed() -> Duration
  /// Waits, for when there is no input left to wait on.
  mutating func sleep(milliseconds: Int32)
}
