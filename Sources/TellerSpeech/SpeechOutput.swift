import TellerAccessibility
import TellerArguments
import TellerBank
import TellerPlatform
import TellerSession
import TellerSounds
import TellerSpeechModel
import TellerWording

/// Speech for a session, as one of its presenters: each step goes in, and
/// is said live (through speech-dispatcher or eSpeak NG), recorded into a
/// WAV file, or both, as the command line asked.
///
/// - ``present(_:)`` takes each ``SessionStep`` in order. Each is a new
///   step for ``SpeechScheduler``, which decides when speech cuts in: a
///   focus move, any navigation, a reset or an assertive announcement cuts
///   off what earlier steps said; polite announcements wait their turn; a
///   step caused by Escape (``SessionCommand/closeHelp``) silences speech
///   even when it says nothing.
/// - ``finish()`` ends speech: after a session that ended with its input
///   (the end of a pipe or a script), what waits is said first; after `q`
///   or `quit`, speech stops at once.
///
/// Each ``SpeechSink`` says, cancels and finishes on a thread of its own,
/// so no call but ``finish()`` waits: speech never holds up keys, the
/// screen or the clock.
///
/// With sounds on, each step's cues become sound icons (``PlacedIcon``),
/// given to every ``SoundSink`` before the step's speech: the recording,
/// which mixes them in at their model times, and live, Teller's own player
/// or speech-dispatcher's `SOUND_ICON`. Sounds never wait behind speech.
/// A step's audio graph (`o`) goes to the same sinks after its sentence,
/// and the next key stops it (``stopsGraph(_:)``).
///
/// When live speech cannot be given (no server, no eSpeak NG, no player)
/// one line says why on standard error and the session goes on without it.
/// A recording that cannot be created is an error before the session
/// starts (exit 73); one that cannot be written later is reported when it
/// happens, the session goes on, and ``finish()`` throws (exit 74).
public final class SpeechOutput: Presenter {
  private var scheduler = SpeechScheduler()
  private var sinks: [any SpeechSink]
  private var soundSinks: [any SoundSink]

  /// Creates speech over sinks, such as fakes in tests, and sound sinks
  /// (one may be a speech sink too, such as the recording).
  public init(sinks: [any SpeechSink], sounds: [any SoundSink] = []) {
    self.sinks = sinks
    self.soundSinks = sounds
  }

  /// Starts the speech and sounds the options ask for.
  ///
  /// Sounds go where speech goes: into the recording, and live with live
  /// speech; with no speech asked for, they play live alone.
  ///
  /// A voice eSpeak NG has none of is a usage error when eSpeak NG is the
  /// engine asked for: always for a recording, and for live speech with
  /// `--speech-engine espeak`. When `auto` falls back to eSpeak NG (the
  /// voice was meant for speech-dispatcher), one line says so and live
  /// speech is off; speech-dispatcher checks the voice once it is
  /// connected, and a voice it refuses turns its speech off with one line.
  ///
  /// Live speech and live sounds each arm an ``EmergencyAction`` (which
  /// installs the process's emergency handlers), so a signal that ends
  /// Teller, or a crash, still cancels speech and kills every player, with
  /// sounds alone as with speech.
  ///
  /// - Parameters:
  ///   - options: from the command line.
  ///   - sounds: `--sounds`.
  ///   - language: the session's language, which chooses the voice.
  ///   - environment: looks up an environment variable (`SPEECHD_ADDRESS`,
  ///     `XDG_RUNTIME_DIR`, `HOME`).
  ///   - command: the command whose usage an error names.
  ///   - report: takes each notice of what is off, and why, to be shown
  ///     where the user sees it; may be called from another thread.
  /// - Returns: nil when no speech or sound was asked for or none can be given.
  /// - Throws: ``SpeechStartError``: the `--speech-wav` file cannot be
  ///   created (73) or written (74), or `--voice` names a voice the engine
  ///   asked for lacks (64).
  public static func start(
    _ options: SpeechOptions, sounds: SoundChoice = .off, language: Language,
    environment: (String) -> String?, command: String = "teller",
    report: @escaping NoticeReport
  ) throws(SpeechStartError) -> SpeechOutput? {
    guard options.isRequested || sounds.isOn else { return nil }
    let settings = VoiceSettings(options, language: language)
    func unknownVoice(_ voice: String) -> SpeechStartError { Self.unknownVoice(voice, command) }
    var sinks: [any SpeechSink] = []
    var espeakReported = false
    if let path = options.wavPath {
      switch SpeechEngines.espeak(settings) {
      case .success(let synthesizer):
        do throws(SpeechRecordingError) {
          sinks.append(
            try SpeechRecorder(
              path: path, synthesizer: synthesizer, settings: settings, sounds: sounds,
              report: report))
        } catch {
          throw .recording(error)
        }
      case .failure(let failure):
        if let voice = failure.missingVoice { throw unknownVoice(voice) }
        report(failure.notice)
        espeakReported = true
      }
    }
    var liveSpeech: (any SpeechSink)?
    if options.live {
      switch SpeechEngines.live(
        options.engine, settings: settings, environment: environment, report: report)
      {
      case .success(let sink):
        sinks.append(sink)
        liveSpeech = sink
      case .failure(let failure):
        if options.engine == .espeak, let voice = failure.missingVoice {
          for sink in sinks { _ = sink.finish(drain: false, at: nil) }
          throw unknownVoice(voice)
        }
        if !(espeakReported && failure.isESpeakProblem) { report(failure.notice) }
      }
    }
    var soundSinks = sinks.compactMap { $0 as? any SoundSink }
    if sounds.isOn && (options.live || !options.isRequested) {
      switch SoundEngines.live(
        sounds, beside: liveSpeech, environment: environment, report: report)
      {
      case .success(let sink): soundSinks.append(sink)
      case .failure(let reason): report(reason.notice(.sound))
      }
    }
    if !sounds.isOn { soundSinks = [] }
    return sinks.isEmpty && soundSinks.isEmpty
      ? nil : SpeechOutput(sinks: sinks, sounds: soundSinks)
  }

