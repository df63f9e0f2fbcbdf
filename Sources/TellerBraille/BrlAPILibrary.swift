import TellerArguments
import TellerBrailleModel
import TellerPlatform

/// BrlAPI's functions, BRLTTY's client library, found at run time with
/// `dlopen`, so Teller builds and runs without it.
///
/// Teller uses the functions that take a handle (`brlapi__…`), so each
/// connection keeps its own state. The signatures are those of BRLTTY
/// 6.5's `brlapi.h` (library 0.8). The library stays loaded for the life
/// of the process.
public final class BrlAPILibrary: @unchecked Sendable {
  // Unchecked: every stored property is a constant set in `init`.

  /// `size_t brlapi_getHandleSize(void)`.
  typealias GetHandleSize = @convention(c) () -> Int
  /// `brlapi_fileDescriptor brlapi__openConnection(brlapi_handle_t *,
  /// const brlapi_connectionSettings_t *desired, brlapi_connectionSettings_t *actual)`;
  /// the settings are two `const char *`: `auth`, then `host`.
  typealias OpenConnection =
    @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer?, UnsafeMutableRawPointer?) -> Int32
  /// `void brlapi__closeConnection(brlapi_handle_t *)`.
  typealias CloseConnection = @convention(c) (UnsafeMutableRawPointer) -> Void
  /// `int brlapi__getDisplaySize(brlapi_handle_t *, unsigned int *x, unsigned int *y)`.
  typealias GetDisplaySize =
    @convention(c) (
      UnsafeMutableRawPointer, UnsafeMutablePointer<UInt32>, UnsafeMutablePointer<UInt32>
    ) -> Int32
  /// `int brlapi__enterTtyModeWithPath(brlapi_handle_t *, const int *ttys, int count,
  /// const char *driver)`.
  typealias EnterTtyModeWithPath =
    @convention(c) (UnsafeMutableRawPointer, UnsafePointer<Int32>?, Int32, UnsafePointer<CChar>?)
    -> Int32
  /// `int brlapi__leaveTtyMode(brlapi_handle_t *)`.
  typealias LeaveTtyMode = @convention(c) (UnsafeMutableRawPointer) -> Int32
  /// `int brlapi__writeWText(brlapi_handle_t *, int cursor, const wchar_t *text)`;
  /// `wchar_t` is a 32-bit code point on Linux.
  typealias WriteWText =
    @convention(c) (UnsafeMutableRawPointer, Int32, UnsafePointer<Int32>?) -> Int32
  /// `int brlapi__readKey(brlapi_handle_t *, int wait, brlapi_keyCode_t *code)`.
  typealias ReadKey =
    @convention(c) (UnsafeMutableRawPointer, Int32, UnsafeMutablePointer<UInt64>) -> Int32
  /// `int brlapi__setParameter(brlapi_handle_t *, brlapi_param_t, brlapi_param_subparam_t,
  /// brlapi_param_flags_t, const void *data, size_t length)`.
  typealias SetParameter =
    @convention(c) (UnsafeMutableRawPointer, UInt32, UInt64, UInt32, UnsafeRawPointer?, Int)
    -> Int32
  /// `void handler(brlapi_handle_t *, int error, brlapi_packetType_t type,
  /// const void *packet, size_t size)`.
  typealias ExceptionHandler =
    @convention(c) (UnsafeMutableRawPointer?, Int32, UInt32, UnsafeRawPointer?, Int) -> Void
  /// `brlapi__exceptionHandler_t brlapi__setExceptionHandler(brlapi_handle_t *,
  /// brlapi__exceptionHandler_t)`.
  typealias SetExceptionHandler =
    @convention(c) (UnsafeMutableRawPointer, ExceptionHandler?) -> ExceptionHandler?
  /// `int brlapi_expandKeyCode(brlapi_keyCode_t, brlapi_expandedKeyCode_t *)`; the
  /// expansion is four `unsigned int`: type, command, argument, flags.
  typealias ExpandKeyCode = @convention(c) (UInt64, UnsafeMutablePointer<UInt32>) -> Int32
  /// `brlapi_error_t *brlapi_error_location(void)`: this thread's last error.
  typealias ErrorLocation = @convention(c) () -> UnsafeMutableRawPointer?
  /// `size_t brlapi_strerror_r(const brlapi_error_t *, char *buffer, size_t length)`.
  typealias StrError =
    @convention(c) (UnsafeRawPointer?, UnsafeMutablePointer<CChar>?, Int) -> Int

  /// The file name the loader looks for: `libbrlapi.so.0.8`.
  public static let defaultPath = "libbrlapi.so.0.8"
  /// The environment variable that names another library file to load.
  public static let pathVariable = "TELLER_BRLAPI_LIBRARY"

  /// `BRLAPI_CURSOR_OFF`.
  static let cursorOff: Int32 = 0
  /// `BRLAPI_PARAM_RETAIN_DOTS`.
  static let retainDotsParameter: UInt32 = 10
  /// `BRLAPI_PARAMF_LOCAL`: this connection's value only.
  static let localParameter: UInt32 = 0
  /// `BRLAPI_ERROR_LIBCERR`: the C library's `errno` says more.
  static let libcError: Int32 = 11
  /// `BRLAPI_ERROR_EOF`: the server closed the connection.
  static let endOfFileError: Int32 = 14

  /// The path it was loaded from.
  public let path: String
  let getHandleSize: GetHandleSize
  let openConnection: OpenConnection
  let closeConnection: CloseConnection
  let getDisplaySize: GetDisplaySize
  let enterTtyModeWithPath: EnterTtyModeWithPath
  let leaveTtyMode: LeaveTtyMode
  let writeWText: WriteWText
  let readKey: ReadKey
  let setParameter: SetParameter
  let setExceptionHandler: SetExceptionHandler
  let expandKeyCode: ExpandKeyCode
  let errorLocation: ErrorLocation
  let strError: StrError

  /// The path to load: `TELLER_BRLAPI_LIBRARY` when set and not empty,
  /// otherwise ``defaultPath``.
  public static var configuredPath: String {
    DynamicLibrary.configuredPath(variable: pathVariable, default: defaultPath)
  }

  /// Opens the library and finds every function Teller calls.
  ///
  /// - Throws: ``BrailleUnavailable`` when the file cannot be opened or
  ///   lacks a function.
  public init(path: String = BrlAPILibrary.configuredPath) throws(BrailleUnavailable) {
    guard let library = DynamicLibrary(path) else { throw .libraryMissing(path) }
    self.path = path
    do throws(DynamicLibrary.MissingSymbol) {
      getHandleSize = try library.symbol("brlapi_getHandleSize", as: GetHandleSize.self)
      openConnection = try library.symbol("brlapi__openConnection", as: OpenConnection.self)
      closeConnection = try library.symbol("brlapi__closeConnection", as: CloseConnection.self)
      getDisplaySize = try library.symbol("brlapi__getDisplaySize", as: GetDisplaySize.self)
      enterTtyModeWithPath = try library.symbol(
        "brlapi__enterTtyModeWithPath", as: EnterTtyModeWithPath.self)
      leaveTtyMode = try library.symbol("brlapi__leaveTtyMode", as: LeaveTtyMode.self)
      writeWText = try library.symbol("brlapi__writeWText", as: WriteWText.self)
      readKey = try library.symbol("brlapi__readKey", as: ReadKey.self)
      setParameter = try library.symbol("brlapi__setParameter", as: SetParameter.self)
      setExceptionHandler = try library.symbol(
        "brlapi__setExceptionHandler", as: SetExceptionHandler.self)
      expandKeyCode = try library.symbol("brlapi_expandKeyCode", as: ExpandKeyCode.self)
      errorLocation = try library.symbol("brlapi_error_location", as: ErrorLocation.self)
      strError = try library.symbol("brlapi_strerror_r", as: StrError.self)
    } catch {
      throw .symbolMissing(error.name, in: path)
    }
  }

  /// Whether the configured library can be loaded.
  public static var isAvailable: Bool { (try? BrlAPILibrary()) != nil }

  /// This thread's last BrlAPI error as a sentence, such as "connection
  /// refused", with the C library's reason where BrlAPI names one.
  func lastErrorText() -> String {
    guard let error = errorLocation() else { return "unknown error" }
    var buffer = [CChar](repeating: 0, count: 256)
    _ = strError(error, &buffer, buffer.count)
    let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
    let text = String(decoding: bytes, as: UTF8.self)
    return text.isEmpty ? "unknown error" : visibleText(text)
  }

  /// This thread's last BrlAPI error code (`brlapi_error.brlerrno`).
  func lastErrorCode() -> Int32 {
    errorLocation()?.load(as: Int32.self) ?? 0
  }

  /// `brlapi_expandKeyCode`: the library's own split of a key code, the
  /// one ``TellerBrailleModel/BrailleKeyCode/expansion`` repeats without the library.
  ///
  /// - Returns: the parts, or nil where the library fails.
  public func expand(_ code: BrailleKeyCode) -> BrailleKeyCode.Expansion? {
    var parts: [UInt32] = [0, 0, 0, 0]
    guard expandKeyCode(code.rawValue, &parts) == 0 else { return nil }
    return BrailleKeyCode.Expansion(
      type: parts[0], command: parts[1], argument: parts[2], flags: parts[3])
  }
}
