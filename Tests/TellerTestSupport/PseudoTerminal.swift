import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A pseudo-terminal pair for tests: a terminal device without a window.
///
/// Writing to ``primary`` is like typing; ``secondary`` is the terminal a
/// program would read. Both are closed when the value is released.
public final class PseudoTerminal: @unchecked Sendable {
  /// The controlling side, as a terminal emulator holds it.
  public let primary: Int32
  /// The terminal side, as a program sees it.
  public let secondary: Int32

  /// Opens a new pair.
  public init() throws {
    // posix_openpt and friends sit behind feature macros the Glibc module
    // leaves out, so they are looked up by name.
    typealias OpenFunction = @convention(c) (Int32) -> Int32
    typealias PrepareFunction = @convention(c) (Int32) -> Int32
    typealias NameFunction = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?
    let library = dlopen(nil, RTLD_NOW)
    guard let openSymbol = dlsym(library, "posix_openpt"),
      let grantSymbol = dlsym(library, "grantpt"),
      let unlockSymbol = dlsym(library, "unlockpt"),
      let nameSymbol = dlsym(library, "ptsname")
    else { throw TmuxError("The C library has no posix_openpt.") }
    let openPrimary = unsafeBitCast(openSymbol, to: OpenFunction.self)
    let grant = unsafeBitCast(grantSymbol, to: PrepareFunction.self)
    let unlock = unsafeBitCast(unlockSymbol, to: PrepareFunction.self)
    let secondaryName = unsafeBitCast(nameSymbol, to: NameFunction.self)
    let primary = openPrimary(O_RDWR | O_NOCTTY)
    guard primary >= 0 else { throw TmuxError("posix_openpt failed: \(errno)") }
    guard grant(primary) == 0, unlock(primary) == 0, let name = secondaryName(primary) else {
      close(primary)
      throw TmuxError("Cannot prepare the pseudo-terminal: \(errno)")
    }
    let secondary = open(name, O_RDWR | O_NOCTTY)
    guard secondary >= 0 else {
      close(primary)
      throw TmuxError("Cannot open \(String(cString: name)): \(errno)")
    }
    self.primary = primary
    self.secondary = secondary
  }

  deinit {
    close(primary)
    close(secondary)
  }

  /// The terminal side's settings now.
  public func settings() -> termios {
    var settings = termios()
    _ = tcgetattr(secondary, &settings)
    return settings
  }

  /// Types bytes, as a user at the terminal would.
  public func type(_ bytes: [UInt8]) {
    _ = bytes.withUnsafeBytes { write(primary, $0.baseAddress, $0.count) }
  }
}
