import TellerPlatform

/// eSpeak NG's functions, found at run time with `dlopen`, so Teller builds
/// and runs without the library.
///
/// The library stays loaded for the life of the process.
public final class ESpeakLibrary: @unchecked Sendable {
  // Unchecked: every stored property is a constant set in `init`.

  /// `int espeak_Initialize(espeak_AUDIO_OUTPUT, int buflength, const char *path, int options)`.
  typealias Initialize =
    @convention(c) (Int32, Int32, UnsafePointer<CChar>?, Int32) -> Int32
  /// `int callback(short *wav, int numsamples, espeak_EVENT *events)`.
  typealias SynthCallback =
    @convention(c) (UnsafeMutablePointer<Int16>?, Int32, UnsafeMutableRawPointer?) -> Int32
  /// `void espeak_SetSynthCallback(t_espeak_callback *)`.
  typealias SetSynthCallback = @convention(c) (SynthCallback?) -> Void
  /// `espeak_ERROR espeak_SetVoiceByName(const char *name)`.
  typealias SetVoiceByName = @convention(c) (UnsafePointer<CChar>?) -> Int32
  /// `espeak_ERROR espeak_SetParameter(espeak_PARAMETER, int value, int relative)`.
  typealias SetParameter = @convention(c) (Int32, Int32, Int32) -> Int32
  /// `espeak_ERROR espeak_Synth(const void *text, size_t size, unsigned position,
  /// espeak_POSITION_TYPE, unsigned end_position, unsigned flags, unsigned *id, void *user_data)`.
  typealias Synth =
    @convention(c) (
      UnsafeRawPointer?, Int, UInt32, Int32, UInt32, UInt32, UnsafeMutablePointer<UInt32>?,
      UnsafeMutableRawPointer?
    ) -> Int32
  /// `espeak_ERROR espeak_Synchronize(void)`, `espeak_Cancel(void)`, `espeak_Terminate(void)`.
  typealias Call = @convention(c) () -> Int32
  /// `const espeak_VOICE **espeak_ListVoices(espeak_VOICE *voice_spec)`.
  typealias ListVoices =
    @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutablePointer<UnsafeRawPointer?>?

  /// The file name the loader looks for: `libespeak-ng.so.1`.
  public static let defaultPath = "libespeak-ng.so.1"
  /// The environment variable that names another library file to load.
  public static let pathVariable = "TELLER_ESPEAK_LIBRARY"

  /// `espeak_AUDIO_OUTPUT`'s `AUDIO_OUTPUT_SYNCHRONOUS`.
  static let synchronousOutput: Int32 = 2
  /// `espeakINITIALIZE_DONT_EXIT`: return an error rather than exit.
  static let dontExit: Int32 = 0x8000
  /// `espeakRATE`, for ``setParameter``: words per minute.
  static let rateParameter: Int32 = 1
  /// `espeakVOLUME`: 0 to 200, 100 normal.
  static let volumeParameter: Int32 = 2
  /// `espeakPITCH`: 0 to 100, 50 normal.
  static let pitchParameter: Int32 = 3
  /// `espeakCHARS_UTF8`.
  static let utf8Characters: UInt32 = 1
  /// `espeakENDPAUSE`.
  static let endPause: UInt32 = 0x1000
  /// `POS_CHARACTER`.
  static let characterPosition: Int32 = 1

  /// The path it was loaded from.
  public let path: String
  let initialize: Initialize
  let setSynthCallback: SetSynthCallback
  let setVoiceByName: SetVoiceByName
  let setParameter: SetParameter
  let synth: Synth
  let synchronize: Call
  let cancel: Call
  let terminate: Call
  let listVoices: ListVoices

  /// The path to load: `TELLER_ESPEAK_LIBRARY` when set and not empty,
  /// otherwise ``defaultPath``.
  public static var configuredPath: String {
    DynamicLibrary.configuredPath(variable: pathVariable, default: defaultPath)
  }

  /// Opens the library and finds every function Teller calls.
  ///
  /// - Throws: ``SpeechUnavailable`` when the file cannot be opened or
  ///   lacks a function.
  public init(path: String = ESpeakLibrary.configuredPath) throws(SpeechUnavailable) {
    guard let library = DynamicLibrary(path) else { throw .libraryMissing(path) }
    self.path = path
    do throws(DynamicLibrary.MissingSymbol) {
      initialize = try library.symbol("espeak_Initialize", as: Initialize.self)
      setSynthCallback = try library.symbol("espeak_SetSynthCallback", as: SetSynthCallback.self)
      setVoiceByName = try library.symbol("espeak_SetVoiceByName", as: SetVoiceByName.self)
      setParameter = try library.symbol("espeak_SetParameter", as: SetParameter.self)
      synth = try library.symbol("espeak_Synth", as: Synth.self)
      synchronize = try library.symbol("espeak_Synchronize", as: Call.self)
      cancel = try library.symbol("espeak_Cancel", as: Call.self)
      terminate = try library.symbol("espeak_Terminate", as: Call.self)
      listVoices = try library.symbol("espeak_ListVoices", as: ListVoices.self)
    } catch {
      throw .symbolMissing(error.name, in: path)
    }
  }

  /// Whether the configured library can be loaded.
  public static var isAvailable: Bool { (try? ESpeakLibrary()) != nil }
}
