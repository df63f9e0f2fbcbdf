import TellerBank

/// Teller's sound icons: a short sound in place of a sentence, for what
/// happens too often to be said in words.
///
/// Each is under 150 ms, made from sine tones and noise (see
/// ``design``), and told apart from the others by pitch, rhythm and
/// timbre, not by loudness. In stereo each sits where its list is on the
/// screen: what joins Waiting on the left, what leaves Processing on the
/// right, a start moving from left to right as the customer does, and the
/// rest in the middle.
public enum SoundIcon: String, Hashable, Sendable, CaseIterable {
  /// A deposit customer starts being served: a bright rising blip that
  /// moves from the Waiting side to the Processing side.
  case depositStarted = "deposit-start"
  /// A loan customer starts being served: the same rising, moving blip a
  /// fifth lower, with a hollow, woody overtone.
  case loanStarted = "loan-start"
  /// A customer finishes: a short falling tock with a click, on the
  /// Processing side.
  case finished = "finish"
  /// Customers are added: three quick rising pips, on the Waiting side.
  case added = "added"
  /// The bank goes idle, all served: a two-note chime rising to the
  /// octave, in the middle.
  case allServed = "all-served"
  /// An edge: no more items in that direction. A dull low thud, in the middle.
  case edge = "edge"
  /// An error: two low buzzes, in the middle.
  case error = "error"

  /// The icon of each work type's start: a type of the standard table has
  /// its own (a test holds every one to it).
  public static let starts: [WorkType: SoundIcon] = [
    .deposit: .depositStarted, .loan: .loanStarted,
  ]

  /// The icon of a service's start for a work type: its own, or, for a
  /// type without one, the first type's, so every start is heard.
  public static func started(_ type: WorkType) -> SoundIcon {
    starts[type] ?? .depositStarted
  }

  /// The name `teller sounds` and the documentation give it.
  public var name: String { rawValue }

  /// The icon of the sound-icons package (in `/usr/share/sounds/sound-icons`)
  /// that stands for it when speech-dispatcher plays it with `SOUND_ICON`:
  /// short ones, the two starts told apart by timbre.
  public var serverName: String {
    switch self {
    case .depositStarted: "left-round-bracket"
    case .loanStarted: "left-square-bracket"
    case .finished: "right-round-bracket"
    case .added: "message"
    case .allServed: "finish"
    case .edge: "capital"
    case .error: "empty-text"
    }
  }

  /// How it is made.
  public var design: SoundDesign {
    switch self {
    case .depositStarted: Self.depositStartedDesign
    case .loanStarted: Self.loanStartedDesign
    case .finished: Self.finishedDesign
    case .added: Self.addedDesign
    case .allServed: Self.allServedDesign
    case .edge: Self.edgeDesign
    case .error: Self.errorDesign
    }
  }

  /// Renders the icon.
  ///
  /// - Complexity: O(n) in its samples.
  public func clip(sampleRate: Int, channels: Int) -> SoundClip {
    design.render(sampleRate: sampleRate, channels: channels)
  }
}
