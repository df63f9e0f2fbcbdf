import TellerPlatform
import TellerSession

/// The system's monotonic clock, started when created.
public struct SystemLoopClock: LoopClock, Sendable {
  private let start = ContinuousClock.now

  /// Creates a clock that starts now.
  public init() {}

  /// Time since the clock was created.
  public func elapsed() -> Duration { ContinuousClock.now - start }

  /// Waits for a number of milliseconds.
  public func sleep(milliseconds: Int32) {
    CurrentProcess.pauseUntilSignal(milliseconds: milliseconds)
  }
}
