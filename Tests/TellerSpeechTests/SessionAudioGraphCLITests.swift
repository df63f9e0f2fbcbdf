import Foundation
import TellerAccessibility
import TellerBank
import TellerSession
import TellerSounds
import TellerTestSupport
import TellerWording
import Testing

@testable import TellerSpeech

/// The graph the session asks to hear at a script's `graph` line, from the
/// same session run here.
private func expectedGraph(_ script: [String], language: Language = .english) throws -> GraphCue {
  var session = Session(settings: SessionSettings(language: language))
  _ = session.start()
  var cue: GraphCue?
  for (number, line) in script.enumerated() {
    let step = session.handle(.line(line, number: number + 1))
    if let graph = step.graph { cue = graph }
  }
  return try #require(cue)
}

/// Where a clip's samples first appear in others, stepping by frames.
private func find(_ clip: [Int16], in samples: [Int16], channels: Int) -> Int? {
  guard clip.count <= samples.count else { return nil }
  return stride(from: 0, through: samples.count - clip.count, by: channels).first {
    samples[$0...].starts(with: clip)
  }
}

@Suite("o in the session: the day so far as an audio graph, through the sounds' path")
struct SessionAudioGraphCLITests {
  /// A day of 20 seconds: one batch served, then idle while the graph plays.
  let script = ["add", "wait 20s", "graph", "wait 15s"]

  @Test("--speech-wav records the graph after its sentence, to the sample")
  func recorded() throws {
    let path = temporaryPath("session-graph.wav")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let result = try runTellerTimed(
      ["--clock", "virtual", "--lang", "en", "--sounds", "on", "--speech-wav", path],
      stdin: script.joined(separator: "\n") + "\n")
    #expect(result.status == 0, "\(result.stderr)")
    let cue = try expectedGraph(script)
    #expect(result.stdout.contains(Catalog.english.audioGraphSentence(cue.graph)))
    let wav = try WAVFileContents(path: path)
    #expect(wav.channels == 2)
    let clip = cue.graph.render(sampleRate: wav.sampleRate, channels: 2).samples
    let start = try #require(find(clip, in: wav.samples, channels: 2), "the graph, whole")
    // The sentence was said before it, after the graph was asked for.
    let asked = SoundClip.frames(in: cue.time, sampleRate: wav.sampleRate) * 2
    #expect(start > asked)
    #expect(wav.samples[asked..<start].contains { abs(Int($0)) > 1_000 }, "the sentence")
  }

  @Test("The next key stops it: a command at once leaves no graph in the recording")
  func stopped() throws {
    let path = temporaryPath("session-graph-stopped.wav")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let lines = ["add", "wait 20s", "graph", "next", "wait 15s"]
    let result = try runTellerTimed(
      ["--clock", "virtual", "--lang", "en", "--sounds", "on", "--speech-wav", path],
      stdin: lines.joined(separator: "\n") + "\n")
    #expect(result.status == 0, "\(result.stderr)")
    let cue = try expectedGraph(lines)
    let wav = try WAVFileContents(path: path)
    let opening = Array(
      cue.graph.render(sampleRate: wav.sampleRate, channels: 2).samples.prefix(4_410))
    #expect(find(opening, in: wav.samples, channels: 2) == nil)
  }

  @Test(
    "Live, the graph plays through a player of its own, whole, in both languages",
    arguments: [Language.english, .korean])
  func live(language: Language) throws {
    let player = try RecordingPlayer()
    defer { player.remove() }
    let result = try runTellerTimed(
      ["--clock", "virtual", "--lang", language.rawValue, "--sounds", "on"],
      stdin: script.joined(separator: "\n") + "\n",
      environment: ["TELLER_SPEECH_PLAYER": player.script])
    #expect(result.status == 0, "\(result.stderr)")
    let cue = try expectedGraph(script, language: language)
    #expect(result.stdout.contains(Catalog(language: language).audioGraphSentence(cue.graph)))
    let clip = cue.graph.render(sampleRate: SoundEngines.sampleRate, channels: 2).samples
    let runs = player.runs()
    #expect(runs.contains { $0.samples == clip && $0.stream == "22050 2 S16_LE" })
  }
}
