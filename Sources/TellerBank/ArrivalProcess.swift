/// How customers arrive in a simulation.
public enum ArrivalProcess: Hashable, Sendable {
  /// All at once at time 0, as the "Add customers" button does.
  case batch
  /// One at a time, with exponential gaps: on average `rate` per second.
  case poisson(rate: Double)
}
