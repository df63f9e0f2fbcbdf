import TellerCLibraries
import TellerPlatform

/// eSpeak NG's functions, found at run time with `dlopen`, so Teller builds
/// and runs without the library.
///
/// Their signatures, and the structures they hand back, are the C
/// declarations in TellerCLibraries (`espeak_ng.h`), so the compiler lays
/// them out. The library stays loaded for the life of the process.
public final class ESpeakLibrary: RuntimeLibrary, Sendable {
  /// The file name the loader looks for: `libespeak-ng.so.1`.
  public static let defaultPath = "libespeak-ng.so.1"
  /// The environment variable that names another library file to load.
  public static let pathVariable = "TELLER_ESPEAK_LIBRARY"

  /// The path it was loaded from.
  public let path: String
  /// The functions Teller calls.
  let functions: teller_espeak_functions

  /// Opens the library and finds every function Teller calls.
  ///
  /// - Throws: ``SpeechUnavailable`` when the file cannot be opened or
  ///   lacks a function.
  public init(path: String = ESpeakLibrary.configuredPath) throws(SpeechUnavailable) {
    self.path = path
    functions = try DynamicLibrary.loadFunctions(
      path, into: teller_espeak_functions(), as: SpeechUnavailable.self
    ) {
      teller_find_espeak_functions(&$0, $1, $2)
    }
  }

  /// Whether the configured library can be loaded.
  public static var isAvailable: Bool { (try? ESpeakLibrary()) != nil }
}
