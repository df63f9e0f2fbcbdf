import TellerBrailleModel
import TellerCLibraries
import TellerPlatform

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
/// its functions are reached only through one ``Locked`` box. Loading a
/// table reads its files with the lock held; only the braille connector's
/// thread loads one, before the key loop has the translator. The library stays loaded for the life
/// of the process; ``shared`` loads it once.
public final class LiblouisLibrary: RuntimeLibrary, Sendable {
  /// The file name the loader looks for: `liblouis.so.20`.
  public static let defaultPath = "liblouis.so.20"
  /// The environment variable that names another library file to load.
  public static let pathVariable = "TELLER_LIBLOUIS_LIBRARY"
  /// The folder liblouis's Debian package searches for tables when
  /// `LOUIS_TABLEPATH` is not set.
  public static let tablesFolder = "/usr/share/liblouis/tables"
  /// The variable that names liblouis's own table folders, comma-separated.
  public static let tablePathVariable = "LOUIS_TABLEPATH"

  /// The path it was loaded from.
  public let path: String
  /// liblouis's version, such as `3.24.0`.
  public let version: String
  /// The bytes of liblouis's `widechar`: 2 or 4.
  public let charSize: Int
  /// liblouis's functions, reached only through the lock, as its tables
  /// are global state.
  private let functions: Locked<teller_liblouis_functions>

  /// Opens the library at a path and finds every function Teller calls.
  ///
  /// - Returns: nil when the file cannot be opened, lacks a function, or
  ///   has a `widechar` that is neither 2 nor 4 bytes.
  public init?(path: String) {
    guard
      let functions = try? DynamicLibrary.loadFunctions(
        path, into: teller_liblouis_functions(),
        {
          teller_find_liblouis_functions(&$0, $1, $2)
        })
    else { return nil }
    charSize = Int(functions.lou_charSize())
    guard charSize == 2 || charSize == 4 else { return nil }
    version = functions.lou_version().map { String(cString: $0) } ?? ""
    functions.lou_registerLogCallback(keepLiblouisMessage)
    functions.lou_setLogLevel(LOU_LOG_ERROR)
    self.functions = Locked(functions)
    self.path = path
  }

  /// The configured library, loaded once; nil when it cannot be.
  public static let shared: LiblouisLibrary? = LiblouisLibrary(path: configuredPath)

  /// Runs `body` while no other thread is in liblouis through this
  /// library, for code that calls liblouis without it (the tests' own
  /// reference translation): liblouis's tables are global state, and two
  /// threads in it at once corrupt them.
  public func exclusively<Result>(_ body: () -> sending Result) -> sending Result {
    functions.withLock { _ in body() }
  }

  /// Compiles a table list, so translating with it later is quick.
  ///
  /// - Returns: nil when it loaded, otherwise liblouis's first error (or
  ///   an empty text when it gave none).
  public func load(_ table: String) -> String? {
    functions.withLock { functions in
      takeLiblouisMessage()
      guard functions.lou_getTable(table) == nil else { return nil }
      return takeLiblouisMessage() ?? ""
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
    let mode = Int32(dotsIO.rawValue | ucBrl.rawValue)
    let result = functions.withLock { functions in
      input.withUnsafeBytes { inputBytes in
        output.withUnsafeMutableBytes { outputBytes in
          functions.lou_translate(
            table, inputBytes.baseAddress, &inputLength, outputBytes.baseAddress,
            &outputLength, nil, nil, nil, &inputPositions, nil, mode)
        }
      }
    }
    return (output.map { UInt32($0) }, result)
  }
}

/// The first of liblouis's error messages since it was last taken, from
/// its log callback, which can carry no context of its own.
let liblouisMessage = Locked<String?>(nil)

/// The first message kept, and forgets it.
@discardableResult
func takeLiblouisMessage() -> String? {
  liblouisMessage.withLock { message in
    defer { message = nil }
    return message
  }
}

/// liblouis's log callback: keeps an error message if none is kept.
private func keepLiblouisMessage(_ level: logLevels, _ message: UnsafePointer<CChar>?) {
  guard level.rawValue >= LOU_LOG_ERROR.rawValue, let message else { return }
  let text = String(cString: message)
  liblouisMessage.withLock { kept in if kept == nil { kept = text } }
}
