import TellerArguments
import TellerCLibraries
import TellerPlatform
import TellerSession
import TellerSpeechModel

/// Turns text into 16-bit mono PCM with eSpeak NG, in the process.
///
/// eSpeak NG is initialised once per process, in synchronous mode with a
/// callback that hands over the samples as they are made. Calls are
/// serialised, because the library keeps global state: its functions are
/// reached only through a ``Locked`` engine. The
/// voice is loaded only when it differs from the one last loaded, because
/// loading it reads the voice file and its whole dictionary; a failed change
/// forgets the loaded voice, so the next call loads it again. Rate, pitch
/// and volume are cheap, and are set before every utterance.
///
/// eSpeak NG's output is the same, sample for sample, for the same calls
/// in a fresh process; within a process its noise sources run on, so two
/// threads synthesising at once make each other's output differ slightly.
public final class ESpeakSynthesizer: Sendable {
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
  /// eSpeak NG's global state, reached only through the lock.
  private let engine: Locked<Engine>

  /// eSpeak NG's functions, and the voice it has loaded.
  private struct Engine {
    let functions: teller_espeak_functions
    /// The voice eSpeak NG has loaded, or nil when that is not known
    /// (before the first selection, and after a failed one).
    var selectedVoice: String?

    /// Loads `voice` unless it is the one loaded.
    mutating func select(voice: String) throws(SpeechUnavailable) {
      guard voice != selectedVoice else { return }
      // eSpeak NG may have dropped or half-loaded the old voice when the
      // change fails, so forget it first and record only a success.
      selectedVoice = nil
      guard functions.espeak_SetVoiceByName(voice) == EE_OK else {
        throw SpeechUnavailable(.noESpeakVoice(voice))
      }
      selectedVoice = voice
    }
  }

  private init(library: ESpeakLibrary) throws(SpeechUnavailable) {
    let functions = library.functions
    functions.espeak_SetSynthCallback(collectSamples)
    let rate = functions.espeak_Initialize(
      AUDIO_OUTPUT_SYNCHRONOUS, 0, nil, espeakINITIALIZE_DONT_EXIT)
    guard rate > 0 else {
      throw SpeechUnavailable(.espeakCouldNotStart)
    }
    sampleRate = Int(rate)
    engine = Locked(Engine(functions: functions))
  }

  /// Checks that a voice exists, and selects it.
  ///
  /// - Throws: ``SpeechUnavailable`` naming the voice when eSpeak NG has none by that name.
  public func select(voice: String) throws(SpeechUnavailable) {
    try engine.withLock { engine throws(SpeechUnavailable) in try engine.select(voice: voice) }
  }

  /// Synthesises text, handing the samples over as they are made, and
  /// waits until it is done or `receive` asks to stop.
  ///
  /// - Parameters:
  ///   - text: plain UTF-8 text; markup is not interpreted.
  ///   - settings: the voice (``VoiceSettings/espeakVoice``), rate, pitch and volume.
  ///   - receive: takes each buffer of samples at ``sampleRate``, mono,
  ///     while eSpeak NG is locked (so it must not wait: live speech sends
  ///     what the player takes now, a recording keeps the samples);
  ///     returns false to stop.
  /// - Returns: false when `receive` stopped it.
  /// - Throws: ``SpeechUnavailable`` when the voice does not exist or synthesis fails.
  /// - Complexity: O(n) in the length of the text.
  @discardableResult
  public func synthesize(
    text: String, settings: VoiceSettings,
    receive: @escaping (UnsafeBufferPointer<Int16>) -> Bool
  ) throws(SpeechUnavailable) -> Bool {
    try engine.withLock { engine throws(SpeechUnavailable) -> Bool in
      try engine.select(voice: settings.espeakVoice)
      let functions = engine.functions
      _ = functions.espeak_SetParameter(espeakRATE, Int32(clamping: settings.espeakRate), 0)
      _ = functions.espeak_SetParameter(espeakPITCH, Int32(clamping: settings.espeakPitch), 0)
      _ = functions.espeak_SetParameter(espeakVOLUME, Int32(clamping: settings.espeakVolume), 0)
      let collector = SampleCollector(receive)
      let context = Unmanaged.passUnretained(collector).toOpaque()
      let flags = UInt32(espeakCHARS_UTF8 | espeakENDPAUSE)
      let status = withExtendedLifetime(collector) {
        text.withCString { pointer in
          functions.espeak_Synth(
            pointer, text.utf8.prefix { $0 != 0 }.count + 1, 0, POS_CHARACTER, 0, flags, nil,
            context)
        }
      }
      // An interrupted synthesis is no failure when the collector asked to stop.
      guard status == EE_OK || collector.stopped else {
        throw SpeechUnavailable(.espeakFailed(Int(status.rawValue)))
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
    engine.withLock { engine in
      // Listing is not meant to touch the loaded voice; forgetting it costs
      // one reload at most and leaves no doubt.
      engine.selectedVoice = nil
      guard let list = engine.functions.espeak_ListVoices(nil) else { return [] }
      var voices: [SpeechVoice] = []
      var index = 0
      while let voice = list[index]?.pointee {
        index += 1
        let name = voice.name.map { String(cString: $0) } ?? ""
        let identifier = voice.identifier.map { String(cString: $0) } ?? name
        guard !identifier.hasPrefix("!v") else { continue }
        let languages = voice.languages.map(ESpeakSynthesizer.languages(in:)) ?? []
        voices.append(SpeechVoice(name: identifier, languages: languages, description: name))
      }
      return voices
    }
  }

  /// Reads eSpeak NG's language list: entries of a priority byte and a
  /// NUL-terminated name, ended by a zero priority.
  private static func languages(in list: UnsafePointer<CChar>) -> [String] {
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
}
