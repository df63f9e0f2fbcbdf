import TellerArguments
import TellerBank
import TellerSession
import TellerSounds
import TellerText
import TellerWording

/// What `teller simulate --audio-graph FILE` adds to its report: the
/// graph's file and the sentence said before it, in text; in JSON, the
/// series it plays too, so the sound can be checked against the numbers.
public struct AudioGraphReport: Sendable {
  /// The day heard.
  public var graph: AudioGraph
  /// The file it was written to.
  public var path: String
  /// Whether the sentence was spoken in the file.
  public var spoken: Bool

  /// Creates a report.
  public init(graph: AudioGraph, path: String, spoken: Bool) {
    self.graph = graph
    self.path = path
    self.spoken = spoken
  }

  /// The graph of a simulated day: the series of its events, heard over
  /// the options' listening time.
  public static func graph(_ series: QueueSeries, options: SimulateOptions) -> AudioGraph {
    AudioGraph(series, seconds: options.graphSeconds)
  }

  /// A recorder for a simulated day, sized to every clerk of the bank.
  public static func recorder(_ options: SimulateOptions) -> QueueSeriesRecorder {
    let configuration = options.simulation.configuration
    return QueueSeriesRecorder(
      clerks: configuration.totalClerks)
  }

  /// Two lines: the file and its length, then the sentence.
  public func text(_ catalog: Catalog) -> String {
    let written = catalog[
      AudioGraphMessage.written(path: visibleText(path), seconds: plainNumber(graph.seconds))]
    return written + "\n" + catalog.audioGraphSentence(graph) + "\n"
  }

  /// The `audio_graph` member of the JSON object: `file`, `seconds` (the
  /// listening time), `spoken` (whether the sentence was said in it),
  /// `sentence`, `span_seconds` (the day), `peak_waiting` and
  /// `peak_seconds` (the most waiting at once, and when first),
  /// `semitones_per_customer`, `bin_seconds` and `mean_waiting` (the
  /// number waiting averaged over each bin, the series the pitch follows).
  public func json(_ catalog: Catalog) -> JSONValue {
    let series = graph.series
    return .object([
      ("file", .string(path)),
      ("seconds", .number(graph.seconds)),
      ("spoken", .bool(spoken)),
      ("sentence", .string(catalog.audioGraphSentence(graph))),
      ("span_seconds", .number(series.span.seconds)),
      ("peak_waiting", .integer(Int64(series.peakWaiting))),
      ("peak_seconds", .number(series.peakTime.seconds)),
      ("semitones_per_customer", .number(graph.scale.semitonesPerCustomer)),
      ("bin_seconds", .number(series.binWidth.seconds)),
      ("mean_waiting", .array(series.bins.map { .number($0.meanWaiting) })),
    ])
  }

  /// The line saying the graph's file cannot be created or written,
  /// control characters in its name made visible.
  public static func failure(
    path: String, reason: SystemReason, atCreation: Bool, _ catalog: Catalog
  ) -> String {
    let option = CommandTable.audioGraph.name
    let shown = visibleText(path)
    return catalog[
      atCreation
        ? .cannotCreate(option: option, path: shown, reason: reason)
        : .cannotWrite(option: option, path: shown, reason: reason)]
  }

  /// A report's JSON object with the graph's member added at its end.
  public func adding(to report: JSONValue, _ catalog: Catalog) -> JSONValue {
    guard case .object(var members) = report else { return report }
    members.append(("audio_graph", json(catalog)))
    return .object(members)
  }
}
