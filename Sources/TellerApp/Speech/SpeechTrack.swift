/// One recording of everything spoken, utterance after utterance, with a
/// short silence between each two.
///
/// It keeps only the count; ``chunk(for:)`` gives the samples to append.
public struct SpeechTrack: Hashable, Sendable {
  /// Samples per second.
  public let sampleRate: Int
  /// The silence between two utterances, in milliseconds.
  public let gapMilliseconds: Int
  /// Samples recorded so far, silences included.
  public private(set) var sampleCount = 0
  /// Utterances recorded so far.
  public private(set) var utteranceCount = 0

  /// Creates an empty track.
  public init(sampleRate: Int, gapMilliseconds: Int = 300) {
    self.sampleRate = sampleRate
    self.gapMilliseconds = gapMilliseconds
  }

  /// The silence between two utterances, in samples.
  public var gapSamples: Int { sampleRate * max(0, gapMilliseconds) / 1000 }

  /// The length so far, in seconds.
  public var seconds: Double { sampleRate > 0 ? Double(sampleCount) / Double(sampleRate) : 0 }

  /// Records an utterance's samples and returns what to append: the
  /// silence first, unless it is the first utterance, then the samples.
  /// An utterance with no samples adds nothing.
  ///
  /// - Complexity: O(n) in the samples and the gap.
  public mutating func chunk(for samples: [Int16]) -> [Int16] {
    guard !samples.isEmpty else { return [] }
    let chunk =
      utteranceCount == 0 ? samples : [Int16](repeating: 0, count: gapSamples) + samples
    utteranceCount += 1
    sampleCount += chunk.count
    return chunk
  }
}
