/// Encodes 16-bit PCM, mono or with channels interleaved, as a RIFF WAVE file.
///
/// The file is the 44-byte header (`RIFF`, `WAVE`, a 16-byte `fmt ` chunk
/// for PCM, then the `data` chunk's header) followed by the samples, all
/// little-endian.
public enum WAVEncoder {
  /// The header's size in bytes.
  public static let headerSize = 44

  /// The header for a file of `sampleCount` samples (of every channel
  /// together) at `sampleRate` Hz.
  ///
  /// Counts too large for a RIFF size field are clamped to the largest
  /// that fits.
  public static func header(sampleRate: Int, sampleCount: Int, channels: Int = 1) -> [UInt8] {
    let maxSamples = (Int(UInt32.max) - (headerSize - 8)) / 2
    let dataBytes = UInt32(min(max(0, sampleCount), maxSamples) * 2)
    let rate = UInt32(clamping: sampleRate)
    let channels = UInt16(clamping: max(1, channels))
    var bytes: [UInt8] = []
    bytes.reserveCapacity(headerSize)
    bytes += Array("RIFF".utf8)
    append(UInt32(headerSize - 8) + dataBytes, to: &bytes)
    bytes += Array("WAVE".utf8)
    bytes += Array("fmt ".utf8)
    append(UInt32(16), to: &bytes)  // fmt chunk size
    append(UInt16(1), to: &bytes)  // PCM
    append(channels, to: &bytes)
    append(rate, to: &bytes)
    append(rate &* 2 &* UInt32(channels), to: &bytes)  // bytes per second
    append(2 &* channels, to: &bytes)  // bytes per frame
    append(UInt16(16), to: &bytes)  // bits per sample
    bytes += Array("data".utf8)
    append(dataBytes, to: &bytes)
    return bytes
  }

  /// The samples as little-endian bytes.
  ///
  /// - Complexity: O(n) in the number of samples.
  public static func sampleBytes(_ samples: [Int16]) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(samples.count * 2)
    for sample in samples {
      let bits = UInt16(bitPattern: sample)
      bytes.append(UInt8(truncatingIfNeeded: bits))
      bytes.append(UInt8(truncatingIfNeeded: bits >> 8))
    }
    return bytes
  }

  /// A whole WAV file: the header and the samples (channels interleaved).
  ///
  /// - Complexity: O(n) in the number of samples.
  public static func encode(_ samples: [Int16], sampleRate: Int, channels: Int = 1) -> [UInt8] {
    header(sampleRate: sampleRate, sampleCount: samples.count, channels: channels)
      + sampleBytes(samples)
  }

  private static func append(_ value: UInt32, to bytes: inout [UInt8]) {
    for shift in stride(from: 0, to: 32, by: 8) {
      bytes.append(UInt8(truncatingIfNeeded: value >> UInt32(shift)))
    }
  }

  private static func append(_ value: UInt16, to bytes: inout [UInt8]) {
    bytes.append(UInt8(truncatingIfNeeded: value))
    bytes.append(UInt8(truncatingIfNeeded: value >> 8))
  }
}
