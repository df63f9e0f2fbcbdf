import TellerArguments
import TellerBank
import TellerPlatform
import TellerSession
import TellerSounds
import TellerSpeechModel
import TellerWording

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
final class SpeechRecorder: SpeechSink, SoundSink, Sendable {
  private enum Event {
    case say(Utterance)
    case cancel(ModelTime)
    case finish(drain: Bool, time: ModelTime?)
    case play([PlacedIcon])
    case graph(GraphCue)
    case stopGraph(ModelTime)
  }

  /// What the recording thread alone touches: the file and the timelines.
  private struct Recording {
    let writer: WAVFileWriter
    var timeline: SpeechTimeline
    /// The timeline of speech and sounds together, when sounds are on.
    var mixed: SoundTimeline?
  }

  private let synthesizer: ESpeakSynthesizer
  private let settings: VoiceSettings
  private let report: NoticeReport
  /// Whether sounds are mixed in.
  private let mixesSounds: Bool
  private let inbox = SpeechInbox<Event>()
  /// Whether a write failed, after which nothing more is recorded.
  private let failed = Locked(false)
  private let worker = Locked<SpeechThread?>(nil)

  /// Creates the file, before the session starts, and the thread that writes it.
  ///
  /// - Throws: ``SpeechRecordingError`` when the file cannot be created.
  init(
    path: String, synthesizer: ESpeakSynthesizer, settings: VoiceSettings,
    sounds: SoundChoice = .off, report: @escaping NoticeReport
  ) throws(SpeechRecordingError) {
    self.synthesizer = synthesizer
    self.settings = settings
    self.report = report
    let rate = synthesizer.sampleRate
    let mixed = sounds.isOn ? SoundTimeline(sampleRate: rate, channels: sounds.channels) : nil
    mixesSounds = mixed != nil
    let recording = Recording(
      writer: try WAVFileWriter(path: path, sampleRate: rate, channels: mixed?.channels ?? 1),
      timeline: SpeechTimeline(sampleRate: rate), mixed: mixed)
    // The recording is the thread's alone; when no thread starts, it is let
    // go with the thread's work, which closes the file.
    guard let thread = SpeechThread.start({ [self] in work(recording) }) else {
      throw SpeechRecordingError(
        path: path, reason: .known(.noThreadToWrite), atCreation: true)
    }
    worker.withLock { $0 = thread }
  }

  func say(_ utterance: Utterance) { inbox.post(.say(utterance)) }

  func cancel(at time: ModelTime) { inbox.post(.cancel(time)) }

  func play(_ icons: [PlacedIcon]) {
    if mixesSounds && !icons.isEmpty { inbox.post(.play(icons)) }
  }

  func playGraph(_ cue: GraphCue) {
    if mixesSounds { inbox.post(.graph(cue)) }
  }

  func stopGraph(at time: ModelTime) {
    if mixesSounds { inbox.post(.stopGraph(time)) }
  }

  func finish(drain: Bool, at time: ModelTime?) -> ExitCode? {
    inbox.post(.finish(drain: drain, time: time), closing: true)
    let thread = worker.withLock { worker in
      defer { worker = nil }
      return worker
    }
    thread?.join()
    return failed.withLock { $0 } ? .ioError : nil
  }

  private func work(_ recording: consuming Recording) {
    var recording = recording
    var ended = false
    while !ended {
      for event in inbox.take() {
        if case .finish = event { ended = true }
        if recording.mixed != nil {
          mix(event, into: &recording)
          continue
        }
        let edits: [SpeechTimeline.Edit]
        switch event {
        case .say(let utterance): edits = recording.timeline.say(utterance, synthesize: synthesize)
        case .cancel(let time): edits = recording.timeline.cancel(at: time, synthesize: synthesize)
        case .finish(let drain, let time):
          edits = recording.timeline.finish(drain: drain, at: time, synthesize: synthesize)
        case .play, .graph, .stopGraph: edits = []
        }
        apply(edits, to: recording.writer)
      }
    }
    recording.writer.close()
  }

  private func synthesize(_ utterance: Utterance) -> [Int16] {
    guard !failed.withLock({ $0 }) else { return [] }
    do throws(SpeechUnavailable) {
      return try synthesizer.synthesize(text: utterance.text, settings: settings)
    } catch {
      report(error.notice(.recording))
      return []
    }
  }

  /// Handles an event on the timeline of speech and sounds, and writes the
  /// frames it settles.
  private func mix(_ event: Event, into recording: inout Recording) {
    guard var mixed = recording.mixed else { return }
    let audio: [MixedAudio]
    switch event {
    case .say(let utterance): audio = mixed.say(utterance, synthesize: synthesize)
    case .cancel(let time): audio = mixed.cancel(at: time, synthesize: synthesize)
    case .play(let icons): audio = mixed.play(icons, synthesize: synthesize)
    case .graph(let cue): audio = mixed.playGraph(cue, synthesize: synthesize)
    case .stopGraph(let time): audio = mixed.stopGraph(at: time)
    case .finish(let drain, let time):
      audio = mixed.finish(drain: drain, at: time, synthesize: synthesize)
    }
    recording.mixed = mixed
    write(audio, channels: mixed.channels, to: recording.writer)
  }

  private func write(_ audio: [MixedAudio], channels: Int, to writer: WAVFileWriter) {
    guard !audio.isEmpty, !failed.withLock({ $0 }) else { return }
    do throws(SpeechRecordingError) {
      for part in audio {
        switch part {
        case .frames(let samples): try writer.append(samples)
        case .silence(let frames): try writer.appendSilence(frames * channels)
        }
      }
    } catch {
      stop(error)
    }
  }

  private func apply(_ edits: [SpeechTimeline.Edit], to writer: WAVFileWriter) {
    guard !edits.isEmpty, !failed.withLock({ $0 }) else { return }
    do throws(SpeechRecordingError) {
      for edit in edits {
        switch edit {
        case .append(let samples): try writer.append(samples)
        case .silence(let count): try writer.appendSilence(count)
        case .truncate(let count): try writer.truncate(toSampleCount: count)
        }
      }
    } catch {
      stop(error)
    }
  }

  /// Records nothing more after a failed write, and says why.
  private func stop(_ error: SpeechRecordingError) {
    failed.withLock { $0 = true }
    report(.recordingStopped(path: error.path, reason: error.reason))
  }
}
