import Foundation

/// Polls a condition every 20 ms until it holds or a timeout passes.
///
/// - Returns: whether the condition held in time.
public func pollCondition(timeout: Duration, _ condition: () throws -> Bool) rethrows -> Bool {
  let clock = ContinuousClock()
  let deadline = clock.now + timeout
  while true {
    if try condition() { return true }
    if clock.now >= deadline { return false }
    usleep(20_000)
  }
}
