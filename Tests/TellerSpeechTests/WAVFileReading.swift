import Foundation

/// A WAV file's header fields and samples, read back independently of the
/// encoder, for checking what Teller wrote.
struct WAVFileContents {
  var riff: String
  var riffSize: Int
  var wave: String
  var fmt: String
  var format: Int
  var channels: Int
  var sampleRate: Int
  var byteRate: Int
  var blockAlign: Int
  var bitsPerSample: Int
  var data: String
  var dataSize: Int
  var fileSize: Int
  var samples: [Int16]

  /// Seconds of sound, by the header's data size and rate.
  var seconds: Double { Double(dataSize / 2) / Double(sampleRate) }

  init(path: String) throws {
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    guard bytes.count >= 44 else { throw CocoaError(.fileReadCorruptFile) }
    func text(_ at: Int) -> String { String(decoding: bytes[at..<at + 4], as: UTF8.self) }
    func u32(_ at: Int) -> Int { (0..<4).reduce(0) { $0 | Int(bytes[at + $1]) << (8 * $1) } }
    func u16(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
    riff = text(0)
    riffSize = u32(4)
    wave = text(8)
    fmt = text(12)
    format = u16(20)
    channels = u16(22)
    sampleRate = u32(24)
    byteRate = u32(28)
    blockAlign = u16(32)
    bitsPerSample = u16(34)
    data = text(36)
    dataSize = u32(40)
    fileSize = bytes.count
    samples = stride(from: 44, to: bytes.count - 1, by: 2).map {
      Int16(bitPattern: UInt16(bytes[$0]) | UInt16(bytes[$0 + 1]) << 8)
    }
    precondition(u32(16) == 16)
  }

  /// Whether the header describes 16-bit mono PCM whose sizes match the file.
  var isConsistentMonoPCM: Bool {
    riff == "RIFF" && wave == "WAVE" && fmt == "fmt " && data == "data" && format == 1
      && channels == 1 && bitsPerSample == 16 && blockAlign == 2 && byteRate == sampleRate * 2
      && dataSize == fileSize - 44 && riffSize == fileSize - 8
  }
}

/// A fresh path in the temporary folder.
func temporaryPath(_ name: String) -> String {
  FileManager.default.temporaryDirectory
    .appendingPathComponent("teller-speech-\(UUID().uuidString)-\(name)").path
}
