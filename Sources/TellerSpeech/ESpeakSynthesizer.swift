import TellerArguments

#if canImport(Glibc)
  import Glibc
#endif

/// Turns text into 16-bit mono PCM with eSpeak NG.
///
/// eSpeak NG is initialised once per process, in synchronous mode with a
/// callback that collects the samples. Calls are serialised with a lock,
/// because the library keeps global state. Voice and rate are set before
/// every utterance: setting them costs far less than synthesis, and a
/// failed voice change leaves no doubt about which voice is loaded.
///
/// eSpeak NG's output is not bit-for-bit repeatable within a process (its
/// noise sources run on), and switching voices can shift the tempo of
/// later speech by a few percent.
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
  private let lock = SpeechLock()

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

  /// Synthesises text, waiting until it is done.
  ///
  /// - Parameters:
  ///   - text: plain UTF-8 text; markup is not interpreted.
  ///   - voice: an eSpeak NG voice name such as `en` or `ko`.
  ///   - rate: words per minute, 80 to 450.
  /// - Returns: the samples at ``sampleRate``, mono.
  /// - Throws: ``SpeechUnavailable`` when the voice does not exist or synthesis fails.
  /// - Complexity: O(n) in the length of the text.
  public func synthesize(text: String, voice: String, rate: Int) throws(SpeechUnavailable)
    -> [Int16]
  {
    try lock.withLock { () throws(SpeechUnavailable) -> [Int16] in
      try selectLocked(voice: voice)
      _ = library.setParameter(ESpeakLibrary.rateParameter, Int32(clamping: rate), 0)
      let collector = SampleCollector()
      let context = Unmanaged.passUnretained(collector).toOpaque()
      let status = withExtendedLifetime(collector) {
        text.withCString { pointer in
          library.synth(
            pointer, strlen(pointer) + 1, 0, ESpeakLibrary.characterPosition, 0,
            ESpeakLibrary.utf8Characters | ESpeakLibrary.endPause, nil, context)
        }
      }
      guard status == 0 else { throw SpeechUnavailable("eSpeak NG failed with error \(status).") }
      return collector.samples
    }
  }

  private func selectLocked(voice: String) throws(SpeechUnavailable) {
    guard library.setVoiceByName(voice) == 0 else {
      throw SpeechUnavailable("eSpeak NG has no voice '\(visibleText(voice))'; try en or ko.")
    }
  }
}
