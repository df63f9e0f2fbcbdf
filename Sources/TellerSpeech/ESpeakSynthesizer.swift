import TellerArguments
import TellerPlatform
import TellerSpeechModel

#if canImport(Glibc)
  import Glibc
#endif

/// Turns text into 16-bit mono PCM with eSpeak NG, in the process.
///
/// eSpeak NG is initialised once per process, in synchronous mode with a
/// callback that hands over the samples as they are made. Calls are
/// serialised with a lock, because the library keeps global state. The
/// voice is loaded only when it differs from the one last loaded, because
/// loading it reads the voice file and its whole dictionary; a failed change
/// forgets the loaded voice, so the next call loads it again. Rate, pitch
/// and volume are cheap, and are set before every utterance.
///
/// eSpeak NG's output is the same, sample for sample, for the same calls
/// in a fresh process; within a process its noise sources run on, so two
/// threads synthesising at once make each other's output differ slightly.
public final class ESpeakSynthesizer: @unchecked Sendable {
  // Unchecked: the library's global state is only touched with `lock` held.

  /// The process's synthesizer, loaded from ``ESpeakLibrary/configuredPath``
  /// and initialised on first use, or why it cannot be.
  public static let shared: Result<ESpeakSynthesizer, SpeechUnavailable> = {
    do throws(SpeechUnavailable) {
      return .success(try ESpeakSynthesizer(library: ESpeakLibrary()))
    } catch {
      return .failure(error)
    }
  }()

  /// Samples per second of everything it makes, normally 22050.
  public let sampleRate: Int
  private let library: ESpeakLibrary
  private let lock = Lock()
  /// The voice eSpeak NG has loaded, or nil when that is not known (before
  /// the first selection, and after a failed one). Guarded by `lock`.
  private var selectedVoice: String?

  private init(library: ESpeakLibrary) throws(SpeechUnavailable) {
    self.library = library
    library.setSynthCallback(collectSamples)
    let rate = library.initialize(
      ESpeakLibrary.synchronousOutput, 0, nil, ESpeakLibrary.dontExit)
    guard rate > 0 else {
      throw SpeechUnavailable(
        "eSpeak NG could not start; install espeak-ng-data (\(SpeechUnavailable.installCommand)).")
    }
    sampleRate = Int(rate)
  }

  /// Checks that a voice exists, and selects it.
  ///
  /// - Throws: ``SpeechUnavailable`` naming the voice when eSpeak NG has none by that name.
  public func select(voice: String) throws(SpeechUnavailable) {
    try lock.withLock { () throws(SpeechUnavailable) in try selectLocked(voice: voice) }
  }

  /// Synthesises text, handing the samples over as they are made, and
  /// waits until it is done or `receive` asks to stop.
  ///
  /// - Parameters:
  ///   - text: plain UTF-8 text; markup is not interpreted.
  ///   - settings: the voice (``VoiceSettings/espeakVoice``), rate, pitch and volume.
  ///   - receive: takes each buffer of samples at ``sampleRate``, mono,
  ///     while the synthesizer's lock is held; returns false to stop.
  /// - Returns: false when `receive` stopped it.
  /// - Throws: ``SpeechUnavailable`` when the voice does not exist or synthesis fails.
  /// - Complexity: O(n) in the length of the text.
  @discardableResult
  public func synthesize(
    text: String, settings: VoiceSettings,
    receive: @escaping (UnsafeBufferPointer<Int16>) -> Bool
  ) throws(SpeechUnavailable) -> Bool {
    try lock.withLock { () throws(SpeechUnavailable) -> Bool in
      try selectLocked(voice: settings.espeakVoice)
      _ = library.setParameter(ESpeakLibrary.rateParameter, Int32(clamping: settings.espeakRate), 0)
      _ = library.setParameter(
        ESpeakLibrary.pitchParameter, Int32(clamping: settings.espeakPitch), 0)
      _ = library.setParameter(
        ESpeakLibrary.volumeParameter, Int32(clamping: settings.espeakVolume), 0)
      let collector = SampleCollector(receive)
      let context = Unmanaged.passUnretained(collector).toOpaque()
      let status = withExtendedLifetime(collector) {
        text.withCString { pointer in
          library.synth(
            pointer, strlen(pointer) + 1, 0, ESpeakLibrary.characterPosition, 0,
            ESpeakLibrary.utf8Characters | ESpeakLibrary.endPause, nil, context)
        }
      }
      // EE_INTERRUPTED is not an error when the collector asked to stop.
      guard status == 0 || collector.stopped else {
        throw SpeechUnavailable("eSpeak NG failed with error \(status).")
      }
      return !collector.stopped
    }
  }

  /// Synthesises text whole, waiting until it is done.
  ///
  /// - Returns: the samples at ``sampleRate``, mono.
  /// - Throws: ``SpeechUnavailable`` when the voice does not exist or synthesis fails.
  /// - Complexity: O(n) in the length of the text.
  public func synthesize(text: String, settings: VoiceSettings) throws(SpeechUnavailable)
    -> [Int16]
  {
    var samples: [Int16] = []
    try synthesize(text: text, settings: settings) { buffer in
      samples.append(contentsOf: buffer)
      return true
    }
    return samples
  }

  /// The installed voices, in eSpeak NG's order, with their languages.
  ///
  /// Each voice is named by its file (such as `gmw/en-US`), which
  /// `--voice` takes; variants (files under `!v/`) are left out.
  public func voices() -> [SpeechVoice] {
    lock.withLock {
      // Listing is not meant to touch the loaded voice; forgetting it costs
      // one reload at most and leaves no doubt.
      selectedVoice = nil
      guard let list = library.listVoices(nil) else { return [] }
      var voices: [SpeechVoice] = []
      var index = 0
      while let entry = list[index] {
        index += 1
        // espeak_VOICE: const char *name, *languages, *identifier; then small fields.
        let name = entry.load(as: UnsafePointer<CChar>?.self).map { String(cString: $0) } ?? ""
        let identifier =
          entry.load(fromByteOffset: 16, as: UnsafePointer<CChar>?.self).map {
            String(cString: $0)
          } ?? name
        guard !identifier.hasPrefix("!v") else { continue }
        let languages =
          entry.load(fromByteOffset: 8, as: UnsafePointer<UInt8>?.self).map(
            ESpeakSynthesizer.languages(in:)) ?? []
        voices.append(SpeechVoice(name: identifier, languages: languages, description: name))
      }
      return voices
    }
  }

  /// Reads eSpeak NG's language list: entries of a priority byte and a
  /// NUL-terminated name, ended by a zero priority.
  private static func languages(in list: UnsafePointer<UInt8>) -> [String] {
    var languages: [String] = []
    var cursor = list
    while cursor.pointee != 0 {
      cursor += 1
      let name = String(cString: cursor)
      languages.append(name)
      cursor += name.utf8.count + 1
    }
    return languages
  }

  /// Loads `voice` unless it is the one loaded; call only with `lock` held.
  private func selectLocked(voice: String) throws(SpeechUnavailable) {
    guard voice != selectedVoice else { return }
    // eSpeak NG may have dropped or half-loaded the old voice when the
    // change fails, so forget it first and record only a success.
    selectedVoice = nil
    guard library.setVoiceByName(voice) == 0 else {
      throw SpeechUnavailable("eSpeak NG has no voice '\(visibleText(voice))'; try en or ko.")
    }
    selectedVoice = voice
  }
}
