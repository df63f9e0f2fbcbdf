import TellerBank

/// The audio graphs `teller sounds` teaches with: a line that grows, one
/// that empties, and one that holds, each a four-hour day heard in
/// ``seconds``, on the standard scale (a semitone per customer), with the
/// hourly ticks of a real day.
public enum GraphExample: String, Hashable, Sendable, CaseIterable {
  /// The line grows from empty to 12 waiting: the pitch climbs an octave.
  case rising = "rising"
  /// The line empties from 12 waiting: the pitch falls an octave, and the
  /// clerks' voice steps down at the end as the last are served.
  case falling = "falling"
  /// The line holds at about 4 waiting: the pitch stays, wavering a little.
  case steady = "steady"

  /// How long each example is heard, in seconds.
  public static let seconds = 3.0
  /// The model time each example spans.
  public static let span = ModelTime.seconds(4 * 3_600)
  /// The bins of each example.
  static let bins = 48

  /// The name `teller sounds` and the documentation give it.
  public var name: String { rawValue }

  /// The day it plays.
  public var series: QueueSeries {
    let count = Self.bins
    let width = ModelTime(nanoseconds: Self.span.nanoseconds / Int64(count))
    let share = (0..<count).map { Double($0) / Double(count - 1) }
    let waiting: [Double]
    var busy = [Double](repeating: 3, count: count)
    switch self {
    case .rising:
      waiting = share.map { ($0 * 12).rounded(.down) }
    case .falling:
      // Empty two bins before the end, where the last customers are
      // served and the clerks fall idle one by one.
      let emptyAt = Double(count - 3)
      waiting = (0..<count).map { max(0, ((1 - Double($0) / emptyAt) * 12).rounded(.up)) }
      busy[count - 2] = 2
      busy[count - 1] = 1
    case .steady:
      let wobble: [Double] = [0, 1, 0, -1, 0, 0, 1, 0, -1, -1, 0, 1]
      waiting = (0..<count).map { 4 + wobble[$0 % wobble.count] }
    }
    return QueueSeries.levels(waiting: waiting, busy: busy, clerks: 3, binWidth: width)
  }

  /// Its graph.
  public var graph: AudioGraph { AudioGraph(series, seconds: Self.seconds) }
}
