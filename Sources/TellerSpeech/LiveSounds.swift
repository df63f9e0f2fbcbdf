import TellerArguments
import TellerBank
import TellerPlatform
import TellerSession
import TellerSounds
import TellerWording

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
/// An audio graph (`o`) plays through a player of its own (``LiveGraph``),
/// beside the bursts, until its end or the next key.
///
/// No player outlives Teller, as with speech: the ``LivePlayer`` it plays
/// through kills each one's process group on a stop, and through an
/// ``EmergencyAction`` on a signal that ends Teller, a crash, or `exit`.
final class LiveSounds: SoundSink, Sendable {
  /// How long after arriving a burst may still start.
  static let staleMilliseconds = 1_000
  /// The longest burst: icons later than this after a step's first are left out.
  static let longestBurst = ModelTime.seconds(10)
  /// The longest ``finish(drain:at:)`` waits for the thread when stopping.
  static let stopMilliseconds = 150

  private let player: LivePlayer
  private let clips: SoundClips
  /// The audio graph's own player.
  private let graph: LiveGraph
  private let report: NoticeReport
  /// Where the sink is in its life.
  private enum Phase {
    /// Taking bursts.
    case running
    /// Finishing: playing what waits, taking nothing more.
    case draining
    /// Stopped at once: what waits is dropped, the player killed.
    case stopped
    /// A player failed: nothing more is played.
    case failed
  }

  private struct State {
    var waiting: [(icons: [PlacedIcon], came: ContinuousClock.Instant)] = []
    var phase = Phase.running
    var worker: SpeechThread?
  }

  /// What the playing thread takes next.
  private enum Next {
    case play([PlacedIcon])
    /// A burst that waited too long, dropped.
    case stale
    case end
  }

  private let state = Locked(State())

  /// Starts the playing thread.
  ///
  /// - Throws: ``SpeechUnavailable`` when no thread can be started.
  init(
    clips: SoundClips, player: AudioPlayer, report: @escaping NoticeReport
  ) throws(SpeechUnavailable) {
    self.clips = clips
    self.player = LivePlayer(player, sampleRate: clips.sampleRate, channels: clips.channels)
    self.report = report
    graph = LiveGraph(
      player: player, sampleRate: clips.sampleRate, channels: clips.channels, report: report)
    let worker = try SpeechThread.started { [self] in work() }
    state.withLock { $0.worker = worker }
  }

  func play(_ icons: [PlacedIcon]) {
    guard !icons.isEmpty else { return }
    let now = ContinuousClock.now
    state.withLock { state in
      guard state.phase == .running else { return }
      state.waiting.append((icons, now))
    }
  }

  func playGraph(_ cue: GraphCue) { graph.play(cue) }

  func stopGraph(at time: ModelTime) { graph.stop() }

  func finish(drain: Bool, at time: ModelTime?) -> ExitCode? {
    graph.finish(drain: drain)
    let worker = state.withLock { state in
      if drain {
        if state.phase == .running { state.phase = .draining }
      } else {
        if state.phase != .failed { state.phase = .stopped }
        state.waiting.removeAll()
      }
      return state.worker
    }
    if !drain { player.stop() }
    let ended = worker?.join(timeoutMilliseconds: drain ? nil : LiveSounds.stopMilliseconds) ?? true
    state.withLock { $0.worker = nil }
    // A burst's player not yet reaped stays covered at exit.
    if ended { player.retire() }
    return nil
  }

  private func work() {
    while true {
      let next = state.withLock(when: { !$0.waiting.isEmpty || $0.phase != .running }) {
        state -> Next in
        guard state.phase == .running || state.phase == .draining, !state.waiting.isEmpty else {
          return .end
        }
        let (icons, came) = state.waiting.removeFirst()
        let fresh = ContinuousClock.now - came <= .milliseconds(LiveSounds.staleMilliseconds)
        return fresh ? .play(icons) : .stale
      }
      guard case .play(let icons) = next else {
        if case .stale = next { continue }
        break
      }
      guard
        let failure = play(clips.burst(icons, longest: LiveSounds.longestBurst))?.notice(.sound)
      else {
        continue
      }
      let isFirst = state.withLock { state in
        guard state.phase == .running || state.phase == .draining else { return false }
        state.phase = .failed
        state.waiting.removeAll()
        return true
      }
      // Reported with the lock let go, as live speech does.
      if isFirst { report(failure) }
    }
  }

  /// Plays samples through a new player and waits for it to end.
  ///
  /// - Returns: why, when the player failed.
  private func play(_ samples: [Int16]) -> SpeechUnavailable? {
    player.play(samples, isCutOff: { [self] in state.withLock { $0.phase == .stopped } })
  }
}
