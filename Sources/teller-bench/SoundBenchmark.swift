import TellerBank
import TellerPlatform
import TellerSession
import TellerSounds
import TellerSpeech
import TellerSpeechModel
import TellerTerminal

/// Sound icons: how soon an event's sound starts, and what an hour of a
/// busy bank's sounds costs.
///
/// - The first sample: from a step with an add's cues (the customers
///   added, a deposit and a loan start) to its burst's samples in the
///   process (the icons looked up, placed and mixed; no synthesis, since
///   icons are rendered once), and through Teller's own live sink to the
///   first byte a player writes out, a shell script running `cat` standing
///   in for `aplay` (a process started per burst); with each player run's
///   processor time.
/// - The busy hour: the soak's session (see ``SoakBenchmark``) with the
///   live sound path beside its linear presenter: each step's cues to
///   icons, the burst mixed, its bytes written to /dev/null as a player
///   would be given them. Target: under 1% of one core, the path's time
///   over the hour of model time; the player processes' share is
///   estimated from the bursts and the measured processor time of one.
enum SoundBenchmark {
  /// The share of one core the sound path may take.
  static let shareTarget = 0.01

  /// The step the first-sample figures present: an add's.
  static func addStep() -> SessionStep {
    var session = Session(settings: SessionSettings())
    _ = session.start()
    return session.handle(.line("add", number: 1))
  }

  /// Prints the `sounds.first-sample.*` figures and returns one player
  /// run's processor time in seconds, or nil when the player could not run.
  @discardableResult
  static func firstSamples(_ options: BenchOptions) -> Double? {
    let step = addStep()
    let clips = SoundClips(sampleRate: 22_050, channels: 2)
    _ = clips.burst(PlacedIcon.icons(for: step.cues))
    var inProcess: [Int64] = []
    let clock = ContinuousClock()
    for _ in 0..<max(options.speechRuns, 100) {
      let start = clock.now
      let samples = clips.burst(PlacedIcon.icons(for: step.cues))
      precondition(!samples.isEmpty)
      inProcess.append(nanoseconds(clock.now - start))
    }
    figure("sounds.icons", String(PlacedIcon.icons(for: step.cues).count), "icons in the step")
    figures("sounds.first-sample.in-process", Percentiles(inProcess))
    guard let (times, cpu) = throughPlayer(step, runs: options.speechRuns) else {
      figure("sounds.first-sample.player.skipped", "no player could be run")
      return nil
    }
    figures("sounds.first-sample.player", Percentiles(times))
    figure("sounds.player.cpu", fixed(cpu * 1e6, 1), "us processor time per burst's player")
    return cpu
  }

  /// Nanoseconds from presenting a step to the first byte its sound's
  /// player writes out, for each run, and one player's processor time.
  private static func throughPlayer(_ step: SessionStep, runs: Int) -> ([Int64], Double)? {
    let folder = "/tmp/teller-bench-sounds-\(CurrentProcess.id)"
    let fifo = folder + "/fifo"
    let script = folder + "/player"
    guard (try? FileSystem.makeFolder(folder)) != nil else { return nil }
    defer {
      FileSystem.remove(fifo)
      FileSystem.remove(script)
      FileSystem.removeFolder(folder)
    }
    let body = "#!/bin/sh\nexec cat > \(fifo)\n"
    let file = try? FileDescriptor.open(
      script, .writeOnly, options: [.create, .truncate], mode: 0o700)
    guard let file, (try? FileSystem.makeFIFO(fifo)) != nil else { return nil }
    _ = try? file.write(Array(body.utf8))
    file.close()
    Environment.set("TELLER_SPEECH_PLAYER", to: script)
    defer { Environment.unset("TELLER_SPEECH_PLAYER") }
    let started = try? SpeechOutput.start(
      SpeechOptions(), sounds: .on, language: .english,
      environment: Environment.value, report: { _ in })
    guard let sounds = started ?? nil else { return nil }
    defer { try? sounds.finish() }
    let clock = ContinuousClock()
    var times: [Int64] = []
    let before = childrenSeconds()
    for _ in 0..<runs {
      guard let reader = try? FileDescriptor.open(fifo, .readOnly, options: .nonBlocking) else {
        return nil
      }
      defer { reader.close() }
      let start = clock.now
      sounds.present(step)
      // Until the player's first byte: a FIFO no writer has opened yet waits.
      let ready = try? FileDescriptor.waitOnce(for: [(reader, .readable)], milliseconds: 10_000)
      guard ready?.first?.contains(.readable) == true else { return nil }
      times.append(nanoseconds(clock.now - start))
      // Read it all, to the player's end.
      var buffer = [UInt8](repeating: 0, count: 65_536)
      while true {
        do {
          if try reader.read(into: &buffer) > 0 { continue }
        } catch  where error.wouldBlock {
          _ = try? FileDescriptor.waitOnce(for: [(reader, .readable)], milliseconds: 100)
          continue
        } catch {}
        break
      }
    }
    // The last player is reaped by the sink's thread shortly after it ends.
    _ = pollUntil(seconds: 5) { childrenSeconds() > before }
    let cpu = (childrenSeconds() - before) / Double(max(1, runs))
    return (times, cpu)
  }

