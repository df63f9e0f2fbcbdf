/// A C library Teller loads at run time with ``DynamicLibrary`` (eSpeak
/// NG, BrlAPI, liblouis), so that building and running never need it:
/// the file the loader looks for, and the environment variable that names
/// another file to load instead.
public protocol RuntimeLibrary {
  /// The file name the loader looks for, such as `libespeak-ng.so.1`.
  static var defaultPath: String { get }
  /// The environment variable that names another library file to load,
  /// such as `TELLER_ESPEAK_LIBRARY`.
  static var pathVariable: String { get }
}

/// The error a runtime library's loading ends in, made from the two ways
/// loading fails: no library at the path, or a library that lacks a
/// function Teller calls.
public protocol RuntimeLibraryError: Error {
  /// The library could not be opened. Made right after `dlopen` fails,
  /// while `dlerror()` still holds the loader's reason.
  static func libraryMissing(_ path: String) -> Self
  /// The library at `path` was opened but lacks the function `name`.
  static func symbolMissing(_ name: String, in path: String) -> Self
}

extension RuntimeLibrary {
  /// The path to load: ``pathVariable``'s value when it is set and not
  /// empty, otherwise ``defaultPath``.
  public static var configuredPath: String {
    DynamicLibrary.configuredPath(variable: pathVariable, default: defaultPath)
  }
}

extension DynamicLibrary {
  /// Why a library's table of functions could not be had.
  public enum LoadFailure: Error, Hashable, Sendable {
    /// The file could not be opened; `dlerror()` still holds the loader's
    /// reason.
    case notOpened
    /// The library lacks a function, by name.
    case missingSymbol(String)
  }

  /// Opens a library and fills in a table of its functions, such as
  /// `teller_find_espeak_functions` does.
  ///
  /// - Parameters:
  ///   - path: the file to open (``RuntimeLibrary/configuredPath``).
  ///   - empty: the table with no function found yet.
  ///   - fill: fills the table, given a way to find a function and the
  ///     library's handle; returns nil, or the first name it lacks.
  /// - Throws: ``LoadFailure``.
  public static func loadFunctions<Table>(
    _ path: String, into empty: Table,
    _ fill: (inout Table, FindFunction, UnsafeMutableRawPointer) -> UnsafePointer<CChar>?
  ) throws(LoadFailure) -> Table {
    guard let library = DynamicLibrary(path) else { throw .notOpened }
    var table = empty
    do throws(MissingSymbol) {
      try library.findFunctions { fill(&table, $0, $1) }
    } catch {
      throw .missingSymbol(error.name)
    }
    return table
  }

  /// Opens a library and fills in a table of its functions, as
  /// ``loadFunctions(_:into:_:)`` does, and makes a failure the library's
  /// own error, of type `failure`.
  ///
  /// - Throws: `Failure`'s ``RuntimeLibraryError/libraryMissing(_:)`` or
  ///   ``RuntimeLibraryError/symbolMissing(_:in:)``.
  public static func loadFunctions<Table, Failure: RuntimeLibraryError>(
    _ path: String, into empty: Table, as failure: Failure.Type,
    _ fill: (inout Table, FindFunction, UnsafeMutableRawPointer) -> UnsafePointer<CChar>?
  ) throws(Failure) -> Table {
    do throws(LoadFailure) {
      return try loadFunctions(path, into: empty, fill)
    } catch {
      switch error {
      case .notOpened: throw .libraryMissing(path)
      case .missingSymbol(let name): throw .symbolMissing(name, in: path)
      }
    }
  }
}
