import TellerBank
import TellerSounds

extension AudioGraphFacts {
  /// The facts of a graph: its day's length and peak rounded to the
  /// minute for a day of an hour or more, else to the second.
  public init(_ graph: AudioGraph) {
    let series = graph.series
    let unit: SpanParts.Unit = series.span >= .seconds(3_600) ? .minute : .second
    self.init(
      span: SpanParts(series.span, roundedTo: unit), peak: series.peakWaiting,
      peakAt: SpanParts(series.peakTime, roundedTo: unit), tick: graph.tick,
      standardScale: graph.scale.isStandard)
  }
}

extension Catalog {
  /// The sentence said before an audio graph: the day's length, its peak
  /// and when, the ticks and the scale; for a day of no time, that there
  /// is nothing to hear.
  public func audioGraphSentence(_ graph: AudioGraph) -> String {
    guard graph.series.span > .zero, !graph.series.bins.isEmpty else {
      return self[AudioGraphMessage.nothingToHear]
    }
    return self[AudioGraphMessage.sentence(AudioGraphFacts(graph))]
  }
}
