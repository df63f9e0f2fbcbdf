/// How a run's warm-up is set aside before its steady-state mean.
public enum WarmupRule: Hashable, Sendable {
  /// Found after the run by MSER-5 (``Warmup/mser(_:startsLow:)``).
  case automatic
  /// Fixed beforehand: the waits of services that start before this
  /// instant of model time are set aside.
  case fixed(ModelTime)
}
