import TellerArguments
import TellerBank
import TellerCommands
import TellerPlatform
import TellerSession
import TellerSounds
import TellerSpeech
import TellerSpeechModel
import TellerTerminal
import TellerWording

/// Runs `teller simulate`: the bank fast-forward, then its statistics as
/// text or, with `--json`, as one JSON object. The wall time is measured
/// here, on the continuous clock.
///
/// A run longer than a second shows its progress on standard error, as
/// `--progress` asks (``ProgressStyle``, ``ProgressMeter``); a screen
/// reader is looked for only then, and only when it decides. Ctrl-C stops
/// the run between two chunks: the figures so far are printed, marked as
/// partial, and Teller ends by SIGINT (status 130). A second Ctrl-C ends
/// it at once.
enum SimulateCommand: TellerCommand {
  static let spec = CommandTable.simulate

  static func run(_ arguments: ParsedArguments, catalog: Catalog) throws(UsageError) -> ExitCode {
    let options = try SimulateOptions(
      arguments, locale: Shell.messagesLocale,
      progressVariable: Shell.environment(ProgressStyle.environmentVariable))
    let watch = SimulateWatch(form: { progressForm(options.progress) }, catalog: catalog)
    Interruption.takeRequests()
    let outcome: SimulationOutcome
    var series: QueueSeries?
    // Only a run asked for its graph pays for recording the line.
    if options.audioGraph != nil {
      var recorder = AudioGraphReport.recorder(options)
      outcome = options.simulation.run(into: { recorder.record($0) }, watching: watch.watch)
      series = recorder.series()
    } else {
      outcome = options.simulation.run(watching: watch.watch)
    }
    let study = replicate(outcome, options: options, watching: watch.watchReplications)
    let wallSeconds = watch.elapsed
    watch.finish(outcome, elapsed: wallSeconds)
    var graphFailure: ExitCode?
    var graph: AudioGraphReport?
    if let path = options.audioGraph, let series {
      (graph, graphFailure) = writeGraph(series, to: path, options: options, catalog: catalog)
    }
    var report =
      options.json
      ? SimulateReport.json(
        outcome, options: options, wallSeconds: wallSeconds, study: study, catalog: catalog)
      : SimulateReport.text(
        outcome, options: options, wallSeconds: wallSeconds, catalog: catalog, study: study)
    if let graph {
      report =
        options.json
        ? graph.adding(
          to: SimulateReport.jsonValue(
            outcome, options: options, wallSeconds: wallSeconds, study: study, catalog: catalog),
          catalog
        ).rendered + "\n"
        : report + graph.text(catalog)
    }
    guard outcome.isPartial || study?.isInterrupted == true else {
      Interruption.stopTakingRequests()
      return Shell.emit(report, status: graphFailure ?? .success, in: catalog)
    }
    let status = Shell.emit(report, status: .interrupted, in: catalog)
    guard status != .interrupted else { Shell.endAsInterrupted(in: catalog) }
    return status
  }

  /// The replications after the run, when asked for and the run was not
  /// stopped: the run is the first, the rest run on every processor (or
  /// `--threads`), the same figures whatever their number. Before each
  /// round the watcher hears how many are done.
  private static func replicate(
    _ outcome: SimulationOutcome, options: SimulateOptions,
    watching watch: (_ done: Int, _ planned: Int, _ target: Bool) -> Void
  ) -> ReplicationStudy? {
    guard let replications = options.replications, !outcome.isPartial else { return nil }
    var replicated = ReplicationStudy(simulation: options.simulation, replications: replications)
    replicated.add(
      SteadyStateEstimate(
        outcome.statistics, rule: replicated.simulation.warmup ?? .automatic,
        batches: options.simulation.confidenceBatches)?.meanWait ?? 0)
    let simulation = replicated.simulation
    let threads = options.threads ?? ParallelWork.processors
    // A fixed number runs in rounds of a few per thread, a precision
    // target one per thread, so few replications are made it then
    // leaves out; Ctrl-C is looked at between rounds.
    let width = replications.precision == nil ? 4 * threads : threads
    let (planned, target) = (replications.planned, replications.precision != nil)
    replicated.run(
      width: width,
      round: { indices in
        watch(indices.first ?? planned, planned, target)
        return ParallelWork.map(indices, threads: threads) {
          ReplicationStudy.estimate(of: simulation, replication: $0)
        }
      }, stop: { Interruption.isRequested })
    return replicated
  }

  /// Says the graph's sentence, lays the graph after it and writes both
  /// into `path`; a file that cannot be created is status 73, one that
  /// cannot be written 74, each said in one line.
  ///
  /// - Returns: the report's part, when the file was written; the status
  ///   of a failure.
  private static func writeGraph(
    _ series: QueueSeries, to path: String, options: SimulateOptions, catalog: Catalog
  ) -> (AudioGraphReport?, ExitCode?) {
    let graph = AudioGraphReport.graph(series, options: options)
    let name = "teller \(spec.name): "
    let audio = AudioGraphAudio.make(
      graph, sentence: catalog.audioGraphSentence(graph),
      settings: VoiceSettings(language: options.language),
      report: { Shell.writeError(name + catalog[$0] + "\n") })
    do throws(SpeechRecordingError) {
      try audio.write(to: path)
    } catch {
      Shell.writeError(
        name
          + AudioGraphReport.failure(
            path: error.path, reason: error.reason, atCreation: error.atCreation, catalog) + "\n")
      return (nil, error.exitCode)
    }
    return (AudioGraphReport(graph: graph, path: path, spoken: audio.spoken), nil)
  }

  /// How progress is shown, from where standard error goes; nil for none.
  private static func progressForm(_ style: ProgressStyle) -> ProgressMeter.Form? {
    let error = FileDescriptor.standardError
    return style.form(
      errorIsTerminal: error.isTerminal,
      atTerminal: Shell.standardInputIsTerminal || Shell.standardOutputIsTerminal
        || error.isTerminal,
      term: Shell.environment("TERM"), columns: error.windowSize?.columns,
      screenReaderRuns: { ScreenReaderCheck.running() != nil })
  }
}
