import Foundation
import TellerAccessibility
import TellerBank
import TellerSession
import TellerSounds
import TellerTestSupport
import TellerWording
import Testing

@testable import TellerSpeech

private let hasESpeak = ESpeakLibrary.isAvailable
private let noESpeak: Comment = "libespeak-ng.so.1 is not installed"

/// A busy day: about 8 hours of Poisson arrivals, the loan clerk near
/// saturation.
private let busyDay = [
  "simulate", "--arrivals", "poisson", "--rate", "1.75", "--customers", "50400", "--seed", "31",
]

/// The `audio_graph` member of `--json`'s object.
private struct GraphJSON: Decodable {
  var seconds: Double
  var spoken: Bool
  var sentence: String
  var span_seconds: Double
  var peak_waiting: Int
  var peak_seconds: Double
  var semitones_per_customer: Double
  var bin_seconds: Double
  var mean_waiting: [Double]
}

private struct ReportJSON: Decodable {
  var audio_graph: GraphJSON
}

/// Runs `teller simulate … --audio-graph FILE --json` and reads both.
private func simulate(
  _ arguments: [String], environment: [String: String] = [:]
) throws -> (result: RunResult, graph: GraphJSON, wav: WAVFileContents) {
  let path = temporaryPath("graph-\(UUID().uuidString).wav")
  defer { try? FileManager.default.removeItem(atPath: path) }
  let result = try runTellerTimed(
    arguments + ["--json", "--audio-graph", path], environment: environment)
  let report = try JSONDecoder().decode(ReportJSON.self, from: Data(result.stdout.utf8))
  return (result, report.audio_graph, try WAVFileContents(path: path))
}

/// The most customers waiting at once in a run and when that first
/// happened, counted here from the bank's events after each instant.
private func peak(seed: UInt64) -> (waiting: Int, time: ModelTime) {
  let simulation = Simulation(
    configuration: BankConfiguration(seed: seed), customers: 50_400,
    arrivals: .poisson(rate: 1.75))
  var waiting = 0
  var best = (waiting: 0, time: ModelTime.zero)
  var instant = ModelTime.zero
  // Counted after the last event of an instant: an arrival served at
  // once never waits.
  func settle() { if waiting > best.waiting { best = (waiting, instant) } }
  _ = simulation.run { event in
    if event.time != instant {
      settle()
      instant = event.time
    }
    switch event.kind {
    case .arrived: waiting += 1
    case .started: waiting -= 1
    default: break
    }
  }
  settle()
  return best
}

