/// Independent replications of a run and their 95% confidence interval,
/// with the sequential procedure that decides how many to make for a
/// relative precision.
///
/// Each replication gives one estimate (its mean wait after its own
/// warm-up); the estimates are independent and identically distributed,
/// so their mean plus or minus t(0.975, n − 1) s/√n is a 95% interval.
///
/// With a ``Precision`` the procedure of Law and Kelton (Simulation
/// Modeling and Analysis, §9.4.1) adds replications one at a time until
/// the half-width is at most the target share of the mean, with the
/// look-ahead of Hoad, Robinson and Davies (2010): once the target is met
/// it makes ``Precision/lookAhead`` more (a hundredth of the count more
/// beyond 100) and stops only if the target held at every one, so an early
/// run of similar estimates cannot stop it too soon. It always stops at
/// the cap.
///
/// Estimates are taken in replication order, so the decision, and every
/// figure, depends only on the estimates, never on which finished first.
public struct Replications: Hashable, Sendable {
  /// The stopping rule of a precision target.
  public struct Precision: Hashable, Sendable {
    /// The largest half-width allowed, as a share of the mean: 0.02 for 2%.
    public var relativeHalfWidth: Double
    /// The most replications made, whatever the precision reached.
    public var cap: Int
    /// The fewest replications before the target is looked at.
    public var minimum: Int
    /// The replications that must keep the target after it is first met.
    public var lookAhead: Int

    /// The fewest replications Hoad, Robinson and Davies start from.
    public static let defaultMinimum = 3
    /// Their look-ahead, kLimit.
    public static let defaultLookAhead = 5
    /// The cap by default.
    public static let defaultCap = 1000

    /// Creates a rule.
    public init(
      relativeHalfWidth: Double, cap: Int = Precision.defaultCap,
      minimum: Int = Precision.defaultMinimum, lookAhead: Int = Precision.defaultLookAhead
    ) {
      self.relativeHalfWidth = relativeHalfWidth
      self.minimum = max(2, minimum)
      self.cap = max(self.minimum, cap)
      self.lookAhead = max(0, lookAhead)
    }

    /// The look-ahead after the target is first met at `count`
    /// replications: ``lookAhead``, or a hundredth of the count more above
    /// 100 (Hoad, Robinson and Davies' f(kLimit, n)).
    public func lookAhead(after count: Int) -> Int {
      count <= 100 ? lookAhead : (lookAhead * count + 99) / 100
    }
  }

  /// Where the procedure stands.
  public enum Status: Hashable, Sendable {
    /// More replications are wanted.
    case running
    /// The target was met at `metAt` replications and held through the
    /// look-ahead.
    case metTarget(metAt: Int)
    /// The cap was reached before the target was met and held.
    case capReached
    /// A fixed number of replications is done.
    case done
  }

  /// The estimates so far, in replication order.
  public private(set) var estimates: [Double] = []
  /// The stopping rule; nil for a fixed number of replications.
  public let precision: Precision?
  /// The replications asked for, or the cap of a precision target.
  public let planned: Int
  /// Where the procedure stands.
  public private(set) var status = Status.running
  /// The replication at which the target was met and has held since.
  private var metSince: Int?

  /// A fixed number of replications, at least 1.
  public init(count: Int) {
    precision = nil
    planned = max(1, count)
  }

  /// Replications until a precision target is met, or the cap.
  public init(precision: Precision) {
    self.precision = precision
    planned = precision.cap
  }

  /// Whether no more replications are wanted.
  public var isFinished: Bool { status != .running }

  /// Takes the next replication's estimate and decides whether to go on.
  ///
  /// - Complexity: O(n) for n estimates so far.
  /// - Returns: where the procedure stands now.
  @discardableResult
  public mutating func add(_ estimate: Double) -> Status {
    guard !isFinished else { return status }
    estimates.append(estimate)
    let n = estimates.count
    guard let precision else {
      if n >= planned { status = .done }
      return status
    }
    if n >= precision.minimum, let reached = relativeHalfWidth,
      reached <= precision.relativeHalfWidth
    {
      let since = metSince ?? n
      metSince = since
      if n - since >= precision.lookAhead(after: since) {
        status = .metTarget(metAt: since)
        return status
      }
    } else {
      metSince = nil
    }
    if n >= precision.cap { status = .capReached }
    return status
  }

  /// The 95% interval of the estimates, mean waits, so never below zero;
  /// nil with fewer than two.
  ///
  /// - Complexity: O(n).
  public var interval: ConfidenceInterval? {
    BatchMeans.interval(of: estimates)?.bounded(below: 0)
  }

  /// The half-width as a share of the mean's size: 0 when both are 0,
  /// infinity when only the mean is; nil with fewer than two estimates.
  public var relativeHalfWidth: Double? {
    guard let interval else { return nil }
    if interval.halfWidth == 0 { return 0 }
    guard interval.estimate != 0 else { return .infinity }
    return interval.halfWidth / interval.estimate.magnitude
  }
}
