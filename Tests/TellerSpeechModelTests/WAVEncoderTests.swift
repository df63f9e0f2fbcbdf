import TellerSpeechModel
import Testing

@Suite("WAV encoder: 16-bit mono PCM in a RIFF WAVE file")
struct WAVEncoderTests {
  /// "RIFF", size, "WAVE", "fmt ", 16, PCM, mono, rate, byte rate, 2, 16, "data", size.
  private static func expectedHeader(rate: [UInt8], byteRate: [UInt8], riff: [UInt8], data: [UInt8])
    -> [UInt8]
  {
    [0x52, 0x49, 0x46, 0x46] + riff + [0x57, 0x41, 0x56, 0x45]
      + [0x66, 0x6D, 0x74, 0x20, 0x10, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00]
      + rate + byteRate + [0x02, 0x00, 0x10, 0x00]
      + [0x64, 0x61, 0x74, 0x61] + data
  }

  @Test("The header for no samples at 22050 Hz, byte for byte")
  func emptyHeader() {
    let header = WAVEncoder.header(sampleRate: 22050, sampleCount: 0)
    #expect(header.count == 44)
    #expect(WAVEncoder.headerSize == 44)
    #expect(
      header
        == WAVEncoderTests.expectedHeader(
          rate: [0x22, 0x56, 0x00, 0x00], byteRate: [0x44, 0xAC, 0x00, 0x00],
          riff: [0x24, 0x00, 0x00, 0x00], data: [0x00, 0x00, 0x00, 0x00]))
  }

  @Test("A whole file of four samples at 8000 Hz, byte for byte")
  func fourSamples() {
    let bytes = WAVEncoder.encode([1, -1, 0x1234, Int16.min], sampleRate: 8000)
    let expected =
      WAVEncoderTests.expectedHeader(
        rate: [0x40, 0x1F, 0x00, 0x00], byteRate: [0x80, 0x3E, 0x00, 0x00],
        riff: [0x2C, 0x00, 0x00, 0x00], data: [0x08, 0x00, 0x00, 0x00])
      + [0x01, 0x00, 0xFF, 0xFF, 0x34, 0x12, 0x00, 0x80]
    #expect(bytes == expected)
  }

  @Test(
    "Samples become little-endian byte pairs: none, one, two, many",
    arguments: [
      ([], []),
      ([0x0102], [0x02, 0x01]),
      ([0, Int16.max], [0x00, 0x00, 0xFF, 0x7F]),
      ([-2, 256, 7, -32768, 32767], [0xFE, 0xFF, 0x00, 0x01, 0x07, 0x00, 0x00, 0x80, 0xFF, 0x7F]),
    ] as [([Int16], [UInt8])])
  func sampleBytes(samples: [Int16], expected: [UInt8]) {
    #expect(WAVEncoder.sampleBytes(samples) == expected)
  }

  @Test("Sizes past what RIFF can hold are clamped to the largest even size that fits")
  func clamped() {
    let header = WAVEncoder.header(sampleRate: 22050, sampleCount: Int.max)
    #expect(Array(header[4..<8]) == [0xFE, 0xFF, 0xFF, 0xFF])
    #expect(Array(header[40..<44]) == [0xDA, 0xFF, 0xFF, 0xFF])
    let negative = WAVEncoder.header(sampleRate: 22050, sampleCount: -5)
    #expect(Array(negative[40..<44]) == [0, 0, 0, 0])
  }

  @Test("The sizes follow the sample count: 0, 1, 2 and 1000 samples")
  func sizes() {
    for count in [0, 1, 2, 1000] {
      let bytes = WAVEncoder.encode([Int16](repeating: 3, count: count), sampleRate: 16000)
      #expect(bytes.count == 44 + 2 * count)
      let riff = bytes[4..<8].reversed().reduce(0) { $0 << 8 | Int($1) }
      let data = bytes[40..<44].reversed().reduce(0) { $0 << 8 | Int($1) }
      #expect(riff == 36 + 2 * count)
      #expect(data == 2 * count)
    }
  }
}
