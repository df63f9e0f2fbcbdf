import TellerBank

/// A recording of what a listener hears, laid out in model time.
///
/// Sample 0 is the model time of the first thing scheduled. An utterance
/// starts at its record's model time, or when the one before it ends if
/// that is later; the gap between is silence. Cancelling at a model time
/// cuts the utterance being said at that sample and drops what waits (see
/// ``SpeechQueue`` for how waiting polite speech gives way). So under a
/// virtual clock the same script gives the same recording, sample for
/// sample, and what live speech would skip is not in it.
///
/// Samples are written as soon as an utterance starts, so the file holds
/// everything heard so far plus the rest of the current utterance; a later
/// cancel truncates it. The timeline is a pure value: it returns the edits
/// to make to the file, and asks the caller to synthesise each utterance
/// when it starts (never one that is dropped before starting).
public struct SpeechTimeline: Hashable, Sendable {
  /// A change to make to the recording's samples.
  public enum Edit: Hashable, Sendable {
    /// Append these samples at the end.
    case append([Int16])
    /// Append this many samples of silence at the end.
    case silence(Int)
    /// Keep only the first this-many samples.
    case truncate(to: Int)
  }

  /// Samples per second.
  public let sampleRate: Int
  /// The model time of sample 0, set by the first thing scheduled.
  public private(set) var origin: ModelTime?
  /// Samples in the recording, silences included.
  public private(set) var sampleCount = 0
  /// Utterances started so far.
  public private(set) var utteranceCount = 0
  private var queue: SpeechQueue
  /// The sample where the utterance being said ends, if one is.
  private var currentEnd: Int?
  /// The latest position reached, in samples.
  private var position = 0

  /// Creates an empty timeline.
  public init(sampleRate: Int, capacity: Int = SpeechQueue.defaultCapacity) {
    self.sampleRate = max(1, sampleRate)
    queue = SpeechQueue(capacity: capacity)
  }

  /// The recording's length in seconds.
  public var seconds: Double { Double(sampleCount) / Double(sampleRate) }

  /// Queues an utterance at its model time and returns the edits up to then.
  ///
  /// - Parameter synthesize: gives the samples of an utterance when it starts.
  /// - Complexity: the synthesis of the utterances that start, plus O(n) in
  ///   their samples.
  public mutating func say(
    _ utterance: Utterance, synthesize: (Utterance) -> [Int16]
  ) -> [Edit] {
    var edits = advance(to: utterance.time, synthesize: synthesize)
    queue.submit(utterance)
    edits += play(upTo: position, synthesize: synthesize)
    return edits
  }

  /// Cuts what is being said at a model time and drops what waits.
  public mutating func cancel(
    at time: ModelTime, synthesize: (Utterance) -> [Int16]
  ) -> [Edit] {
    var edits = advance(to: time, synthesize: synthesize)
    if let end = currentEnd, end > position {
      sampleCount = position
      edits.append(.truncate(to: position))
    }
    currentEnd = nil
    queue.clear()
    return edits
  }

  /// Ends the recording: with `drain`, everything waiting is said in turn;
  /// without, speech is cut at `time` (the latest position when nil).
  public mutating func finish(
    drain: Bool, at time: ModelTime? = nil, synthesize: (Utterance) -> [Int16]
  ) -> [Edit] {
    guard drain else {
      return cancel(at: time ?? modelTime(at: position), synthesize: synthesize)
    }
    return play(upTo: Int.max, synthesize: synthesize)
  }

  /// Moves to a model time (never back), starting what is due on the way.
  private mutating func advance(
    to time: ModelTime, synthesize: (Utterance) -> [Int16]
  ) -> [Edit] {
    if origin == nil { origin = time }
    position = max(position, sample(at: time))
    return play(upTo: position, synthesize: synthesize)
  }

  /// Starts, one after another, the waiting utterances due by a sample.
  private mutating func play(
    upTo limit: Int, synthesize: (Utterance) -> [Int16]
  ) -> [Edit] {
    var edits: [Edit] = []
    while true {
      if let end = currentEnd {
        guard end <= limit else { break }
        currentEnd = nil
      }
      guard let next = queue.first else { break }
      let start = max(sample(at: next.time), sampleCount)
      guard start <= limit else { break }
      _ = queue.next()
      let samples = synthesize(next)
      utteranceCount += 1
      guard !samples.isEmpty else { continue }
      if start > sampleCount { edits.append(.silence(start - sampleCount)) }
      edits.append(.append(samples))
      sampleCount = start + samples.count
      currentEnd = sampleCount
    }
    if limit == Int.max { position = max(position, sampleCount) }
    return edits
  }

  /// The sample at a model time: (time − origin) × rate, rounded down,
  /// never negative.
  public func sample(at time: ModelTime) -> Int {
    let offset = (time - (origin ?? time)).nanoseconds
    guard offset > 0 else { return 0 }
    let rate = Int64(sampleRate)
    let whole = offset / 1_000_000_000
    let part = offset % 1_000_000_000
    return Int(whole * rate + part * rate / 1_000_000_000)
  }

  /// The model time at a sample.
  private func modelTime(at sample: Int) -> ModelTime {
    let rate = Int64(sampleRate)
    let nanoseconds =
      Int64(sample) / rate * 1_000_000_000
      + Int64(sample) % rate * 1_000_000_000 / rate
    return (origin ?? .zero) + ModelTime(nanoseconds: nanoseconds)
  }
}
