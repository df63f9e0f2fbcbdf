import TellerArguments
import TellerSounds
import TellerWording

extension AudioGraphMessage: MessageSamples {
  /// The cases of ``AudioGraphMessage``, without payloads.
  public enum Kind: CaseIterable, Hashable, Sendable {
    case sentence, nothingToHear, lessonHeading, example, exampleDescription
    case cannotCreate, cannotWrite, withoutSentence, written, manual
  }

  /// The case of the message.
  public var kind: Kind {
    switch self {
    case .sentence: .sentence
    case .nothingToHear: .nothingToHear
    case .lessonHeading: .lessonHeading
    case .example: .example
    case .exampleDescription: .exampleDescription
    case .cannotCreate: .cannotCreate
    case .cannotWrite: .cannotWrite
    case .withoutSentence: .withoutSentence
    case .written: .written
    case .manual: .manual
    }
  }

  /// Samples of one kind: every tick, both scales, a day with nobody
  /// waiting, every example.
  public static func samples(of kind: Kind) -> [AudioGraphMessage] {
    let reason = SystemReason.known(.noSuchFile)
    switch kind {
    case .sentence:
      let ticks: [GraphTick?] = GraphTick.allCases + [nil]
      return ticks.enumerated().map { index, tick in
        .sentence(
          AudioGraphFacts(
            span: SpanParts(totalSeconds: 28_980, smallest: .minute), peak: index % 3 == 0 ? 0 : 14,
            peakAt: SpanParts(totalSeconds: 8_400, smallest: .minute), tick: tick,
            standardScale: index % 2 == 0))
      }
    case .nothingToHear: return [.nothingToHear]
    case .lessonHeading: return [.lessonHeading]
    case .example: return GraphExample.allCases.map { .example($0) }
    case .exampleDescription: return GraphExample.allCases.map { .exampleDescription($0) }
    case .cannotCreate:
      return [.cannotCreate(option: "audio-graph", path: "out/day.wav", reason: reason)]
    case .cannotWrite:
      return [.cannotWrite(option: "audio-graph", path: "out/day.wav", reason: reason)]
    case .withoutSentence: return [.withoutSentence]
    case .written: return [.written(path: "day.wav", seconds: "10")]
    case .manual:
      return ["o", nil].map {
        .manual(
          AudioGraphManualFacts(
            command: "teller simulate", option: "audio-graph", secondsOption: "graph-seconds",
            seconds: "10", key: $0, recording: "speech-wav", lesson: "teller sounds"))
      }
    }
  }
}
