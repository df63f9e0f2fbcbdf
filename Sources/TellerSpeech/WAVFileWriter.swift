import TellerArguments
import TellerPlatform
import TellerSpeechModel

/// Writes 16-bit PCM, mono or with channels interleaved, into a WAV file
/// as it comes.
///
/// The header is written when the file is created and rewritten after
/// every change, so the file is a whole, playable WAV at every moment: if
/// the process is ended by a signal, everything written so far is kept.
/// When a write fails (a full disk), the file is cut back to the samples
/// written whole and its header made to match, so it stays valid.
public final class WAVFileWriter {
  /// The file's path.
  public let path: String
  /// Samples per second.
  public let sampleRate: Int
  /// 1 (mono) or 2 (stereo, interleaved).
  public let channels: Int
  /// Samples in the file, of every channel together.
  public private(set) var sampleCount = 0
  private var fileDescriptor: Int32

  /// Creates (or empties) the file and writes a header for no samples.
  ///
  /// - Throws: ``SpeechRecordingError`` saying why: at creation when the
  ///   file cannot be opened (exit 73); a write failure when it opens but
  ///   the header cannot be written, as on `/dev/full` (exit 74).
  public init(path: String, sampleRate: Int, channels: Int = 1) throws(SpeechRecordingError) {
    self.path = path
    self.sampleRate = sampleRate
    self.channels = channels
    do {
      fileDescriptor = try FileDescriptor.open(
        path, .writeOnly, options: [.create, .truncate, .closeOnExec], mode: 0o644
      ).rawValue
    } catch {
      fileDescriptor = -1
      throw WAVFileWriter.failure(path, error, atCreation: true)
    }
    do throws(SpeechRecordingError) {
      _ = try writeAll(
        WAVEncoder.header(sampleRate: sampleRate, sampleCount: 0, channels: channels), at: 0)
    } catch {
      close()
      throw error
    }
  }

  deinit { close() }

  /// Appends samples at the end, then brings the header up to date.
  ///
  /// - Throws: ``SpeechRecordingError`` saying why; the file then holds
  ///   the samples written whole, with a header to match.
  /// - Complexity: O(n) in the number of samples.
  public func append(_ samples: [Int16]) throws(SpeechRecordingError) {
    guard !samples.isEmpty else { return }
    guard fileDescriptor >= 0 else {
      throw SpeechRecordingError(path: path, reason: .known(.closed), atCreation: false)
    }
    let offset = WAVEncoder.headerSize + sampleCount * 2
    do throws(SpeechRecordingError) {
      _ = try writeAll(WAVEncoder.sampleBytes(samples), at: offset)
    } catch {
      // Keep what was written whole, and say so in the header.
      let written = FileDescriptor(fileDescriptor).seekToEnd() - WAVEncoder.headerSize
      let whole = max(0, written) / (2 * channels) * channels
      let kept = max(sampleCount, min(sampleCount + samples.count, whole))
      try? truncate(toSampleCount: kept)
      throw error
    }
    sampleCount += samples.count
    _ = try writeAll(
      WAVEncoder.header(sampleRate: sampleRate, sampleCount: sampleCount, channels: channels), at: 0
    )
  }

  /// Appends `count` samples of silence, a block at a time.
  ///
  /// - Throws: ``SpeechRecordingError`` as ``append(_:)`` does.
  /// - Complexity: O(n) in the count.
  public func appendSilence(_ count: Int) throws(SpeechRecordingError) {
    let block = 65_536
    var left = count
    while left > 0 {
      try append([Int16](repeating: 0, count: min(block, left)))
      left -= block
    }
  }

  /// Keeps only the first `count` samples (fewer than now), and brings the
  /// header up to date.
  ///
  /// - Throws: ``SpeechRecordingError`` saying why.
  public func truncate(toSampleCount count: Int) throws(SpeechRecordingError) {
    guard fileDescriptor >= 0 else {
      throw SpeechRecordingError(path: path, reason: .known(.closed), atCreation: false)
    }
    let kept = max(0, count)
    do {
      try FileDescriptor(fileDescriptor).truncate(toSize: WAVEncoder.headerSize + kept * 2)
    } catch {
      throw WAVFileWriter.failure(path, error, atCreation: false)
    }
    sampleCount = kept
    _ = try writeAll(
      WAVEncoder.header(sampleRate: sampleRate, sampleCount: kept, channels: channels), at: 0)
  }

  /// Closes the file; later changes fail.
  public func close() {
    guard fileDescriptor >= 0 else { return }
    FileDescriptor(fileDescriptor).close()
    fileDescriptor = -1
  }

  /// Writes all the bytes at an offset.
  ///
  /// - Returns: the bytes written.
  private func writeAll(_ bytes: [UInt8], at offset: Int) throws(SpeechRecordingError) -> Int {
    var done = 0
    while done < bytes.count {
      let written: Int
      do {
        written = try FileDescriptor(fileDescriptor).write(bytes, from: done, at: offset + done)
      } catch {
        throw WAVFileWriter.failure(path, error, atCreation: false)
      }
      if written == 0 {
        throw SpeechRecordingError(
          path: path, reason: .known(.nothingWritten), atCreation: false)
      }
      done += written
    }
    return done
  }

  private static func failure(
    _ path: String, _ error: SystemError, atCreation: Bool
  ) -> SpeechRecordingError {
    SpeechRecordingError(path: path, reason: error.reason, atCreation: atCreation)
  }
}
