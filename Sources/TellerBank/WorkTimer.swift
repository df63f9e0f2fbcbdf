/// The work timer: it runs while anyone is waiting or being served, stops
/// when all are done, resumes on add, and accumulates until a reset.
public struct WorkTimer: Hashable, Sendable {
  /// Time accumulated over finished runs.
  public private(set) var accumulated: ModelTime = .zero
  /// When the current run started, or nil while stopped.
  public private(set) var runningSince: ModelTime?

  /// Creates a stopped timer at zero.
  public init() {}

  /// Whether the timer is running.
  public var isRunning: Bool { runningSince != nil }

  /// Starts the timer at an instant; does nothing if it runs already.
  public mutating func start(at time: ModelTime) {
    if runningSince == nil { runningSince = time }
  }

  /// Stops the timer at an instant, keeping what it counted.
  public mutating func stop(at time: ModelTime) {
    if let since = runningSince {
      accumulated += time - since
      runningSince = nil
    }
  }

  /// Stops the timer and sets it to zero.
  public mutating func reset() {
    accumulated = .zero
    runningSince = nil
  }

  /// The timer's reading at an instant.
  public func elapsed(at time: ModelTime) -> ModelTime {
    guard let since = runningSince else { return accumulated }
    return accumulated + (time - since)
  }
}
