import TellerArguments
import TellerBank
import TellerPlatform
import TellerSpeechModel

#if canImport(Glibc)
  import Glibc
#endif

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
final class LiveSpeaker: SpeechSink, @unchecked Sendable {
  // Unchecked: every mutable property is guarded by `lock`.

  /// The longest ``finish(drain:at:)`` waits for the thread when stopping.
  static let stopMilliseconds = 150

  private let synthesizer: ESpeakSynthesizer
  private let settings: VoiceSettings
  private let player: LivePlayer
  private let report: @Sendable (String) -> Void
  private let lock = Lock()
  private var queue = SpeechQueue()
  /// Goes up at every cancel, so the worker can tell its utterance was cut off.
  private var generation = 0
  private var draining = false
  private var stopped = false
  private var failed = false
  private var worker: SpeechThread?

  /// Starts the speaking thread.
  ///
  /// - Throws: ``SpeechUnavailable`` when no thread can be started.
  init(
    synthesizer: ESpeakSynthesizer, settings: VoiceSettings, player: AudioPlayer,
    report: @escaping @Sendable (String) -> Void
  ) throws(SpeechUnavailable) {
    self.synthesizer = synthesizer
    self.settings = settings
    self.player = LivePlayer(player, sampleRate: synthesizer.sampleRate, channels: 1)
    self.report = report
    worker = try SpeechThread.started { [self] in work() }
  }

  func say(_ utterance: Utterance) {
    lock.withLock {
      guard !failed && !stopped && !draining else { return }
      queue.submit(utterance)
      lock.broadcast()
    }
  }

  func cancel(at time: ModelTime) {
    lock.withLock {
      queue.clear()
      generation += 1
    }
    player.cut()
  }

  func finish(drain: Bool, at time: ModelTime?) -> ExitCode? {
    var ended = false
    if drain {
      lock.withLock {
        draining = true
        lock.broadcast()
      }
      ended = worker?.join(timeoutMilliseconds: speechDrainLimitMilliseconds) ?? true
    }
    if !ended {
      lock.withLock {
        stopped = true
        queue.clear()
        generation += 1
        lock.broadcast()
      }
      player.stop()
      ended = worker?.join(timeoutMilliseconds: LiveSpeaker.stopMilliseconds) ?? true
    }
    worker = nil
    // A worker still running is past starting players, but its last may
    // not be reaped yet: keep it covered at exit.
    if ended { player.retire() }
    return nil
  }

  private func work() {
    while true {
      let next: (Utterance, Int)? = lock.withLock {
        while queue.isEmpty && !stopped && !draining && !failed { lock.wait() }
        guard !stopped, !failed, let utterance = queue.next() else { return nil }
        return (utterance, generation)
      }
      guard let (utterance, started) = next else { break }
      guard let failure = say(utterance, generation: started) else { continue }
      lock.withLock {
        guard !failed && !stopped else { return }
        failed = true
        queue.clear()
        report(failure)
      }
    }
  }

  /// Whether the utterance of a generation has been cut off.
  private func isCutOff(_ started: Int) -> Bool {
    lock.withLock { generation != started || stopped }
  }

  /// Plays one utterance while synthesising it, unless it is cut off.
  ///
  /// - Returns: the line to report when the player or synthesis failed.
  private func say(_ utterance: Utterance, generation started: Int) -> String? {
    player.play(isCutOff: { [self] in isCutOff(started) }) { send throws(SpeechUnavailable) in
      var failure: SpeechUnavailable?
      withoutActuallyEscaping(send) { send in
        do throws(SpeechUnavailable) {
          // The synthesizer's lock is held while it hands samples over:
          // `send` takes only what fits now.
          _ = try synthesizer.synthesize(text: utterance.text, settings: settings) { send($0) }
        } catch {
          failure = error
        }
      }
      if let failure { throw failure }
    }?.message("live speech")
  }
}
