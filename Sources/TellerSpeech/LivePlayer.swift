import TellerPlatform
import TellerSession

/// The one way Teller's own audio reaches a player: live speech
/// (``LiveSpeaker``), live sound icons (``LiveSounds``) and `teller sounds`
/// each play through one of these.
///
/// ``play(isCutOff:produce:)`` starts a new player (``AudioPlayer``), hands
/// it samples as they are made without ever blocking, and waits for it to
/// end, killing it when it outlives its sound by ``slackMilliseconds``.
/// Whatever runs is covered, whichever way Teller ends:
/// - a cut (``cut()``) or a stop (``stop()``) kills the player's whole
///   process group, so whatever it started dies with it;
/// - an ``EmergencyAction`` kills it on a signal that ends Teller, a crash,
///   or `exit`; making one arms the process's emergency handlers, so a
///   session with sounds alone is covered as one with speech is; it is
///   armed with the player's process id the moment the player exists,
///   before any of those can be handled, and none starts once Teller is
///   ending (``AudioPlayer/start(killedBy:)``);
/// - after ``stop()`` no player starts, and one being started is killed as
///   soon as it exists, so none outlives the session;
/// - plays take turns: one waits for the play before it to have reaped its
///   player (a new audio graph's for the one it cut off), so the one
///   playing is the one a cut and the emergency kill know, and a play
///   ending never forgets its successor's player.
///
/// The process is forgotten once it has ended and before it is reaped, so
/// neither a cut nor a signal handler ever kills a process id that another
/// process may have been given since.
final class LivePlayer: Sendable {

  /// How long a player may outlive its sound before it is taken for hung.
  static let slackMilliseconds = 5_000
  /// The longest ``stop()`` waits for a player being started to exist.
  static let startMilliseconds = 2_000

  /// The program.
  let player: AudioPlayer
  /// Samples per second.
  let sampleRate: Int
  /// 1 or 2, interleaved.
  let channels: Int

  private struct State {
    /// The player playing now, or 0.
    var playing: ProcessID = 0
    /// Whether a player is being started (its process id not yet known).
    var starting = false
    /// Whether a play is under way, from before its player starts until
    /// the player is reaped.
    var busy = false
    var stopped = false
  }

  private let state = Locked(State())
  /// Kills the player playing now if Teller ends suddenly.
  private let emergency: EmergencyAction?

  /// Prepares to play through a program, with the emergency kill armed.
  init(_ player: AudioPlayer, sampleRate: Int, channels: Int) {
    self.player = player
    self.sampleRate = sampleRate
    self.channels = channels
    emergency = EmergencyAction.killProcess()
  }

  deinit { emergency?.retire() }

  /// Plays samples already made.
  ///
  /// - Returns: nil when they played, or were cut off; else why not.
  func play(_ samples: [Int16], isCutOff: @escaping () -> Bool = { false }) -> SpeechUnavailable? {
    play(isCutOff: isCutOff) { send in
      _ = samples.withUnsafeBufferPointer { send($0) }
    }
  }

