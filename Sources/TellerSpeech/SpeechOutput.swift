import TellerAccessibility
import TellerApp
import TellerArguments
import TellerBank

/// Speech for a session: records go in, and are said live (through
/// speech-dispatcher or eSpeak NG), recorded into a WAV file, or both, as
/// the command line asked.
///
/// It is fed the session's record stream and a few explicit calls, so it
/// can sit behind any loop that hands out records:
/// - ``beginStep()`` before the records of each input, or of time passing;
/// - ``speak(_:)`` for each record, in order, after it is written;
/// - ``interrupt(at:)`` when the user silences speech (Escape);
/// - ``finish(drain:)`` at the end: draining at the end of piped input, so
///   what waits is said; stopping at once on `q` or `quit`.
///
/// ``SpeechScheduler`` decides when speech cuts in; each ``SpeechSink``
/// says, cancels and finishes on a thread of its own, so no call but
/// ``finish(drain:)`` waits.
///
/// When live speech cannot be given (no server, no eSpeak NG, no player)
/// one line says why on standard error and the session goes on without it.
/// A recording that cannot be created is an error before the session starts.
public final class SpeechOutput {
  private var scheduler = SpeechScheduler()
  private var sinks: [any SpeechSink]

  /// Creates speech over sinks, such as fakes in tests.
  public init(sinks: [any SpeechSink]) {
    self.sinks = sinks
  }

  /// Starts the speech the options ask for.
  ///
  /// - Parameters:
  ///   - options: from the command line.
  ///   - language: the session's language, which chooses the voice.
  ///   - environment: looks up an environment variable (`SPEECHD_ADDRESS`,
  ///     `XDG_RUNTIME_DIR`, `HOME`).
  ///   - report: writes a line to standard error; may be called from
  ///     another thread.
  /// - Returns: nil when no speech was asked for or none can be given.
  /// - Throws: ``SpeechRecordingError`` when the `--speech-wav` file cannot
  ///   be created (exit 73).
  public static func start(
    _ options: SpeechOptions, language: Language, environment: (String) -> String?,
    report: @escaping @Sendable (String) -> Void
  ) throws(SpeechRecordingError) -> SpeechOutput? {
    guard options.isRequested else { return nil }
    let settings = VoiceSettings(options, language: language)
    var sinks: [any SpeechSink] = []
    var espeakReported = false
    if let path = options.wavPath {
      switch SpeechEngines.espeak(settings) {
      case .success(let synthesizer):
        sinks.append(
          try SpeechRecorder(
            path: path, synthesizer: synthesizer, settings: settings, report: report))
      case .failure(let reason):
        report(reason.message())
        espeakReported = true
      }
    }
    if options.live {
      switch SpeechEngines.live(
        options.engine, settings: settings, environment: environment, report: report)
      {
      case .success(let sink): sinks.append(sink)
      case .failure(let failure):
        if !(espeakReported && failure.isESpeakProblem) { report(failure.line) }
      }
    }
    return sinks.isEmpty ? nil : SpeechOutput(sinks: sinks)
  }

  /// Starts a new step: the records that follow answer a new input, or
  /// time passing.
  public func beginStep() { scheduler.beginStep() }

  /// Says a record, if it is spoken, cutting in first when it should.
  public func speak(_ record: OutputRecord) {
    perform(scheduler.schedule(record))
  }

  /// Silences speech at a model time, as Escape does.
  public func interrupt(at time: ModelTime) {
    perform(scheduler.interrupt(at: time))
  }

  /// Ends speech and waits for it. With `drain` (the end of piped input),
  /// what waits is said first; without (`q`, `quit`), speech stops at once,
  /// and a recording ends at the latest model time.
  ///
  /// - Returns: 74 when the recording could not be written, else nil.
  public func finish(drain: Bool) -> ExitCode? {
    let time = scheduler.latestTime
    var status: ExitCode?
    for sink in sinks {
      if let code = sink.finish(drain: drain, at: time), status == nil { status = code }
    }
    sinks = []
    return status
  }

  private func perform(_ actions: [SpeechAction]) {
    for action in actions {
      for sink in sinks {
        switch action {
        case .say(let utterance): sink.say(utterance)
        case .cancel(let time): sink.cancel(at: time)
        }
      }
    }
  }
}
