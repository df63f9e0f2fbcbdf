import TellerApp
import TellerArguments

#if canImport(Glibc)
  import Glibc
#endif

/// Writes 16-bit mono PCM into a WAV file as it comes.
///
/// The header is written when the file is created and rewritten after
/// every append, so the file is a whole, playable WAV at every moment:
/// if the process is ended by a signal, everything appended so far is kept.
public final class WAVFileWriter {
  /// The file's path.
  public let path: String
  /// Samples per second.
  public let sampleRate: Int
  /// Samples written so far.
  public private(set) var sampleCount = 0
  private var fileDescriptor: Int32

  /// Creates (or empties) the file and writes a header for no samples.
  ///
  /// - Throws: ``SpeechUnavailable`` saying why the file cannot be written.
  public init(path: String, sampleRate: Int) throws(SpeechUnavailable) {
    self.path = path
    self.sampleRate = sampleRate
    fileDescriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard fileDescriptor >= 0 else { throw WAVFileWriter.failure(path) }
    try writeAll(WAVEncoder.header(sampleRate: sampleRate, sampleCount: 0), at: 0)
  }

  deinit { close() }

  /// Appends samples at the end, then brings the header up to date.
  ///
  /// - Throws: ``SpeechUnavailable`` saying why the file cannot be written.
  /// - Complexity: O(n) in the number of samples.
  public func append(_ samples: [Int16]) throws(SpeechUnavailable) {
    guard !samples.isEmpty else { return }
    guard fileDescriptor >= 0 else { throw SpeechUnavailable("\(visibleText(path)) is closed.") }
    let offset = WAVEncoder.headerSize + sampleCount * 2
    try writeAll(WAVEncoder.sampleBytes(samples), at: offset)
    sampleCount += samples.count
    try writeAll(WAVEncoder.header(sampleRate: sampleRate, sampleCount: sampleCount), at: 0)
  }

  /// Closes the file; later appends fail.
  public func close() {
    guard fileDescriptor >= 0 else { return }
    _ = Glibc.close(fileDescriptor)
    fileDescriptor = -1
  }

  private func writeAll(_ bytes: [UInt8], at offset: Int) throws(SpeechUnavailable) {
    var done = 0
    while done < bytes.count {
      let written = bytes.withUnsafeBytes { buffer in
        pwrite(
          fileDescriptor, buffer.baseAddress! + done, buffer.count - done, off_t(offset + done))
      }
      if written < 0 {
        if errno == EINTR { continue }
        throw WAVFileWriter.failure(path)
      }
      done += written
    }
  }

  private static func failure(_ path: String) -> SpeechUnavailable {
    let reason = String(cString: strerror(errno))
    return SpeechUnavailable("cannot write \(visibleText(path)): \(reason).")
  }
}
