#if canImport(Glibc)
  import Glibc
#endif

/// A shared library opened at run time with `dlopen`, so a program builds
/// and runs without it: eSpeak NG for speech, BrlAPI for braille.
///
/// The library is opened with every symbol bound at once (`RTLD_NOW`) and
/// kept to itself (`RTLD_LOCAL`), and stays loaded for the life of the
/// process.
public struct DynamicLibrary: @unchecked Sendable {
  // Unchecked: the handle is never closed, and `dlsym` may be called from
  // any thread.

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

  /// Finds a function.
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
