import TellerBrailleModel
import TellerPlatform

#if canImport(Glibc)
  import Glibc
#endif

/// liblouis, the braille translator NVDA, Orca and BRLTTY use, found at
/// run time with `dlopen`, so Teller builds and runs without it.
///
/// Teller calls `lou_translate` with `dotsIO | ucBrl`, so a table's dots
/// come back as Unicode braille patterns (U+2800 to U+28FF), with both of
/// liblouis's position maps: each output cell's input character
/// (`inputPos`), which a routing key needs. liblouis's `widechar` is 16 or
/// 32 bits, as it was built (`lou_charSize`); both are handled. Its log
/// goes to Teller, not to standard error: errors are kept so a table that
/// fails to load can say why, and warnings are dropped.
///
/// liblouis keeps its tables in global state and is not thread-safe, so
/// every call goes through one lock. The library stays loaded for the life
/// of the process; ``shared`` loads it once.
public final class LiblouisLibrary: @unchecked Sendable {
  // Unchecked: the functions are constants set in `init`; `messages` is
  // guarded by `lock`, which every call into the library holds.

  /// `int lou_translate(const char *tableList, const widechar *inbuf, int *inlen,
  /// widechar *outbuf, int *outlen, formtype *typeform, char *spacing, int *outputPos,
  /// int *inputPos, int *cursorPos, int mode)`.
  typealias Translate =
    @convention(c) (
      UnsafePointer<CChar>?, UnsafeRawPointer?, UnsafeMutablePointer<Int32>?,
      UnsafeMutableRawPointer?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<UInt16>?,
      UnsafeMutablePointer<CChar>?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?,
      UnsafeMutablePointer<Int32>?, Int32
    ) -> Int32
  /// `int lou_charSize(void)`: the bytes of a `widechar`, 2 or 4.
  typealias CharSize = @convention(c) () -> Int32
  /// `const void *lou_getTable(const char *tableList)`: compiles a table
  /// list, or returns null.
  typealias GetTable = @convention(c) (UnsafePointer<CChar>?) -> UnsafeRawPointer?
  /// `const char *lou_version(void)`.
  typealias Version = @convention(c) () -> UnsafePointer<CChar>?
  /// `void callback(logLevels level, const char *message)`.
  typealias LogCallback = @convention(c) (Int32, UnsafePointer<CChar>?) -> Void
  /// `void lou_registerLogCallback(logcallback callback)`.
  typealias RegisterLogCallback = @convention(c) (LogCallback?) -> Void
  /// `void lou_setLogLevel(logLevels level)`.
  typealias SetLogLevel = @convention(c) (Int32) -> Void

  /// The file name the loader looks for: `liblouis.so.20`.
  public static let defaultPath = "liblouis.so.20"
  /// The environment variable that names another library file to load.
  public static let pathVariable = "TELLER_LIBLOUIS_LIBRARY"
  /// The folder liblouis's Debian package searches for tables when
  /// `LOUIS_TABLEPATH` is not set.
  public static let tablesFolder = "/usr/share/liblouis/tables"
  /// The variable that names liblouis's own table folders, comma-separated.
  public static let tablePathVariable = "LOUIS_TABLEPATH"

  /// `dotsIO`: dots in and out, as `LOU_DOTS` patterns.
  static let dotsIO: Int32 = 4
  /// `ucBrl`: with `dotsIO`, dots as Unicode braille patterns.
  static let unicodeBraille: Int32 = 64
  /// `LOU_LOG_ERROR`: the lowest level of message kept.
  static let errorLevel: Int32 = 40000

  /// The path it was loaded from.
  public let path: String
  /// liblouis's version, such as `3.24.0`.
  public let version: String
  /// The bytes of liblouis's `widechar`: 2 or 4.
  public let charSize: Int
  private let translateFunction: Translate
  private let getTable: GetTable
  private let lock = Lock()

  /// Opens the library at a path and finds every function Teller calls.
  ///
  /// - Returns: nil when the file cannot be opened, lacks a function, or
  ///   has a `widechar` that is neither 2 nor 4 bytes.
  public init?(path: String) {
    guard let library = DynamicLibrary(path) else { return nil }
    do throws(DynamicLibrary.MissingSymbol) {
      translateFunction = try library.symbol("lou_translate", as: Translate.self)
      getTable = try library.symbol("lou_getTable", as: GetTable.self)
      let charSize = try library.symbol("lou_charSize", as: CharSize.self)
      let version = try library.symbol("lou_version", as: Version.self)
      let registerLog = try library.symbol(
        "lou_registerLogCallback", as: RegisterLogCallback.self)
      let setLogLevel = try library.symbol("lou_setLogLevel", as: SetLogLevel.self)
      self.charSize = Int(charSize())
      self.version = version().map { String(cString: $0) } ?? ""
      registerLog(keepLiblouisMessage)
      setLogLevel(Self.errorLevel)
    } catch {
      return nil
    }
    guard charSize == 2 || charSize == 4 else { return nil }
    self.path = path
  }