  /// `--voice` names a voice eSpeak NG lacks: a usage error (64).
  private static func unknownVoice(_ voice: String, _ command: String) -> SpeechStartError {
    .usage(
      UsageError(
        .unknownVoice(option: "voice", voice: voice, engine: "eSpeak NG"), command: command))
  }

  /// Says a step: silences speech first when the step's cause asks for it
  /// (Escape), then says each record that is spoken, cutting in first when
  /// it should. Never waits and never fails: a recording that cannot be
  /// written is reported by its sink and surfaces at ``finish()``.
  public func present(_ step: SessionStep) {
    if !soundSinks.isEmpty {
      if step.graph == nil && Self.stopsGraph(step.cause) {
        for sink in soundSinks { sink.stopGraph(at: step.screen.time) }
      }
      let icons = PlacedIcon.icons(for: step.cues)
      if !icons.isEmpty { for sink in soundSinks { sink.play(icons) } }
    }
    perform(scheduler.present(step))
    // After the sentence, so a recording lays the graph after it.
    if let graph = step.graph { for sink in soundSinks { sink.playGraph(graph) } }
  }

  /// Whether a step stops the audio graph playing: any key or command
  /// does, but time passing and a script's `wait`, which let it play.
  static func stopsGraph(_ cause: SessionStep.Cause) -> Bool {
    switch cause {
    case .command(.wait), .command(.waitIdle), .start, .timePassing, .endOfInput: false
    case .command, .noCommand: true
    }
  }

  /// Ends speech and waits for it. After a session that ended with its
  /// input, what waits is said first; otherwise (`q`, `quit`) speech stops
  /// at once, and a recording ends at the latest model time.
  ///
  /// - Throws: ``PresentationError`` (exit 74) when the recording could not
  ///   be written; its sink already said why, when it happened.
  public func finish() throws(PresentationError) {
    let drain = scheduler.drainsWhenFinished
    let time = scheduler.latestTime
    var failed = false
    for sink in sinks where sink.finish(drain: drain, at: time) != nil { failed = true }
    // Sound sinks that are not speech sinks too (the recording is both).
    let finished = Set(sinks.map { ObjectIdentifier($0) })
    for sink in soundSinks where !finished.contains(ObjectIdentifier(sink)) {
      if sink.finish(drain: drain, at: time) != nil { failed = true }
    }
    sinks = []
    soundSinks = []
    if failed {
      throw PresentationError(.recordingIncomplete, isReported: true)
    }
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

/// Why speech could not start, so the session does not start either.
public enum SpeechStartError: Error, Sendable {
  /// The `--speech-wav` file cannot be created (73) or written (74).
  case recording(SpeechRecordingError)
  /// A mistake on the command line, such as a voice the engine lacks (64).
  case usage(UsageError)
}
