import Foundation
import TellerArguments
import TellerSpeech
import TellerSpeechModel
import Testing

@Suite("WAV file writer: a whole WAV file after every append")
struct WAVFileWriterTests {
  @Test("A new file holds only the header for no samples")
  func empty() throws {
    let path = temporaryPath("empty.wav")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let writer = try WAVFileWriter(path: path, sampleRate: 22050)
    let contents = try WAVFileContents(path: path)
    #expect(contents.isConsistentMonoPCM)
    #expect(contents.dataSize == 0)
    #expect(contents.sampleRate == 22050)
    writer.close()
  }

  @Test("Appends land in order and the header follows after each one")
  func appends() throws {
    let path = temporaryPath("appends.wav")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let writer = try WAVFileWriter(path: path, sampleRate: 8000)
    try writer.append([1, -2])
    var contents = try WAVFileContents(path: path)
    #expect(contents.isConsistentMonoPCM)
    #expect(contents.samples == [1, -2])
    try writer.append([])
    try writer.append([Int16.max, Int16.min, 0])
    contents = try WAVFileContents(path: path)
    #expect(contents.isConsistentMonoPCM)
    #expect(contents.samples == [1, -2, Int16.max, Int16.min, 0])
    #expect(contents.dataSize == 10)
    #expect(writer.sampleCount == 5)
    writer.close()
    #expect(throws: SpeechRecordingError.self) { try writer.append([1]) }
  }

  @Test("Truncating keeps the first samples and the header follows; then appends continue")
  func truncates() throws {
    let path = temporaryPath("truncate.wav")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let writer = try WAVFileWriter(path: path, sampleRate: 8000)
    try writer.append([1, 2, 3, 4, 5])
    try writer.truncate(toSampleCount: 2)
    var contents = try WAVFileContents(path: path)
    #expect(contents.isConsistentMonoPCM)
    #expect(contents.samples == [1, 2])
    try writer.append([9])
    try writer.truncate(toSampleCount: 0)
    try writer.append([7, 8])
    contents = try WAVFileContents(path: path)
    #expect(contents.isConsistentMonoPCM)
    #expect(contents.samples == [7, 8])
    writer.close()
  }

  @Test("The file matches what the pure encoder makes")
  func matchesEncoder() throws {
    let path = temporaryPath("encoder.wav")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let samples: [Int16] = (0..<1000).map { Int16(truncatingIfNeeded: $0 * 37) }
    let writer = try WAVFileWriter(path: path, sampleRate: 16000)
    try writer.append(Array(samples[..<400]))
    try writer.append(Array(samples[400...]))
    writer.close()
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    #expect(bytes == WAVEncoder.encode(samples, sampleRate: 16000))
  }

  @Test("A file that cannot be created is refused at creation, naming it, for exit 73")
  func unwritable() {
    for (path, reason, words): (String, SystemReason, String) in [
      ("/nonexistent-folder/x.wav", .known(.noSuchFile), "No such file or directory"),
      (FileManager.default.temporaryDirectory.path, .known(.isAFolder), "Is a directory"),
    ] {
      #expect {
        _ = try WAVFileWriter(path: path, sampleRate: 22050)
      } throws: { error in
        let error = error as? SpeechRecordingError
        return error == SpeechRecordingError(path: path, reason: reason, atCreation: true)
          && error?.exitCode.rawValue == 73
          && error?.message == "--speech-wav: Cannot create '\(path)': \(words)."
      }
    }
  }

  @Test("A file that opens but cannot be written (/dev/full) is a write failure, for exit 74")
  func opensButCannotWrite() {
    #expect {
      _ = try WAVFileWriter(path: "/dev/full", sampleRate: 22050)
    } throws: { error in
      let error = error as? SpeechRecordingError
      return error
        == SpeechRecordingError(
          path: "/dev/full", reason: .known(.noSpace), atCreation: false)
        && error?.exitCode.rawValue == 74
        && error?.message == "--speech-wav: Cannot write '/dev/full': No space left on device."
    }
  }

  @Test(
    "Synthesised speech written and read back: RIFF/WAVE, 16-bit mono, the rate, the data size",
    .enabled(if: ESpeakLibrary.isAvailable, "libespeak-ng.so.1 is not installed"))
  func synthesised() throws {
    let path = temporaryPath("speech.wav")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let synthesizer = try ESpeakSynthesizer.shared.get()
    let samples = try synthesizer.synthesize(text: "Customer 4, deposit", voice: "en", rate: 175)
    let writer = try WAVFileWriter(path: path, sampleRate: synthesizer.sampleRate)
    try writer.append(samples)
    writer.close()
    let contents = try WAVFileContents(path: path)
    #expect(contents.isConsistentMonoPCM)
    #expect(contents.riff == "RIFF" && contents.wave == "WAVE" && contents.fmt == "fmt ")
    #expect(contents.bitsPerSample == 16 && contents.channels == 1)
    #expect(contents.sampleRate == synthesizer.sampleRate)
    #expect(contents.dataSize == samples.count * 2)
    #expect(contents.samples == samples)
  }
}
