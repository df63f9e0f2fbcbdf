import TellerArguments
import TellerSounds

/// The words of the audio graph: the sentence said before it, the lesson's
/// names in `teller sounds`, and the problems of writing it to a file.
public enum AudioGraphMessage: Hashable, Sendable {
  /// The sentence before a graph, its axes and extremes: "Waiting
  /// customers over 8 hours: highest 14, at 2 hours 20 minutes. A tick
  /// every hour; each customer a semitone higher."
  case sentence(AudioGraphFacts)
  /// A day of no time: there is nothing to hear.
  case nothingToHear
  /// The line before the graph's lesson in `teller sounds`.
  case lessonHeading
  /// What one of the lesson's graphs shows, said before it plays.
  case example(GraphExample)
  /// What `teller sounds` prints for one of the lesson's graphs.
  case exampleDescription(GraphExample)
  /// The graph's file cannot be created (exit 73).
  case cannotCreate(option: String, path: String, reason: SystemReason)
  /// The graph's file cannot be written (exit 74).
  case cannotWrite(option: String, path: String, reason: SystemReason)
  /// The notice when no voice can say the sentence: the graph comes alone.
  case withoutSentence
  /// The line of `teller simulate`'s report that names the graph's file.
  case written(path: String, seconds: String)
  /// The manual's paragraph on the audio graph.
  case manual(AudioGraphManualFacts)
}

/// The names the manual's paragraph on the audio graph gives.
public struct AudioGraphManualFacts: Hashable, Sendable {
  /// The command that writes a graph: `teller simulate`.
  public var command: String
  /// Its option naming the file, without dashes.
  public var option: String
  /// Its option for the listening time, without dashes.
  public var secondsOption: String
  /// The listening time by default, written.
  public var seconds: String
  /// The session's key that plays the day so far, named; nil for none.
  public var key: String?
  /// The option that records the session, without dashes.
  public var recording: String
  /// The command with the lesson: `teller sounds`.
  public var lesson: String

  /// Creates the facts.
  public init(
    command: String, option: String, secondsOption: String, seconds: String, key: String?,
    recording: String, lesson: String
  ) {
    self.command = command
    self.option = option
    self.secondsOption = secondsOption
    self.seconds = seconds
    self.key = key
    self.recording = recording
    self.lesson = lesson
  }
}

/// What the sentence before an audio graph says: its axes (the day's
/// length and its ticks, the pitch scale) and its extremes.
public struct AudioGraphFacts: Hashable, Sendable {
  /// The day's length.
  public var span: SpanParts
  /// The most customers waiting at once.
  public var peak: Int
  /// When the line first reached its peak, from the day's start.
  public var peakAt: SpanParts
  /// The stretch between two ticks, or nil for none.
  public var tick: GraphTick?
  /// Whether each customer is a semitone (else the peak is two octaves up).
  public var standardScale: Bool

  /// Creates the facts.
  public init(
    span: SpanParts, peak: Int, peakAt: SpanParts, tick: GraphTick?, standardScale: Bool
  ) {
    self.span = span
    self.peak = peak
    self.peakAt = peakAt
    self.tick = tick
    self.standardScale = standardScale
  }
}
