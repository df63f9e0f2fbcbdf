import TellerAccessibility
import TellerBank
import TellerPlatform
import TellerSession
import TellerSpeech
import TellerSpeechModel

/// How soon speech starts: from an announcement to its first PCM sample,
/// with eSpeak NG in the process (as Teller speaks) against spawning
/// `espeak-ng --stdout` for the same text, measured in turn in one run.
///
/// In the process the time covers scheduling the record and synthesis up to
/// the first buffer eSpeak NG hands over; spawned, it covers starting the
/// program up to the first sample after the WAV header on its output.
/// Neither includes an audio player. Target: in the process at least 3×
/// faster, by the medians.
enum SpeechBenchmark {
  /// The speed-up the in-process path must reach.
  static let speedupTarget = 3.0
  /// The announcement said in both.
  static let text = "10 customers added, 7 waiting; customers 1, 2 and 4 started"

  /// Measures and prints the `speech.*` figures, or why they are skipped.
  static func run(_ options: BenchOptions) {
    let synthesizer: ESpeakSynthesizer
    switch ESpeakSynthesizer.shared {
    case .success(let loaded): synthesizer = loaded
    case .failure(let reason):
      figure("speech.skipped", "libespeak-ng could not be loaded: \(reason.reason)")
      return
    }
    guard spawnFirstSample() != nil else {
      figure(
        "speech.skipped",
        "espeak-ng could not be run; install it with: sudo apt-get install espeak-ng")
      return
    }
    let settings = VoiceSettings(language: .english)
    // Warm up both: the library's first voice load, the program's page cache.
    _ = inProcessFirstSample(synthesizer, settings)
    var inProcess: [Int64] = []
    var spawned: [Int64] = []
    for _ in 0..<options.speechRuns {
      inProcess.append(inProcessFirstSample(synthesizer, settings))
      if let time = spawnFirstSample() { spawned.append(time) }
    }
    let local = Percentiles(inProcess)
    let external = Percentiles(spawned)
    figures("speech.first-sample.in-process", local)
    figures("speech.first-sample.espeak-ng-stdout", external)
    let speedup = local.p50 > 0 ? external.p50 / local.p50 : 0
    figure(
      "speech.first-sample.speedup", fixed(speedup, 1),
      "x (espeak-ng --stdout p50 / in-process p50)")
    target("speech.first-sample.target", met: speedup >= speedupTarget, "in-process >= 3x faster")
  }

  /// Nanoseconds from handing an announcement to speech to the first
  /// buffer of samples, synthesis then stopped.
  static func inProcessFirstSample(
    _ synthesizer: ESpeakSynthesizer, _ settings: VoiceSettings
  ) -> Int64 {
    let clock = ContinuousClock()
    let start = clock.now
    var scheduler = SpeechScheduler()
    scheduler.beginStep()
    let record = OutputRecord(kind: .announcement, text: text, priority: .polite, time: .zero)
    var first: ContinuousClock.Instant?
    for case .say(let utterance) in scheduler.schedule(record) {
      _ = try? synthesizer.synthesize(text: utterance.text, settings: settings) { buffer in
        if first == nil && !buffer.isEmpty { first = clock.now }
        return first == nil
      }
    }
    return nanoseconds((first ?? clock.now) - start)
  }

  /// Nanoseconds from starting `espeak-ng --stdout` to the first sample
  /// after its WAV header; nil when it cannot be run or says nothing.
  static func spawnFirstSample() -> Int64? {
    guard let ends = Subprocess.openPipe() else { return nil }
    let clock = ContinuousClock()
    let start = clock.now
    let process = try? Subprocess.start(
      "espeak-ng", ["--stdout", "-v", "en", "-s", "175", text], output: .descriptor(ends.write))
    FileDescriptor(ends.write).close()
    let readEnd = FileDescriptor(ends.read)
    defer { readEnd.close() }
    guard let process else { return nil }
    defer {
      Signal.kill.send(to: process)
      Subprocess.wait(process, timeout: .seconds(10))
    }
    // The header is 44 bytes; the first sample is the two after it.
    var received = 0
    var buffer = [UInt8](repeating: 0, count: 4096)
    while received < 46 {
      guard (try? FileDescriptor.waitOnce(for: [(readEnd, .readable)], milliseconds: 10_000)) != nil
      else { return nil }
      guard let count = try? readEnd.read(into: &buffer), count > 0 else { return nil }
      received += count
    }
    return nanoseconds(clock.now - start)
  }
}
