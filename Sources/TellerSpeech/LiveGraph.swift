import TellerBank
import TellerPlatform
import TellerSession
import TellerSounds
import TellerWording

/// Plays audio graphs live (`o` in the session) through a player of their
/// own, beside the icons, so a graph never holds up an icon.
///
/// Each graph plays on a thread of its own: it waits out its sentence's
/// expected speaking time (``GraphCue/lead``), is rendered, and plays to
/// its end unless a key stops it (``stop()``) or a new graph cuts it off.
/// A failing player is reported as a notice.
final class LiveGraph: Sendable {
  /// The longest a new graph or a stop waits for the last graph's thread.
  static let stopMilliseconds = 150

  private let player: LivePlayer
  private let report: NoticeReport

  private struct State {
    /// Counts graphs and stops: a graph plays while it is the latest.
    var generation = 0
    var worker: SpeechThread?
  }

  private let state = Locked(State())

  /// Prepares to play graphs through a program.
  init(
    player: AudioPlayer, sampleRate: Int, channels: Int, report: @escaping NoticeReport
  ) {
    self.player = LivePlayer(player, sampleRate: sampleRate, channels: channels)
    self.report = report
  }

  /// Plays a graph after its sentence, cutting off the one playing. Never
  /// waits long: at most ``stopMilliseconds`` for the last graph's thread.
  func play(_ cue: GraphCue) {
    let (generation, previous) = state.withLock { state in
      state.generation += 1
      defer { state.worker = nil }
      return (state.generation, state.worker)
    }
    player.cut()
    _ = previous?.join(timeoutMilliseconds: LiveGraph.stopMilliseconds)
    let worker = SpeechThread.start { [self] in run(cue, generation: generation) }
    state.withLock { $0.worker = worker }
  }

  /// Stops the graph playing, or waiting for its sentence to end.
  func stop() {
    state.withLock { $0.generation += 1 }
    player.cut()
  }

  /// Ends: draining, lets the graph play to its end; else stops it.
  func finish(drain: Bool) {
    let worker = state.withLock { state in
      if !drain { state.generation += 1 }
      defer { state.worker = nil }
      return state.worker
    }
    if !drain { player.stop() }
    let ended = worker?.join(timeoutMilliseconds: drain ? nil : LiveGraph.stopMilliseconds) ?? true
    if ended { player.retire() }
  }

  private func run(_ cue: GraphCue, generation: Int) {
    let milliseconds = Int(max(0, cue.lead.nanoseconds) / 1_000_000)
    let stopped = state.withLock(
      when: { $0.generation != generation }, before: Deadline(millisecondsFromNow: milliseconds)
    ) { _, isReady in isReady }
    guard !stopped else { return }
    let clip = cue.graph.render(sampleRate: player.sampleRate, channels: player.channels)
    let failure = player.play(
      clip.samples, isCutOff: { [self] in state.withLock { $0.generation != generation } })
    if let failure { report(failure.notice(.sound)) }
  }
}
