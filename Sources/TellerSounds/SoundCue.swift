import TellerBank

/// Something a session step reports that a sound can stand for: a bank
/// event, a navigation edge or an error, each with the model time it
/// happened at.
///
/// The session lists them on every step beside its records, in the order
/// they happened, so presenters that make sound place each at the model
/// time of its event, to the sample, while text presenters ignore them.
public enum SoundCue: Hashable, Sendable {
  /// Something happened in the bank.
  case bank(BankEvent)
  /// A move found no more items in its direction (an end of the reading
  /// order, or nothing more of the rotor's kind).
  case edge(at: ModelTime)
  /// The step reported an error.
  case error(at: ModelTime)

  /// When it happened.
  public var time: ModelTime {
    switch self {
    case .bank(let event): event.time
    case .edge(let time), .error(let time): time
    }
  }

  /// The icon it sounds as, or nil when it has none (a reset, whose words
  /// say it at once).
  public var icon: SoundIcon? {
    switch self {
    case .bank(let event):
      switch event.kind {
      case .arrived: .added
      case .started(let customer, _): .started(customer.workType)
      case .finished: .finished
      case .allServed: .allServed
      case .reset: nil
      }
    case .edge: .edge
    case .error: .error
    }
  }
}

/// An icon to play at a model time.
public struct PlacedIcon: Hashable, Sendable {
  /// The icon.
  public var icon: SoundIcon
  /// The model time of its event.
  public var time: ModelTime

  /// Creates a placed icon.
  public init(_ icon: SoundIcon, at time: ModelTime) {
    self.icon = icon
    self.time = time
  }

  /// The icons for a step's cues, in time order: one per icon and instant,
  /// so ten customers added at once, or two deposit clerks starting
  /// together, sound once.
  ///
  /// - Complexity: O(n log n) in the cues.
  public static func icons(for cues: [SoundCue]) -> [PlacedIcon] {
    var seen: Set<PlacedIcon> = []
    var placed: [PlacedIcon] = []
    for cue in cues {
      guard let icon = cue.icon else { continue }
      let item = PlacedIcon(icon, at: cue.time)
      if seen.insert(item).inserted { placed.append(item) }
    }
    // Stable: icons at one instant keep the order their events came in.
    return placed.enumerated().sorted {
      ($0.element.time, $0.offset) < ($1.element.time, $1.offset)
    }
    .map(\.element)
  }
}
