import TellerApp

/// Records every utterance into one WAV file, in order, with a short
/// silence between each two.
///
/// Recording is not live, so nothing interrupts: each utterance is
/// recorded whole. Synthesis happens on the caller's thread.
final class SpeechRecorder {
  private let synthesizer: ESpeakSynthesizer
  private let report: @Sendable (String) -> Void
  private var writer: WAVFileWriter?
  private var track: SpeechTrack

  /// Creates the file.
  ///
  /// - Throws: ``SpeechUnavailable`` when the file cannot be written.
  init(
    path: String, synthesizer: ESpeakSynthesizer, report: @escaping @Sendable (String) -> Void
  ) throws(SpeechUnavailable) {
    self.synthesizer = synthesizer
    self.report = report
    writer = try WAVFileWriter(path: path, sampleRate: synthesizer.sampleRate)
    track = SpeechTrack(sampleRate: synthesizer.sampleRate)
  }

  /// Synthesises an utterance and appends it to the file. On the first
  /// failure it reports once and records nothing more.
  func record(_ utterance: Utterance) {
    guard let writer else { return }
    do throws(SpeechUnavailable) {
      let samples = try synthesizer.synthesize(
        text: utterance.text, voice: utterance.voice, rate: utterance.rate)
      try writer.append(track.chunk(for: samples))
    } catch {
      report(error.message("the speech recording"))
      writer.close()
      self.writer = nil
    }
  }

  /// Closes the file.
  func finish() {
    writer?.close()
    writer = nil
  }
}
