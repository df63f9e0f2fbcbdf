import TellerApp
import TellerPlatform

#if canImport(Glibc)
  import Glibc
#endif

/// One run of an audio player: start it, hand it samples, wait for it to
/// end, killing it if it outlives its sound by ``slackMilliseconds``.
enum PlayerRun {
  /// How long a player may outlive its sound before it is taken for hung.
  static let slackMilliseconds = 5_000

  /// Plays samples through a new player process and waits for it.
  ///
  /// - Parameters:
  ///   - samples: PCM, channels interleaved.
  ///   - admit: told the player's process id once it runs; false means
  ///     stop at once (the caller was stopped meanwhile).
  ///   - stopped: whether to stop handing over samples.
  ///   - reap: reaps the process if it has ended (a caller that may kill
  ///     it forgets its id here, under its own lock).
  /// - Returns: nil when it played or was stopped; else why it could not.
  static func play(
    _ samples: [Int16], channels: Int, sampleRate: Int, player: AudioPlayer,
    admit: (pid_t) -> Bool = { _ in true }, stopped: () -> Bool = { false },
    reap: (pid_t) -> Subprocess.Ending? = { Subprocess.reapIfEnded($0) }
  ) -> SpeechUnavailable? {
    guard let (process, socket) = player.start() else {
      return SpeechUnavailable("\(player.name) could not be started.")
    }
    let frames = samples.count / max(1, channels)
    let deadline =
      ContinuousClock.now
      + .milliseconds(frames * 1000 / max(1, sampleRate) + slackMilliseconds)
    let admitted = admit(process)
    if admitted {
      _ = fcntl(socket, F_SETFL, fcntl(socket, F_GETFL) | O_NONBLOCK)
      var stream = PlayerStream(socket: socket)
      samples.withUnsafeBufferPointer { stream.queue($0) }
      while !stream.isEmpty && ContinuousClock.now < deadline && !stopped() {
        if !stream.flush(waitingUpTo: 50) { break }
      }
    } else {
      _ = kill(process, SIGKILL)
    }
    _ = close(socket)
    var ending: Subprocess.Ending?
    while true {
      ending = reap(process)
      if ending != nil { break }
      if ContinuousClock.now >= deadline { _ = kill(process, SIGKILL) }
      _ = poll(nil, 0, 5)
    }
    guard admitted, let ending, !ending.succeeded, !stopped() else { return nil }
    return SpeechUnavailable("\(player.name) could not play (\(ending)); is there a sound device?")
  }
}
