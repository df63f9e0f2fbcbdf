import TellerInput

/// The input an ``InputLoop`` run has read and not yet handed to its core:
/// the key decoder and line splitter part-way through, and the queue of
/// inputs in the order they came.
struct LoopInput {
  /// Decodes bytes into keys, holding an Escape, a paste or a terminal
  /// string part-way.
  var decoder = KeyDecoder()
  /// Cuts bytes into lines, holding a line until its ending.
  var splitter = LineSplitter()
  /// The number of the last line queued, counting from 1.
  var lineNumber = 0
  /// Inputs read and not yet handled, oldest first.
  var queue: [SessionInput] = []
  /// Whether the byte source has ended; `endOfInput` is then queued.
  var ended = false

  /// Queues the keys or lines that bytes complete.
  ///
  /// - Parameters:
  ///   - bytes: what one read gave.
  ///   - style: whether the bytes are keys or lines.
  ///   - time: the real time of the read, for a paste's or a terminal
  ///     string's deadline.
  /// - Complexity: O(*n*) in the bytes and what the decoder or splitter
  ///   holds.
  mutating func take(_ bytes: [UInt8], as style: InputStyle, at time: Duration) {
    switch style {
    case .keys:
      queue += decoder.decode(bytes, at: time).map { SessionInput.key($0) }
    case .lines:
      for line in splitter.push(bytes) { queueLine(line) }
    }
  }

  /// Queues what a wait that timed out completes: the keys of a paste or
  /// a terminal string whose end never came, or else a lone Escape held
  /// pending.
  ///
  /// - Parameter time: the real time now, to tell whether the paste or
  ///   string is over.
  /// - Returns: whether the timeout was the decoder's; false when it was a
  ///   wake with nothing held.
  mutating func takeTimeout(at time: Duration) -> Bool {
    let unended = decoder.endOverdue(at: time)
    if !unended.isEmpty {
      queue += unended.map { SessionInput.key($0) }
      return true
    }
    guard decoder.hasPending else { return false }
    queue += decoder.flush().map { SessionInput.key($0) }
    return true
  }

  /// Queues what the end of input completes: keys held pending, the last
  /// line without its ending, then `endOfInput`.
  mutating func takeEnd() {
    queue += decoder.flush().map { SessionInput.key($0) }
    if let last = splitter.finish() { queueLine(last) }
    queue.append(.endOfInput)
    ended = true
  }

  /// Queues a line under the next number.
  private mutating func queueLine(_ line: String) {
    lineNumber += 1
    queue.append(.line(line, number: lineNumber))
  }
}
