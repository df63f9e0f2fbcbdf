import TellerApp

#if canImport(Glibc)
  import Glibc
#endif

/// Speaks utterances through an audio player as they come, on a thread of
/// its own, so the session never waits for speech.
///
/// Utterances wait in a ``SpeechQueue``. One that interrupts drops what is
/// waiting and stops the player that is speaking. Each utterance is
/// synthesised, then played by a new player process. When a player fails
/// (as it does with no sound device), one line is reported and live
/// speech stops for the rest of the session.
final class LiveSpeaker: @unchecked Sendable {
  // Unchecked: every mutable property is guarded by `lock`.

  /// The longest ``finish()`` waits for waiting speech, in seconds.
  static let drainSeconds = 10

  private let synthesizer: ESpeakSynthesizer
  private let player: AudioPlayer
  private let report: @Sendable (String) -> Void
  private let lock = SpeechLock()
  private var queue = SpeechQueue()
  /// Goes up at every interrupt, so the worker can tell its utterance was cut off.
  private var generation = 0
  /// The player process speaking now, or 0.
  private var playing: pid_t = 0
  private var busy = false
  private var stopping = false
  private var failed = false
  private var thread: pthread_t?

  /// Starts the speaking thread.
  init(
    synthesizer: ESpeakSynthesizer, player: AudioPlayer,
    report: @escaping @Sendable (String) -> Void
  ) {
    self.synthesizer = synthesizer
    self.player = player
    self.report = report
    var thread = pthread_t()
    let context = Unmanaged.passRetained(self).toOpaque()
    let created = pthread_create(
      &thread, nil,
      { context in
        let speaker = Unmanaged<LiveSpeaker>.fromOpaque(context!).takeRetainedValue()
        speaker.work()
        return nil
      }, context)
    if created == 0 {
      self.thread = thread
    } else {
      Unmanaged<LiveSpeaker>.fromOpaque(context).release()
      failed = true
      report(SpeechUnavailable("no thread could be started for it.").message("live speech"))
    }
  }

  /// Adds an utterance; one that interrupts stops the speech now.
  func speak(_ utterance: Utterance) {
    lock.withLock {
      guard !failed && !stopping else { return }
      if queue.submit(utterance) { interruptLocked() }
      lock.broadcast()
    }
  }

  /// Lets what waits be spoken, for at most ``drainSeconds``, then stops
  /// the speech and the thread.
  func finish() {
    let deadline = SpeechLock.deadline(secondsFromNow: LiveSpeaker.drainSeconds)
    lock.withLock {
      stopping = true
      lock.broadcast()
      while busy || !queue.isEmpty {
        if !lock.wait(until: deadline) {
          queue.clear()
          interruptLocked()
          break
        }
      }
    }
    if let thread { pthread_join(thread, nil) }
    thread = nil
  }

  private func interruptLocked() {
    generation += 1
    if playing != 0 { _ = kill(playing, SIGTERM) }
  }

  private func work() {
    while true {
      let next: (Utterance, Int)? = lock.withLock {
        while queue.isEmpty && !stopping && !failed { lock.wait() }
        guard !failed, let utterance = queue.next() else { return nil }
        busy = true
        return (utterance, generation)
      }
      guard let (utterance, started) = next else { break }
      let failure = say(utterance, generation: started)
      lock.withLock {
        busy = false
        if let failure, !failed {
          failed = true
          queue.clear()
          report(failure)
        }
        lock.broadcast()
      }
    }
  }

  /// Synthesises and plays one utterance, unless it is cut off.
  ///
  /// - Returns: the line to report when the player failed.
  private func say(_ utterance: Utterance, generation started: Int) -> String? {
    let samples: [Int16]
    do throws(SpeechUnavailable) {
      samples = try synthesizer.synthesize(
        text: utterance.text, voice: utterance.voice, rate: utterance.rate)
    } catch {
      return error.message("live speech")
    }
    if lock.withLock({ generation != started }) { return nil }
    guard let (process, input) = player.start() else {
      return SpeechUnavailable("\(player.name) could not be started.").message("live speech")
    }
    let cutOff = lock.withLock {
      playing = process
      return generation != started
    }
    if !cutOff { send(samples, to: input) }
    _ = close(input)
    // Wait without reaping, so the process id stays valid for `kill` until
    // `playing` is cleared.
    var info = siginfo_t()
    while waitid(P_PID, id_t(process), &info, WEXITED | WNOWAIT) < 0 && errno == EINTR {}
    let interrupted = lock.withLock {
      playing = 0
      return generation != started
    }
    var status: Int32 = 0
    while waitpid(process, &status, 0) < 0 && errno == EINTR {}
    let exitedWell = status & 0x7F == 0 && (status >> 8) & 0xFF == 0
    if exitedWell || interrupted || cutOff { return nil }
    let how =
      status & 0x7F == 0 ? "exit status \((status >> 8) & 0xFF)" : "signal \(status & 0x7F)"
    return SpeechUnavailable(
      "\(player.name) could not play (\(how)); is there a sound device?"
    ).message("live speech")
  }

  /// Writes the samples to the player; stops quietly if it has quit.
  private func send(_ samples: [Int16], to socket: Int32) {
    samples.withUnsafeBytes { buffer in
      var done = 0
      while done < buffer.count {
        let sent = Glibc.send(
          socket, buffer.baseAddress! + done, buffer.count - done, Int32(MSG_NOSIGNAL))
        if sent < 0 {
          if errno == EINTR { continue }
          return
        }
        done += sent
      }
    }
  }
}