  /// The path to load: `TELLER_LIBLOUIS_LIBRARY` when set and not empty,
  /// otherwise ``defaultPath``.
  public static var configuredPath: String {
    DynamicLibrary.configuredPath(variable: pathVariable, default: defaultPath)
  }

  /// The configured library, loaded once; nil when it cannot be.
  public static let shared: LiblouisLibrary? = LiblouisLibrary(path: configuredPath)

  /// Compiles a table list, so translating with it later is quick.
  ///
  /// - Returns: nil when it loaded, otherwise liblouis's first error (or
  ///   an empty text when it gave none).
  public func load(_ table: String) -> String? {
    lock.withLock {
      liblouisMessages.take()
      guard getTable(table) == nil else { return nil }
      return liblouisMessages.take() ?? ""
    }
  }

  /// A line of text through a table: its cells, as Unicode braille
  /// patterns, each with the offset (in Unicode scalars) of the character
  /// it came from.
  ///
  /// - Returns: nil when liblouis fails.
  /// - Complexity: O(n) in the length of the text, as liblouis's
  ///   translation is.
  public func translate(_ text: String, table: String) -> BrailleCells? {
    let scalars = Array(text.unicodeScalars)
    guard !scalars.isEmpty else { return .empty }
    // liblouis's characters, and the scalar each one is part of.
    var input: [UInt32] = []
    var scalarOf: [Int] = []
    for (offset, scalar) in scalars.enumerated() {
      if charSize == 4 || scalar.value < 0x1_0000 {
        input.append(scalar.value)
        scalarOf.append(offset)
      } else {
        for unit in String(scalar).utf16 {
          input.append(UInt32(unit))
          scalarOf.append(offset)
        }
      }
    }
    var capacity = input.count * 4 + 16
    while capacity <= 1 << 20 {
      guard let (cells, sources, complete) = translate(input, table: table, capacity: capacity)
      else { return nil }
      if complete {
        return BrailleCells(
          cells: cells,
          sources: sources.map { $0 >= 0 && $0 < scalarOf.count ? scalarOf[$0] : nil })
      }
      capacity *= 2
    }
    return nil
  }

  /// One call of `lou_translate` with room for `capacity` cells.
  ///
  /// - Returns: the cells, each one's input position, and whether all the
  ///   input fitted; nil when liblouis fails.
  private func translate(
    _ input: [UInt32], table: String, capacity: Int
  ) -> (cells: [Unicode.Scalar], sources: [Int], complete: Bool)? {
    var inputLength = Int32(input.count)
    var outputLength = Int32(capacity)
    var inputPositions = [Int32](repeating: -1, count: capacity)
    let output: [UInt32]
    let result: Int32
    if charSize == 4 {
      (output, result) = call(
        input, table: table, capacity: capacity, &inputLength, &outputLength, &inputPositions)
    } else {
      (output, result) = call(
        input.map { UInt16(truncatingIfNeeded: $0) }, table: table, capacity: capacity,
        &inputLength, &outputLength, &inputPositions)
    }
    guard result != 0, outputLength >= 0, outputLength <= capacity else { return nil }
    let count = Int(outputLength)
    let cells = output.prefix(count).map { Unicode.Scalar($0) ?? BrailleCells.blankPattern }
    let complete = Int(inputLength) >= input.count && count < capacity
    return (cells, inputPositions.prefix(count).map(Int.init), complete)
  }

  /// `lou_translate` on characters of liblouis's `widechar` size, with
  /// the lock held.
  ///
  /// - Returns: the output characters, widened, and liblouis's result.
  private func call<Unit: FixedWidthInteger & UnsignedInteger>(
    _ input: [Unit], table: String, capacity: Int, _ inputLength: inout Int32,
    _ outputLength: inout Int32, _ inputPositions: inout [Int32]
  ) -> ([UInt32], Int32) {
    var output = [Unit](repeating: 0, count: capacity)
    let mode = Self.dotsIO | Self.unicodeBraille
    let result = lock.withLock {
      input.withUnsafeBytes { inputBytes in
        output.withUnsafeMutableBytes { outputBytes in
          translateFunction(
            table, inputBytes.baseAddress, &inputLength, outputBytes.baseAddress,
            &outputLength, nil, nil, nil, &inputPositions, nil, mode)
        }
      }
    }
    return (output.map { UInt32($0) }, result)
  }
}

/// liblouis's error messages since they were last taken, from its log
/// callback, which can carry no context of its own.
final class LiblouisMessages: @unchecked Sendable {
  // Unchecked: `first` is guarded by `lock`.
  private let lock = Lock()
  private var first: String?

  /// Keeps a message if none is kept.
  func keep(_ message: String) {
    lock.withLock { if first == nil { first = message } }
  }

  /// The first message kept, and forgets it.
  @discardableResult
  func take() -> String? {
    lock.withLock {
      defer { first = nil }
      return first
    }
  }
}

/// The one store of liblouis's messages.
let liblouisMessages = LiblouisMessages()

/// liblouis's log callback: keeps an error message.
private func keepLiblouisMessage(_ level: Int32, _ message: UnsafePointer<CChar>?) {
  guard level >= LiblouisLibrary.errorLevel, let message else { return }
  liblouisMessages.keep(String(cString: message))
}
