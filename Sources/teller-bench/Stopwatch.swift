/// Times small pieces of work with the continuous clock, keeping a checksum
/// of their results so the optimiser cannot drop the work.
struct Stopwatch {
  private let clock = ContinuousClock()
  /// A running sum of what the timed work returned.
  private(set) var checksum = 0

  /// Runs the work once and returns how long it took, in nanoseconds.
  mutating func time(_ work: () -> Int) -> Int64 {
    let start = clock.now
    let result = work()
    let elapsed = clock.now - start
    checksum &+= result
    return nanoseconds(elapsed)
  }
}