@Suite("teller simulate --audio-graph: the day's line as pitch, after its sentence")
struct AudioGraphCLITests {
  @Test("The graph's pitch follows the simulated line from --json: correlation at least 0.98")
  func pitchFollowsTheLine() throws {
    let (result, graph, wav) = try simulate(busyDay)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(wav.channels == 2 && graph.seconds == 10)
    let frames = Int(graph.seconds * Double(wav.sampleRate))
    let all = wav.samples.count / 2
    #expect(all >= frames)
    // The graph is the file's last 10 seconds; the left channel carries
    // the line above the clerks' voice.
    let left = stride(from: (all - frames) * 2, to: all * 2, by: 2).map { wav.samples[$0] }
    var pitch: [Double] = []
    var waiting: [Double] = []
    for frame in PitchTracker(sampleRate: wav.sampleRate).track(left) {
      guard let frequency = frame.frequency else { continue }
      let modelSeconds = frame.time / graph.seconds * graph.span_seconds
      let bin = Int(modelSeconds / graph.bin_seconds)
      guard bin < graph.mean_waiting.count else { continue }
      pitch.append(12 * log2(frequency / AudioGraphScale.lowest))
      waiting.append(graph.mean_waiting[bin])
    }
    #expect(pitch.count > 700, "voiced frames: \(pitch.count)")
    let correlation = PitchTracker.correlation(pitch, waiting)
    #expect(correlation >= 0.98, "correlation \(correlation)")
    // The scale: the highest bin's pitch is its mean times the step.
    let top = try #require(
      graph.mean_waiting.indices.max { graph.mean_waiting[$0] < graph.mean_waiting[$1] })
    let topPitch = zip(pitch, waiting).filter { $0.1 == graph.mean_waiting[top] }.map(\.0)
    if let heard = topPitch.first {
      let expected = graph.mean_waiting[top] * graph.semitones_per_customer
      #expect(abs(heard - expected) < 1, "\(heard) semitones for \(expected)")
    }
  }

  @Test(
    "The sentence's extremes are the simulation's, in English and Korean",
    arguments: [Language.english, .korean])
  func sentence(language: Language) throws {
    let (result, graph, _) = try simulate(
      busyDay + ["--lang", language.rawValue, "--graph-seconds", "2"])
    #expect(result.status == 0)
    let counted = peak(seed: 31)
    #expect(graph.peak_waiting == counted.waiting)
    #expect(abs(graph.peak_seconds - counted.time.seconds) < 1e-6)
    let catalog = Catalog(language: language)
    let at = catalog[SimulateMessage.span(SpanParts(counted.time, roundedTo: .minute))]
    let number = language == .english ? "highest \(counted.waiting)," : "\(counted.waiting)명"
    #expect(graph.sentence.contains(number), "\(graph.sentence)")
    #expect(graph.sentence.contains(at), "\(graph.sentence) lacks \(at)")
    let hours = catalog[SimulateMessage.span(SpanParts(totalSeconds: 8 * 3_600))]
    #expect(graph.sentence.contains(hours.prefix(while: { $0 != " " })), "\(graph.sentence)")
    // The readable report prints the same sentence.
    let path = temporaryPath("graph-text.wav")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let text = try runTellerTimed(
      busyDay + ["--lang", language.rawValue, "--graph-seconds", "2", "--audio-graph", path])
    #expect(text.stdout.hasSuffix(graph.sentence + "\n"))
  }

  @Test("The same seed gives the same bytes; another seed does not")
  func deterministic() throws {
    let path = temporaryPath("graph-same.wav")
    defer { try? FileManager.default.removeItem(atPath: path) }
    func bytes(_ seed: String) throws -> Data {
      let arguments = [
        "simulate", "--arrivals", "poisson", "--rate", "1.5", "--customers", "2000", "--seed",
        seed, "--graph-seconds", "2", "--audio-graph", path,
      ]
      #expect(try runTellerTimed(arguments).status == 0)
      return try Data(contentsOf: URL(fileURLWithPath: path))
    }
    let once = try bytes("7")
    #expect(once.count > 44 + 2 * 2 * 22_050)
    #expect(try bytes("7") == once)
    #expect(try bytes("8") != once)
  }

  @Test("The sentence is spoken first with eSpeak NG", .enabled(if: hasESpeak, noESpeak))
  func spokenFirst() throws {
    let (result, graph, wav) = try simulate(busyDay + ["--graph-seconds", "2"])
    #expect(result.stderr.isEmpty)
    #expect(graph.spoken)
    let graphFrames = 2 * wav.sampleRate
    let speechFrames = wav.samples.count / 2 - graphFrames
    #expect(speechFrames > wav.sampleRate * 3, "\(speechFrames) frames of sentence")
    #expect(wav.samples[..<(speechFrames * 2)].contains { abs(Int($0)) > 3_000 })
  }

  @Test("Without eSpeak NG the graph comes alone, the sentence in the output")
  func withoutSpeech() throws {
    let (result, graph, wav) = try simulate(
      busyDay + ["--graph-seconds", "3"],
      environment: ["TELLER_ESPEAK_LIBRARY": "/nonexistent/libespeak-ng.so.1"])
    #expect(result.status == 0)
    #expect(!graph.spoken)
    #expect(result.stderr.hasPrefix("teller simulate: speech is off: "))
    #expect(result.stderr.hasSuffix(" the graph is heard without its sentence.\n"))
    #expect(wav.samples.count == 3 * 22_050 * 2)
    #expect(graph.sentence.hasPrefix("Waiting customers over 8 hours"))
  }

  @Test("A file that cannot be created is 73, one that cannot be written 74; figures still print")
  func failures() throws {
    let missing = try runTellerTimed([
      "simulate", "--customers", "20", "--audio-graph", "/nonexistent-folder/day.wav",
    ])
    #expect(missing.status == 73)
    #expect(
      missing.stderr.hasSuffix(
        "--audio-graph: Cannot create '/nonexistent-folder/day.wav': No such file or directory.\n"))
    #expect(missing.stdout.contains("Customers served: 20"))
    let full = try runTellerTimed(["simulate", "--customers", "20", "--audio-graph", "/dev/full"])
    #expect(full.status == 74)
    #expect(full.stderr.contains("--audio-graph: Cannot write '/dev/full': "))
    let alone = try runTellerTimed(["simulate", "--graph-seconds", "5"])
    #expect(alone.status == 64)
    #expect(alone.stderr.contains("--graph-seconds only applies with --audio-graph"))
    let short = try runTellerTimed(["simulate", "--graph-seconds", "0", "--audio-graph", "x.wav"])
    #expect(short.status == 64)
  }
}