  /// Processor time of reaped children, user and system, in seconds.
  static func childrenSeconds() -> Double {
    CurrentProcess.processorSeconds(children: true)
  }

  /// Polls a condition every 10 ms for at most some seconds.
  private static func pollUntil(seconds limit: Double, _ condition: () -> Bool) -> Bool {
    let clock = ContinuousClock()
    let end = clock.now + .milliseconds(Int64(limit * 1000))
    while clock.now < end {
      if condition() { return true }
      CurrentProcess.pause(milliseconds: 10)
    }
    return condition()
  }

  /// Runs the busy hour with sounds in a child and prints its figures,
  /// with the player processes' estimated share.
  static func soak(_ options: BenchOptions, playerSeconds: Double?) {
    var arguments = [
      "--child", "soak", "--soak-sounds", "--soak-minutes", String(options.soakMinutes),
      "--soak-speed", String(options.soakSpeed), "--seed", String(options.seed),
    ]
    if let rate = options.soakRate { arguments += ["--soak-rate", String(rate)] }
    guard
      let result = ChildProcess.run(ChildProcess.thisProgram, arguments, timeout: options.timeout),
      result.succeeded
    else {
      figure("sounds.soak.error", "the soak with sounds did not run to its end")
      return
    }
    print(result.output, terminator: "")
    let bursts = result.output.split(separator: "\n").first { $0.hasPrefix("sounds.soak.bursts: ") }
      .flatMap { Int($0.split(separator: " ")[1]) }
    guard let playerSeconds, let bursts else { return }
    let modelSeconds = Double(options.soakMinutes) * 60
    let share = Double(bursts) * playerSeconds / modelSeconds
    figure(
      "sounds.soak.players.share", fixed(100 * share, 3),
      "% of one core (sounds.soak.bursts x sounds.player.cpu over the soak's model time)")
  }
}

/// The live sound path, as a presenter beside the soak's linear one: each
/// step's cues to icons, the burst mixed and its bytes written, as
/// Teller's own live sink hands a player, to /dev/null; timed apart.
final class SoundPathMeter: Presenter {
  private let clips = SoundClips(sampleRate: 22_050, channels: 2)
  private let output: Int32
  private let clock = ContinuousClock()
  /// Each burst's cost, from the step to its bytes written.
  private(set) var bursts = CostHistogram()
  /// The cost of steps without sounds: the cues looked at, nothing made.
  private(set) var silentSteps = CostHistogram()
  /// Icons played.
  private(set) var icons = 0
  /// Bytes written.
  private(set) var bytes = 0

  init(output: Int32) { self.output = output }

  func present(_ step: SessionStep) throws(PresentationError) {
    let start = clock.now
    let placed = PlacedIcon.icons(for: step.cues)
    guard !placed.isEmpty else {
      silentSteps.record(nanoseconds(clock.now - start))
      return
    }
    let pcm = WAVEncoder.sampleBytes(clips.burst(placed))
    let written = (try? FileDescriptor(output).write(pcm)) ?? -1
    guard written == pcm.count else { throw PresentationError(.shortWrite(.file("/dev/null"))) }
    bursts.record(nanoseconds(clock.now - start))
    icons += placed.count
    bytes += pcm.count
  }

  /// Prints the `sounds.soak.*` figures for an hour of model time.
  func report(modelSeconds: Double, steps: Int, sessionSeconds: Double) {
    let path = Double(bursts.total + silentSteps.total) * 1e-9
    let share = path / max(modelSeconds, 1e-9)
    figure("sounds.soak.steps", String(steps), "steps")
    figure("sounds.soak.bursts", String(bursts.count), "bursts")
    figure("sounds.soak.icons", String(icons), "icons")
    figure("sounds.soak.bytes", String(bytes), "bytes of PCM")
    figures("sounds.soak.burst", bursts.percentiles)
    figure("sounds.soak.path.seconds", fixed(path, 4), "s")
    figure(
      "sounds.soak.session.seconds", fixed(sessionSeconds, 3), "s (the steps, sounds included)")
    figure(
      "sounds.soak.path.ratio", fixed(path / max(sessionSeconds, 1e-9), 4),
      "x sounds.soak.session.seconds")
    figure("sounds.soak.path.share", fixed(100 * share, 4), "% of one core")
    target(
      "sounds.soak.target", met: share < SoundBenchmark.shareTarget,
      "the sound path under 1% of one core; \(fixed(100 * share, 4))%")
  }
}
