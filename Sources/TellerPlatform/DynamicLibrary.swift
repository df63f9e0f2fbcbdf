#if canImport(Glibc)
  import Glibc
#endif

/// A shared library opened at run time with `dlopen`, so a program builds
/// and runs without it: eSpeak NG for speech, BrlAPI and liblouis for
/// braille.
///
/// The library is opened with every symbol bound at once (`RTLD_NOW`) and
/// kept to itself (`RTLD_LOCAL`), and stays loaded for the life of the
/// process. Its functions are found where it is opened, and kept in a
/// table of the library's C declarations (TellerCLibraries), so the
/// compiler, not a comment, owns their signatures.
public struct DynamicLibrary {

  /// A function the library lacks.
  public struct MissingSymbol: Error, Hashable, Sendable {
    /// The function's name, such as `espeak_Initialize`.
    public var name: String
  }

  private let handle: UnsafeMutableRawPointer

  /// Opens a library.
  ///
  /// - Parameter path: a file name the loader looks for (such as
  ///   `libespeak-ng.so.1`), or a path to one file.
  /// - Returns: nil when it cannot be opened; `dlerror()` then still holds
  ///   the loader's reason.
  public init?(_ path: String) {
    guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else { return nil }
    self.handle = handle
  }

  /// The loader's reason the last `dlopen` failed, such as "cannot open
  /// shared object file"; nil when it has none. Read it right after
  /// ``init(_:)`` gives nil: reading it clears it.
  public static func lastError() -> String? { dlerror().map { String(cString: $0) } }

  /// How a table of functions finds one by name: the library's handle and
  /// the function's name, to the function or nil; `dlsym`.
  public typealias FindFunction =
    @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?) -> UnsafeMutableRawPointer?

  /// Fills in a table of the library's functions, such as
  /// `teller_find_espeak_functions` does.
  ///
  /// - Parameter fill: given a way to find a function and the handle to
  ///   find it in, fills the table and returns nil, or the name of the
  ///   first function the library lacks.
  /// - Throws: ``MissingSymbol`` naming a function the library lacks.
  public func findFunctions(
    _ fill: (_ find: FindFunction, _ library: UnsafeMutableRawPointer) -> UnsafePointer<CChar>?
  ) throws(MissingSymbol) {
    if let missing = fill({ handle, name in name.flatMap { dlsym(handle, $0) } }, handle) {
      throw MissingSymbol(name: String(cString: missing))
    }
  }

  /// Finds one function.
  ///
  /// - Parameters:
  ///   - name: its name in the library.
  ///   - type: its `@convention(c)` function type, which must match the
  ///     library's declaration.
  /// - Throws: ``MissingSymbol`` when the library has no such name.
  public func symbol<Function>(
    _ name: String, as type: Function.Type
  ) throws(MissingSymbol) -> Function {
    guard let address = dlsym(handle, name) else { throw MissingSymbol(name: name) }
    return unsafeBitCast(address, to: type)
  }

  /// The path to load: an environment variable's value when it is set and
  /// not empty, otherwise the default.
  ///
  /// - Parameters:
  ///   - variable: the variable that names another library file, such as
  ///     `TELLER_ESPEAK_LIBRARY`.
  ///   - defaultPath: the file name the loader looks for otherwise.
  public static func configuredPath(variable: String, default defaultPath: String) -> String {
    if let value = getenv(variable).map({ String(cString: $0) }), !value.isEmpty {
      return value
    }
    return defaultPath
  }
}
