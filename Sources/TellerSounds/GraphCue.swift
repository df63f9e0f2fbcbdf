import TellerBank

/// A session step's request to hear the day so far as an audio graph:
/// the graph, when it was asked for, and how long the sentence said before
/// it is expected to take, so the graph starts once it is said.
public struct GraphCue: Hashable, Sendable {
  /// The day so far.
  public var graph: AudioGraph
  /// The model time it was asked for.
  public var time: ModelTime
  /// The sentence's expected speaking time: the graph starts this long
  /// after ``time`` where speech's own end is not known (live).
  public var lead: ModelTime

  /// Creates a cue.
  public init(graph: AudioGraph, time: ModelTime, lead: ModelTime) {
    self.graph = graph
    self.time = time
    self.lead = lead
  }
}
