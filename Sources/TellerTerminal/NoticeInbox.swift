import TellerBank
import TellerPlatform
import TellerSession

/// Lines from the edge that the user must hear of while the session runs,
/// such as why speech is off, as an input source: each posted line
/// becomes a ``SessionInput/notice(_:)``.
///
/// The lines travel through a pipe, which is also what the loop waits on:
/// ``post(_:)`` writes a line in one `write`, which the kernel keeps whole
/// (a line is cut to fit `PIPE_BUF`), so any thread may post (speech
/// reports from its own) without a lock. Only the loop takes the lines.
/// Both ends are non-blocking and closed on exec; a line posted when the
/// pipe is full is dropped, as the line also goes to standard error.
public final class NoticeInbox: InputSource, Sendable {
  /// The read end, which the loop waits on.
  public let fileDescriptor: Int32
  private let pipe: Pipe
  /// The bytes of a line not yet ended, which only the loop touches; the
  /// box makes that a rule the compiler holds.
  private let partial = Locked<[UInt8]>([])

  /// The longest line kept whole, in bytes with its newline.
  static let longestLine = Pipe.atomicWriteLimit

  /// Makes the pipe; nil when none can be made.
  public init?() {
    guard let pipe = try? Pipe.open(nonBlocking: true) else { return nil }
    self.pipe = pipe
    fileDescriptor = pipe.readEnd.rawValue
  }

  deinit { pipe.close() }

  /// Posts one line, from any thread: line breaks inside it become spaces,
  /// and a line longer than ``longestLine`` is cut (on a character).
  public func post(_ line: String) {
    var text = ""
    for character in line where !character.isNewline || !text.isEmpty {
      text.append(character.isNewline ? " " : character)
    }
    while text.last == " " { text.removeLast() }
    guard !text.isEmpty else { return }
    while text.utf8.count + 1 > Self.longestLine { text.removeLast() }
    var bytes = Array(text.utf8)
    bytes.append(0x0A)
    _ = try? pipe.writeEnd.write(bytes)
  }

  /// Takes the lines posted since the last take, as notices.
  public func takeInputs(at now: ModelTime) -> [SessionInput] {
    var buffer = [UInt8](repeating: 0, count: 4096)
    var received: [UInt8] = []
    while true {
      guard let count = try? pipe.readEnd.read(into: &buffer), count > 0 else { break }
      received += buffer[..<count]
    }
    let lines: [String] = partial.withLock { partial in
      partial += received
      var lines: [String] = []
      while let end = partial.firstIndex(of: 0x0A) {
        lines.append(String(decoding: partial[..<end], as: UTF8.self))
        partial.removeSubrange(...end)
      }
      return lines
    }
    return lines.map { .notice($0) }
  }
}
