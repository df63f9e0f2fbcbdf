import TellerArguments
import TellerBank
import TellerPlatform
import TellerSounds

#if canImport(Glibc)
  import Glibc
#endif

/// Plays sound icons live through Teller's own audio player (the one
/// eSpeak NG speaks through), on a thread of its own, beside speech.
///
/// Each step's icons are one burst: laid out at their model times from the
/// first (icons of one instant sound together), at most ``longestBurst``
/// long, played by a player of its own, so a sound never waits behind
/// speech. Bursts play in the order they came; one that could not start
/// within ``staleMilliseconds`` of arriving (the player still busy) is
/// dropped, since a sound heard late says the wrong thing. When a player
/// fails, one line is reported and sounds stop for the rest of the session.
///
/// No player outlives Teller, as with speech: the ``LivePlayer`` it plays
/// through kills each one's process group on a stop, and through an
/// ``EmergencyAction`` on a signal that ends Teller, a crash, or `exit`.
final class LiveSounds: SoundSink, @unchecked Sendable {
  // Unchecked: every mutable property is guarded by `lock`.

  /// How long after arriving a burst may still start.
  static let staleMilliseconds = 1_000
  /// The longest burst: icons later than this after a step's first are left out.
  static let longestBurst = ModelTime.seconds(10)
  /// The longest ``finish(drain:at:)`` waits for the thread when stopping.
  static let stopMilliseconds = 150

  private let player: LivePlayer
  private let clips: SoundClips
  private let report: @Sendable (String) -> Void
  /// Where the sink is in its life.
  private enum State {
    /// Taking bursts.
    case running
    /// Finishing: playing what waits, taking nothing more.
    case draining
    /// Stopped at once: what waits is dropped, the player killed.
    case stopped
    /// A player failed: nothing more is played.
    case failed
  }

  private let lock = Lock()
  private var waiting: [(icons: [PlacedIcon], came: ContinuousClock.Instant)] = []
  private var state = State.running
  private var worker: SpeechThread?

  /// Starts the playing thread.
  ///
  /// - Throws: ``SpeechUnavailable`` when no thread can be started.
  init(
    clips: SoundClips, player: AudioPlayer, report: @escaping @Sendable (String) -> Void
  ) throws(SpeechUnavailable) {
    self.clips = clips
    self.player = LivePlayer(player, sampleRate: clips.sampleRate, channels: clips.channels)
    self.report = report
    worker = try SpeechThread.started { [self] in work() }
  }

  func play(_ icons: [PlacedIcon]) {
    guard !icons.isEmpty else { return }
    let now = ContinuousClock.now
    lock.withLock {
      guard state == .running else { return }
      waiting.append((icons, now))
      lock.broadcast()
    }
  }

  func finish(drain: Bool, at time: ModelTime?) -> ExitCode? {
    lock.withLock {
      if drain {
        if state == .running { state = .draining }
      } else {
        if state != .failed { state = .stopped }
        waiting.removeAll()
      }
      lock.broadcast()
    }
    if !drain { player.stop() }
    let ended =
      worker?.join(timeoutMilliseconds: drain ? nil : LiveSounds.stopMilliseconds) ?? true
    worker = nil
    // A burst's player not yet reaped stays covered at exit.
    if ended { player.retire() }
    return nil
  }

  private func work() {
    while true {
      let next: [PlacedIcon]? = lock.withLock {
        while true {
          while waiting.isEmpty && state == .running { lock.wait() }
          guard state == .running || state == .draining, !waiting.isEmpty else { return nil }
          let (icons, came) = waiting.removeFirst()
          if ContinuousClock.now - came <= .milliseconds(LiveSounds.staleMilliseconds) {
            return icons
          }
        }
      }
      guard let icons = next else { break }
      guard
        let failure = play(clips.burst(icons, longest: LiveSounds.longestBurst))?.message("sound")
      else {
        continue
      }
      lock.withLock {
        guard state == .running || state == .draining else { return }
        state = .failed
        waiting.removeAll()
        report(failure)
      }
    }
  }

  /// Plays samples through a new player and waits for it to end.
  ///
  /// - Returns: why, when the player failed.
  private func play(_ samples: [Int16]) -> SpeechUnavailable? {
    player.play(samples, isCutOff: { [self] in lock.withLock { state == .stopped } })
  }
}
