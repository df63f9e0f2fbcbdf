import TellerArguments
import TellerBrailleModel
import TellerCLibraries
import TellerPlatform

/// BrlAPI's functions, BRLTTY's client library, found at run time with
/// `dlopen`, so Teller builds and runs without it.
///
/// Teller uses the functions that take a handle (`brlapi__…`), so each
/// connection keeps its own state. Their signatures, and the structures
/// they take and fill in, are the C declarations in TellerCLibraries
/// (`brlapi.h`, after BRLTTY 6.5's, library 0.8), so the compiler lays them
/// out. The library stays loaded for the life of the process.
public final class BrlAPILibrary: RuntimeLibrary, Sendable {
  /// The file name the loader looks for: `libbrlapi.so.0.8`.
  public static let defaultPath = "libbrlapi.so.0.8"
  /// The environment variable that names another library file to load.
  public static let pathVariable = "TELLER_BRLAPI_LIBRARY"

  /// The path it was loaded from.
  public let path: String
  /// The functions Teller calls.
  let functions: teller_brlapi_functions

  /// Opens the library and finds every function Teller calls.
  ///
  /// - Throws: ``BrailleUnavailable`` when the file cannot be opened or
  ///   lacks a function.
  public init(path: String = BrlAPILibrary.configuredPath) throws(BrailleUnavailable) {
    self.path = path
    functions = try DynamicLibrary.loadFunctions(
      path, into: teller_brlapi_functions(), as: BrailleUnavailable.self
    ) {
      teller_find_brlapi_functions(&$0, $1, $2)
    }
  }

  /// Whether the configured library can be loaded.
  public static var isAvailable: Bool { (try? BrlAPILibrary()) != nil }

  /// This thread's last BrlAPI error as a sentence, such as "connection
  /// refused", with the C library's reason where BrlAPI names one.
  func lastErrorText() -> String {
    guard let error = functions.brlapi_error_location() else { return "unknown error" }
    var buffer = [CChar](repeating: 0, count: 256)
    _ = functions.brlapi_strerror_r(error, &buffer, buffer.count)
    let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
    let text = String(decoding: bytes, as: UTF8.self)
    return text.isEmpty ? "unknown error" : visibleText(text)
  }

  /// This thread's last BrlAPI error code (`brlapi_error.brlerrno`).
  func lastErrorCode() -> Int32 {
    functions.brlapi_error_location()?.pointee.brlerrno ?? 0
  }

  /// `brlapi_expandKeyCode`: the library's own split of a key code, the
  /// one ``TellerBrailleModel/BrailleKeyCode/expansion`` repeats without the library.
  ///
  /// - Returns: the parts, or nil where the library fails.
  public func expand(_ code: BrailleKeyCode) -> BrailleKeyCode.Expansion? {
    var parts = brlapi_expandedKeyCode_t()
    guard functions.brlapi_expandKeyCode(code.rawValue, &parts) == 0 else { return nil }
    return BrailleKeyCode.Expansion(
      type: parts.type, command: parts.command, argument: parts.argument, flags: parts.flags)
  }
}