  /// Plays one sound through a new player while it is made.
  ///
  /// - Parameters:
  ///   - isCutOff: whether the owner has cut the sound off (it calls
  ///     ``cut()`` after it changes its answer); called without this
  ///     player's lock held.
  ///   - produce: makes the samples (channels interleaved), handing each
  ///     buffer to `send`, which takes what fits without blocking and
  ///     returns false once the sound is cut off or the player has gone.
  /// - Returns: nil when it played to the end, was cut off or stopped, or
  ///   Teller is ending; else why not (the player could not start or
  ///   failed, or `produce` threw).
  func play(
    isCutOff: @escaping () -> Bool,
    produce: (_ send: (UnsafeBufferPointer<Int16>) -> Bool) throws(SpeechUnavailable) -> Void
  ) -> SpeechUnavailable? {
    // The play before this one ends soon: it is bounded by its sound's
    // length and slack, and its owner cuts it off before starting another.
    let mayStart = state.withLock(when: { !$0.busy || $0.stopped }) { state in
      guard !state.stopped else { return false }
      state.busy = true
      state.starting = true
      return true
    }
    guard mayStart else { return nil }
    defer { state.withLock { $0.busy = false } }
    // Its kill is armed as it starts, before a signal that ends Teller
    // can be handled on any thread.
    let started = player.start(killedBy: emergency)
    let admitted = state.withLock { state in
      state.starting = false
      guard let (process, _) = started else { return false }
      state.playing = process
      return !state.stopped
    }
    guard let (process, socket) = started else {
      // Teller is ending: no player starts, and none was meant to.
      if EmergencyActions.haveBegun { return nil }
      return SpeechUnavailable(.playerNotStarted(player.name))
    }
    let began = ContinuousClock.now
    func cutOff() -> Bool { !admitted || isCutOff() }
    var frames = 0
    var failure: SpeechUnavailable?
    if !cutOff() {
      FileDescriptor(socket).setNonBlocking()
      var stream = PlayerStream(socket: socket)
      do throws(SpeechUnavailable) {
        try produce { buffer in
          frames += buffer.count / max(1, channels)
          stream.queue(buffer)
          return stream.flush(waitingUpTo: 0) && !cutOff()
        }
      } catch {
        failure = error
      }
      let end = deadline(began, frames: frames)
      while failure == nil && !stream.isEmpty && !cutOff() && ContinuousClock.now < end {
        if !stream.flush(waitingUpTo: 50) { break }
      }
    }
    FileDescriptor(socket).close()
    if failure != nil || cutOff() { AudioPlayer.kill(process) }
    let ending = reap(process, deadline: deadline(began, frames: frames))
    if let failure { return failure }
    guard !ending.succeeded, !cutOff(), !isStopped else { return nil }
    return SpeechUnavailable(.playerFailed(player.name, ending: "\(ending)"))
  }

  /// Kills the player playing now, if any, with its process group: the
  /// owner has cut its sound off.
  func cut() {
    // Killed with the process known playing, so it cannot be forgotten
    // and reaped meanwhile; `kill` waits for nothing.
    state.withLock { state in
      if state.playing != 0 { AudioPlayer.kill(state.playing) }
    }
  }

  /// Stops for good: no player starts after this, and the one playing, or
  /// being started, is killed. Waits at most ``startMilliseconds`` for one
  /// being started.
  func stop() {
    let deadline = Deadline(millisecondsFromNow: LivePlayer.startMilliseconds)
    state.withLock { $0.stopped = true }
    state.withLock(when: { !$0.starting }, before: deadline) { state, _ in
      if state.playing != 0 { AudioPlayer.kill(state.playing) }
    }
  }

  /// Disarms the emergency kill: the owner has ended, and no player runs.
  func retire() { emergency?.retire() }

  private var isStopped: Bool { state.withLock { $0.stopped } }

  /// When a player that began at an instant should have played its frames.
  private func deadline(_ began: ContinuousClock.Instant, frames: Int) -> ContinuousClock.Instant {
    began + .milliseconds(frames * 1000 / max(1, sampleRate) + LivePlayer.slackMilliseconds)
  }

  /// Waits for a player to end, killing it when it outlives the deadline,
  /// and reaps it.
  private func reap(_ process: ProcessID, deadline: ContinuousClock.Instant) -> Subprocess.Ending {
    // Only this thread reaps the player, so once it has ended it stays a
    // zombie, its id its own, until reaped below: it is forgotten first,
    // so neither a cut nor a signal handler ever kills an id reaped.
    while !Subprocess.hasEnded(process) {
      if ContinuousClock.now >= deadline { AudioPlayer.kill(process) }
      CurrentProcess.pauseUntilSignal(milliseconds: 5)
    }
    state.withLock { $0.playing = 0 }
    emergency?.setProcess(0)
    return Subprocess.reapIfEnded(process) ?? .exited(0)
  }
}
