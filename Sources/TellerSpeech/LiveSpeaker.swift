import TellerArguments
import TellerBank
import TellerPlatform
import TellerSession
import TellerSpeechModel
import TellerWording

/// Speaks with eSpeak NG through an audio player, on a thread of its own.
///
/// Utterances wait in a ``SpeechQueue``. Each one starts a new player and
/// is synthesised straight into it, so the first sound comes as soon as
/// eSpeak NG makes it. A cancel drops what waits, stops synthesis and kills
/// the player at once. When a player fails (as it does with no sound
/// device), one line is reported and live speech stops for the rest of the
/// session.
///
/// No player outlives Teller: the ``LivePlayer`` it plays through kills
/// each one's process group on a cut, a stop, and through an
/// ``EmergencyAction`` on a signal that ends Teller, a crash, or `exit`.
/// Draining at the end of input lasts at most ``speechDrainLimit``.
final class LiveSpeaker: SpeechSink, Sendable {
  /// The longest ``finish(drain:at:)`` waits for the thread when stopping.
  static let stopMilliseconds = 150

  private let synthesizer: ESpeakSynthesizer
  private let settings: VoiceSettings
  private let player: LivePlayer
  private let report: NoticeReport

  private struct State {
    var queue = SpeechQueue()
    /// Goes up at every cancel, so the worker can tell its utterance was cut off.
    var generation = 0
    var draining = false
    var stopped = false
    var failed = false
    var worker: SpeechThread?

    /// Whether the worker has something to do: an utterance, or an end.
    var hasWork: Bool { !queue.isEmpty || stopped || draining || failed }
  }

  private let state = Locked(State())

  /// Starts the speaking thread.
  ///
  /// - Throws: ``SpeechUnavailable`` when no thread can be started.
  init(
    synthesizer: ESpeakSynthesizer, settings: VoiceSettings, player: AudioPlayer,
    report: @escaping NoticeReport
  ) throws(SpeechUnavailable) {
    self.synthesizer = synthesizer
    self.settings = settings
    self.player = LivePlayer(player, sampleRate: synthesizer.sampleRate, channels: 1)
    self.report = report
    let worker = try SpeechThread.started { [self] in work() }
    state.withLock { $0.worker = worker }
  }

  func say(_ utterance: Utterance) {
    state.withLock { state in
      guard !state.failed && !state.stopped && !state.draining else { return }
      state.queue.submit(utterance)
    }
  }

  func cancel(at time: ModelTime) {
    state.withLock { state in
      state.queue.clear()
      state.generation += 1
    }
    player.cut()
  }

  func finish(drain: Bool, at time: ModelTime?) -> ExitCode? {
    let worker = state.withLock { state in
      if drain { state.draining = true }
      return state.worker
    }
    var ended = false
    if drain {
      ended = worker?.join(timeoutMilliseconds: speechDrainLimitMilliseconds) ?? true
    }
    if !ended {
      state.withLock { state in
        state.stopped = true
        state.queue.clear()
        state.generation += 1
      }
      player.stop()
      ended = worker?.join(timeoutMilliseconds: LiveSpeaker.stopMilliseconds) ?? true
    }
    state.withLock { $0.worker = nil }
    // A worker still running is past starting players, but its last may
    // not be reaped yet: keep it covered at exit.
    if ended { player.retire() }
    return nil
  }

  private func work() {
    while true {
      let next: (Utterance, Int)? = state.withLock(when: { $0.hasWork }) { state in
        guard !state.stopped, !state.failed, let utterance = state.queue.next() else { return nil }
        return (utterance, state.generation)
      }
      guard let (utterance, started) = next else { break }
      guard let failure = say(utterance, generation: started) else { continue }
      let isFirst = state.withLock { state in
        guard !state.failed && !state.stopped else { return false }
        state.failed = true
        state.queue.clear()
        return true
      }
      // Reported with the lock let go: standard error may be slow to take
      // the line, and the session's `say` waits for the lock.
      if isFirst { report(failure) }
    }
  }

  /// Whether the utterance of a generation has been cut off.
  private func isCutOff(_ started: Int) -> Bool {
    state.withLock { $0.generation != started || $0.stopped }
  }

  /// Plays one utterance while synthesising it, unless it is cut off.
  ///
  /// - Returns: the notice to report when the player or synthesis failed.
  private func say(_ utterance: Utterance, generation started: Int) -> EdgeNotice? {
    player.play(isCutOff: { [self] in isCutOff(started) }) { send throws(SpeechUnavailable) in
      var failure: SpeechUnavailable?
      withoutActuallyEscaping(send) { send in
        do throws(SpeechUnavailable) {
          // eSpeak NG is locked while it hands samples over: `send` takes
          // only what fits now, waiting for nothing.
          _ = try synthesizer.synthesize(text: utterance.text, settings: settings) { send($0) }
        } catch {
          failure = error
        }
      }
      if let failure { throw failure }
    }?.notice(.liveSpeech)
  }
}
