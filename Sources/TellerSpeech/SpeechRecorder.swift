import TellerArguments
import TellerBank
import TellerPlatform
import TellerSounds
import TellerSpeechModel

/// Records what a listener hears into a WAV file, as a timeline in model
/// time (see ``SpeechTimeline``), on a thread of its own.
///
/// Utterances and cancels are handled in the order they came, so the file
/// depends only on them, not on how fast the machine is: the same script
/// under a virtual clock gives the same bytes. The first write that fails
/// is reported in one line; nothing more is recorded, the file stays a
/// valid WAV of what was written, and ``finish(drain:at:)`` returns 74.
///
/// With sounds on, it is also a ``SoundSink``: icons are mixed in at their
/// events' model times (see ``SoundTimeline``), and the file is stereo
/// unless the sounds are mono.
final class SpeechRecorder: SpeechSink, SoundSink, @unchecked Sendable {
  // Unchecked: `failed` is guarded by `lock`; the writer and timeline are
  // touched only by the worker thread.

  private enum Event {
    case say(Utterance)
    case cancel(ModelTime)
    case finish(drain: Bool, time: ModelTime?)
    case play([PlacedIcon])
  }

  private let synthesizer: ESpeakSynthesizer
  private let settings: VoiceSettings
  private let report: @Sendable (String) -> Void
  private let writer: WAVFileWriter
  private var timeline: SpeechTimeline
  /// The timeline of speech and sounds together, when sounds are on.
  private var mixed: SoundTimeline?
  private let inbox = SpeechInbox<Event>()
  private let lock = Lock()
  private var failed = false
  private var worker: SpeechThread?

  /// Creates the file, before the session starts, and the thread that writes it.
  ///
  /// - Throws: ``SpeechRecordingError`` when the file cannot be created.
  init(
    path: String, synthesizer: ESpeakSynthesizer, settings: VoiceSettings,
    sounds: SoundChoice = .off, report: @escaping @Sendable (String) -> Void
  ) throws(SpeechRecordingError) {
    self.synthesizer = synthesizer
    self.settings = settings
    self.report = report
    let rate = synthesizer.sampleRate
    mixed = sounds.isOn ? SoundTimeline(sampleRate: rate, channels: sounds.channels) : nil
    writer = try WAVFileWriter(path: path, sampleRate: rate, channels: mixed?.channels ?? 1)
    timeline = SpeechTimeline(sampleRate: rate)
    worker = SpeechThread.start { [self] in work() }
    if worker == nil {
      writer.close()
      throw SpeechRecordingError(
        path: path, reason: "No thread could be started to write it", atCreation: true)
    }
  }

  func say(_ utterance: Utterance) { inbox.post(.say(utterance)) }

  func cancel(at time: ModelTime) { inbox.post(.cancel(time)) }

  func play(_ icons: [PlacedIcon]) {
    if mixed != nil && !icons.isEmpty { inbox.post(.play(icons)) }
  }

  func finish(drain: Bool, at time: ModelTime?) -> ExitCode? {
    inbox.post(.finish(drain: drain, time: time), closing: true)
    worker?.join()
    worker = nil
    return lock.withLock { failed } ? .ioError : nil
  }

  private func work() {
    var ended = false
    while !ended {
      for event in inbox.take() {
        if case .finish = event { ended = true }
        if mixed != nil {
          mix(event)
          continue
        }
        let edits: [SpeechTimeline.Edit]
        switch event {
        case .say(let utterance): edits = timeline.say(utterance, synthesize: synthesize)
        case .cancel(let time): edits = timeline.cancel(at: time, synthesize: synthesize)
        case .finish(let drain, let time):
          edits = timeline.finish(drain: drain, at: time, synthesize: synthesize)
        case .play: edits = []
        }
        apply(edits)
      }
    }
    writer.close()
  }

  private func synthesize(_ utterance: Utterance) -> [Int16] {
    guard !lock.withLock({ failed }) else { return [] }
    do throws(SpeechUnavailable) {
      return try synthesizer.synthesize(text: utterance.text, settings: settings)
    } catch {
      report(error.message("the speech recording"))
      return []
    }
  }

  /// Handles an event on the timeline of speech and sounds, and writes the
  /// frames it settles.
  private func mix(_ event: Event) {
    guard var mixed else { return }
    let audio: [MixedAudio]
    switch event {
    case .say(let utterance): audio = mixed.say(utterance, synthesize: synthesize)
    case .cancel(let time): audio = mixed.cancel(at: time, synthesize: synthesize)
    case .play(let icons): audio = mixed.play(icons, synthesize: synthesize)
    case .finish(let drain, let time):
      audio = mixed.finish(drain: drain, at: time, synthesize: synthesize)
    }
    self.mixed = mixed
    write(audio, channels: mixed.channels)
  }

  private func write(_ audio: [MixedAudio], channels: Int) {
    guard !audio.isEmpty, !lock.withLock({ failed }) else { return }
    do throws(SpeechRecordingError) {
      for part in audio {
        switch part {
        case .frames(let samples): try writer.append(samples)
        case .silence(let frames): try writer.appendSilence(frames * channels)
        }
      }
    } catch {
      lock.withLock { failed = true }
      report("teller: \(error.message) The recording stops here.\n")
    }
  }

  private func apply(_ edits: [SpeechTimeline.Edit]) {
    guard !edits.isEmpty, !lock.withLock({ failed }) else { return }
    do throws(SpeechRecordingError) {
      for edit in edits {
        switch edit {
        case .append(let samples): try writer.append(samples)
        case .silence(let count): try writer.appendSilence(count)
        case .truncate(let count): try writer.truncate(toSampleCount: count)
        }
      }
    } catch {
      lock.withLock { failed = true }
      report("teller: \(error.message) The recording stops here.\n")
    }
  }
}
