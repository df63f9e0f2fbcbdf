import TellerApp
import TellerArguments
import TellerBank
import TellerPlatform

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
/// No player outlives Teller: each leads a process group of its own, which
/// a cut, a stop, and an ``EmergencyAction`` (on a signal that ends Teller,
/// a crash, or `exit`) kill with SIGKILL. Draining at the end of input
/// lasts at most ``speechDrainLimit``.
final class LiveSpeaker: SpeechSink, @unchecked Sendable {
  // Unchecked: every mutable property is guarded by `lock`.

  /// How long a player may outlive its sound before it is taken for hung.
  static let playerSlackMilliseconds = 5_000
  /// The longest ``finish(drain:at:)`` waits for the thread when stopping.
  static let stopMilliseconds = 150

  private let synthesizer: ESpeakSynthesizer
  private let settings: VoiceSettings
  private let player: AudioPlayer
  private let report: @Sendable (String) -> Void
  private let lock = Lock()
  private var queue = SpeechQueue()
  /// Goes up at every cancel, so the worker can tell its utterance was cut off.
  private var generation = 0
  /// The player process speaking now, or 0.
  private var playing: pid_t = 0
  private var draining = false
  private var stopped = false
  private var failed = false
  private var worker: SpeechThread?
  /// Kills the player speaking now if Teller ends suddenly.
  private let emergency: EmergencyAction?

  /// Starts the speaking thread.
  ///
  /// - Throws: ``SpeechUnavailable`` when no thread can be started.
  init(
    synthesizer: ESpeakSynthesizer, settings: VoiceSettings, player: AudioPlayer,
    report: @escaping @Sendable (String) -> Void
  ) throws(SpeechUnavailable) {
    self.synthesizer = synthesizer
    self.settings = settings
    self.player = player
    self.report = report
    emergency = EmergencyAction.killProcess()
    worker = SpeechThread.start { [self] in work() }
    guard worker != nil else {
      emergency?.retire()
      throw SpeechUnavailable("no thread could be started for it.")
    }
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
      cutOffLocked()
    }
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
        cutOffLocked()
        lock.broadcast()
      }
      ended = worker?.join(timeoutMilliseconds: LiveSpeaker.stopMilliseconds) ?? true
    }
    worker = nil
    // A worker still running may yet start a player: keep it covered at exit.
    if ended { emergency?.retire() }
    return nil
  }

  private func cutOffLocked() {
    generation += 1
    if playing != 0 { AudioPlayer.kill(playing) }
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
    guard let (process, socket) = player.start() else {
      return SpeechUnavailable("\(player.name) could not be started.").message("live speech")
    }
    let began = ContinuousClock.now
    let admitted = lock.withLock {
      playing = process
      emergency?.setProcess(process)
      return generation == started && !stopped
    }
    var samples = 0
    var failure: String?
    if admitted {
      (samples, failure) = stream(utterance, to: socket, generation: started, since: began)
    }
    _ = close(socket)
    if failure != nil || !admitted { AudioPlayer.kill(process) }
    let ending = reap(process, deadline: deadline(began, samples: samples))
    if let failure { return failure }
    guard !ending.succeeded, admitted, !isCutOff(started) else { return nil }
    return SpeechUnavailable(
      "\(player.name) could not play (\(ending)); is there a sound device?"
    ).message("live speech")
  }

  /// When a player that began at an instant should have played its samples.
  private func deadline(_ began: ContinuousClock.Instant, samples: Int) -> ContinuousClock.Instant {
    let sound = samples * 1000 / max(1, synthesizer.sampleRate)
    return began + .milliseconds(sound + LiveSpeaker.playerSlackMilliseconds)
  }

  /// Synthesises an utterance into a player's socket, stopping when it is
  /// cut off or the player goes.
  ///
  /// - Returns: the samples made, and the line to report if synthesis failed.
  private func stream(
    _ utterance: Utterance, to socket: Int32, generation started: Int,
    since began: ContinuousClock.Instant
  ) -> (samples: Int, failure: String?) {
    _ = fcntl(socket, F_SETFL, fcntl(socket, F_GETFL) | O_NONBLOCK)
    var stream = PlayerStream(socket: socket)
    var samples = 0
    do throws(SpeechUnavailable) {
      try synthesizer.synthesize(text: utterance.text, settings: settings) { buffer in
        // The synthesizer's lock is held here: send only what fits now.
        samples += buffer.count
        stream.queue(buffer)
        return stream.flush(waitingUpTo: 0) && !self.isCutOff(started)
      }
    } catch {
      return (samples, error.message("live speech"))
    }
    let end = deadline(began, samples: samples)
    while !stream.isEmpty && !isCutOff(started) && ContinuousClock.now < end {
      if !stream.flush(waitingUpTo: 50) { break }
    }
    return (samples, nil)
  }

  /// Waits for a player to end, killing it when it outlives the deadline,
  /// and reaps it.
  private func reap(_ process: pid_t, deadline: ContinuousClock.Instant) -> Subprocess.Ending {
    while true {
      // Forget the process before reaping it, so neither a cancel nor a
      // signal handler ever kills a process id that has been reaped.
      let ending: Subprocess.Ending? = lock.withLock {
        guard Subprocess.hasEnded(process) else { return nil }
        playing = 0
        emergency?.setProcess(0)
        return Subprocess.reapIfEnded(process) ?? .exited(0)
      }
      if let ending { return ending }
      if ContinuousClock.now >= deadline { AudioPlayer.kill(process) }
      _ = poll(nil, 0, 10)
    }
  }
}

/// Samples on their way to a player's socket, sent without blocking.
struct PlayerStream {
  /// The socket, in non-blocking mode.
  let socket: Int32
  private var pending: [UInt8] = []
  private var sent = 0
  /// Whether the player has gone (the socket's other end is closed).
  private(set) var closed = false

  init(socket: Int32) { self.socket = socket }

  /// Whether every queued byte has been sent.
  var isEmpty: Bool { sent == pending.count }

  /// Queues samples, as little-endian bytes.
  mutating func queue(_ samples: UnsafeBufferPointer<Int16>) {
    if sent > 0 {
      pending.removeFirst(sent)
      sent = 0
    }
    pending.reserveCapacity(pending.count + samples.count * 2)
    for sample in samples {
      let bits = UInt16(bitPattern: sample)
      pending.append(UInt8(truncatingIfNeeded: bits))
      pending.append(UInt8(truncatingIfNeeded: bits >> 8))
    }
  }

  /// Sends what the socket takes, waiting up to `milliseconds` for room.
  ///
  /// - Returns: false when the player has gone.
  mutating func flush(waitingUpTo milliseconds: Int32) -> Bool {
    while !closed && sent < pending.count {
      let count = pending.withUnsafeBytes { buffer in
        send(socket, buffer.baseAddress! + sent, buffer.count - sent, Int32(MSG_NOSIGNAL))
      }
      if count > 0 {
        sent += count
        continue
      }
      if count < 0 && errno == EINTR { continue }
      if count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
        guard milliseconds > 0 else { return true }
        var ready = pollfd(fd: socket, events: Int16(POLLOUT), revents: 0)
        _ = poll(&ready, 1, milliseconds)
        return true
      }
      closed = true
    }
    return !closed
  }
}
