import TellerArguments
import TellerBrailleModel
import TellerPlatform

#if canImport(Glibc)
  import Glibc
#endif

/// A connection to BRLTTY through BrlAPI that holds the braille display
/// for Teller's terminal.
///
/// ``connect(library:terminalPath:)`` opens the connection with BrlAPI's
/// defaults, which `BRLAPI_HOST` and `BRLAPI_AUTH` override, and claims
/// the display for Teller's terminal (`brlapi_enterTtyModeWithPath`),
/// reading BRLTTY's commands rather than a driver's own keys. Then
/// ``write(_:)`` shows text, ``readKeys()`` takes the keys pressed without
/// waiting, and ``fileDescriptor`` lets a loop poll for them.
///
/// The display is given back by ``release()``: Teller leaves tty mode and
/// closes the connection. It is also released when the connection is
/// deinitialised and when the process calls `exit`. When a signal ends
/// the process, or it crashes, the handler shuts the socket down
/// (``shutDownOnEndingSignals()``, an ``EmergencyAction``), so BRLTTY
/// frees the display at once; the socket is close-on-exec, so no
/// program Teller starts (an audio player) can keep it open after Teller
/// has gone.
///
/// Every call that waits for BRLTTY's reply has a time limit,
/// ``answerTimeoutMilliseconds`` (``BrailleWatchdog``), and a write waits
/// at most as long for room in the socket: a server that stops answering
/// loses the connection instead of freezing Teller. Connecting itself
/// cannot be limited from here (BrlAPI has no socket to shut down until it
/// returns); ``BrailleConnector`` runs it on a thread of its own.
///
/// While the process is stopped (Ctrl-Z), ``suspend()`` gives the display
/// back and keeps the connection; ``resume()`` claims it again.
///
/// Use one connection from one thread at a time; ``release()`` may come
/// from any thread.
public final class BrailleConnection: BrailleDisplay, @unchecked Sendable {
  // Unchecked: `handle`, `isOpen` and `isClaimed` are guarded by `lock`;
  // the rest are constants set in the initialiser.

  /// How long any call waits for BRLTTY's reply, or for room to write,
  /// before the connection counts as lost: 3 seconds.
  public static let answerTimeoutMilliseconds = 3000

  /// The library in use.
  public let library: BrlAPILibrary
  /// The BrlAPI server Teller is connected to, such as `127.0.0.1:1`.
  public let host: String
  /// The display's width in cells.
  public let width: Int
  /// The display's height in lines (1 for nearly every display).
  public let height: Int
  /// The path in BRLTTY's terminal tree that Teller claimed (BrlAPI puts
  /// `WINDOWPATH` in front of it).
  public let terminalPath: [Int32]
  /// The connection's socket, to poll for keys; -1 once released.
  public var fileDescriptor: Int32 { lock.withLock { isOpen ? socket : -1 } }

  private let handle: UnsafeMutableRawPointer
  private let socket: Int32
  private let lock = Lock()
  private var isOpen = true
  private var isClaimed = true
  /// Shuts the socket down when a signal ends the process, once asked for.
  private var shutdown: EmergencyAction?

  private init(
    library: BrlAPILibrary, handle: UnsafeMutableRawPointer, socket: Int32, host: String,
    width: Int, height: Int, terminalPath: [Int32]
  ) {
    self.library = library
    self.handle = handle
    self.socket = socket
    self.host = host
    self.width = width
    self.height = height
    self.terminalPath = terminalPath
  }

  deinit {
    release()
    handle.deallocate()
  }

  /// Connects to BRLTTY and claims the display for Teller's terminal.
  ///
  /// - Parameters:
  ///   - library: the BrlAPI library; nil loads the configured one
  ///     (``BrlAPILibrary/configuredPath``).
  ///   - terminalPath: the terminal to claim; nil finds Teller's own with
  ///     ``TellerBrailleModel/BrailleTerminalPath``.
  /// - Throws: ``BrailleUnavailable``, in one line, when the library is
  ///   missing, no BRLTTY answers, BRLTTY has no display, or it will not
  ///   give Teller the display.
  public static func connect(
    library: BrlAPILibrary? = nil, terminalPath: [Int32]? = nil
  ) throws(BrailleUnavailable) -> BrailleConnection {
    let loaded: BrlAPILibrary
    if let library {
      loaded = library
    } else {
      loaded = try BrlAPILibrary()
    }
    let library = loaded
    let handle = UnsafeMutableRawPointer.allocate(
      byteCount: max(library.getHandleSize(), 1), alignment: 16)
    // brlapi_connectionSettings_t: `auth`, then `host`, both `const char *`.
    let settings = UnsafeMutablePointer<UnsafePointer<CChar>?>.allocate(capacity: 2)
    settings.initialize(repeating: nil, count: 2)
    defer { settings.deallocate() }

    let socket = withoutBrokenPipeSignal { library.openConnection(handle, nil, settings) }
    let host = describeHost(settings[1].map { String(cString: $0) })
    func fail(_ reason: String) -> BrailleUnavailable {
      withoutBrokenPipeSignal { library.closeConnection(handle) }
      handle.deallocate()
      return BrailleUnavailable(reason)
    }
    guard socket >= 0 else {
      throw fail(
        "no BRLTTY answered at \(host) (\(library.lastErrorText())); start BRLTTY with BrlAPI,"
          + " or set BRLAPI_HOST to where it listens.")
    }
    _ = fcntl(socket, F_SETFD, fcntl(socket, F_GETFD) | FD_CLOEXEC)
    // The default exception handler aborts the process; Teller's ignores
    // the exception, and the call that met it fails.
    _ = library.setExceptionHandler(handle) { _, _, _, _, _ in }
    // Typed dots come as characters, through BRLTTY's own text table. A
    // server without the setting sends dots, which Teller ignores.
    func guarded(_ body: () -> Int32) -> (result: Int32, timedOut: Bool) {
      BrailleWatchdog.guarding(socket: socket, milliseconds: answerTimeoutMilliseconds) {
        withoutBrokenPipeSignal(body)
      }
    }
    func silent(_ host: String) -> BrailleUnavailable {
      fail(noAnswer(from: host))
    }
    var retainDots: UInt8 = 0
    let retained = guarded {
      library.setParameter(
        handle, BrlAPILibrary.retainDotsParameter, 0, BrlAPILibrary.localParameter,
        &retainDots, 1)
    }
    if retained.timedOut { throw silent(host) }
    var columns: UInt32 = 0
    var rows: UInt32 = 0
    let sized = guarded { library.getDisplaySize(handle, &columns, &rows) }
    if sized.timedOut { throw silent(host) }
    guard sized.result == 0 else {
      throw fail("BRLTTY at \(host) did not give its display size (\(library.lastErrorText())).")
    }
    guard columns > 0, rows > 0 else {
      throw fail("BRLTTY at \(host) has no braille display.")
    }
    let path = terminalPath ?? ownTerminalPath()
    let entered = guarded {
      path.withUnsafeBufferPointer { ttys in
        library.enterTtyModeWithPath(handle, ttys.baseAddress, Int32(ttys.count), nil)
      }
    }
    if entered.timedOut { throw silent(host) }
    guard entered.result == 0 else {
      throw fail(
        "BRLTTY at \(host) would not give Teller the display (\(library.lastErrorText())).")
    }
    let connection = BrailleConnection(
      library: library, handle: handle, socket: socket, host: host, width: Int(columns),
      height: Int(rows), terminalPath: path)
    releasedAtExit.add(connection)
    return connection
  }

  /// Shows text on the display from its first cell, padded with blanks or
  /// cut to the display's size, with no cursor.
  ///
  /// The text goes as Unicode code points (`brlapi_writeWText`), whatever
  /// the locale; BRLTTY's text table turns each into the dots of one cell.
  ///
  /// - Throws: ``BrailleUnavailable`` when the connection is released or
  ///   BRLTTY has gone; the connection is then released.
  /// A write waits for room in the socket at most
  /// ``answerTimeoutMilliseconds``; BrlAPI sends it and waits for no reply.
  public func write(_ text: String) throws(BrailleUnavailable) {
    var codePoints = text.unicodeScalars.map { Int32(bitPattern: $0.value) }
    codePoints.append(0)
    let result: Int32? = lock.withLock {
      guard isOpen else { return nil }
      guard Self.hasRoom(socket) else { return Self.noRoom }
      return withoutBrokenPipeSignal {
        codePoints.withUnsafeBufferPointer {
          library.writeWText(handle, BrlAPILibrary.cursorOff, $0.baseAddress)
        }
      }
    }
    guard let result else { throw Self.released }
    if result == Self.noRoom { throw lost(reason: "it stopped reading") }
    guard result == 0 else { throw lost() }
  }

  /// What ``write(_:)`` makes of a socket with no room in time.
  private static let noRoom: Int32 = -2

  /// Whether a socket has room to write within the time limit.
  private static func hasRoom(_ socket: Int32) -> Bool {
    var poller = pollfd(fd: socket, events: Int16(POLLOUT), revents: 0)
    while true {
      let ready = poll(&poller, 1, Int32(answerTimeoutMilliseconds))
      if ready < 0 && errno == EINTR { continue }
      return ready > 0 && poller.revents & Int16(POLLOUT) != 0
    }
  }

  /// The keys pressed on the display since the last call, oldest first,
  /// without waiting.
  ///
  /// - Throws: ``BrailleUnavailable`` when the connection is released or
  ///   BRLTTY has gone; the connection is then released.
  public func readKeys() throws(BrailleUnavailable) -> [BrailleKeyCode] {
    var keys: [BrailleKeyCode] = []
    while true {
      var code: UInt64 = 0
      let result: Int32? = lock.withLock {
        guard isOpen else { return nil }
        return withoutBrokenPipeSignal { library.readKey(handle, 0, &code) }
      }
      guard let result else { throw Self.released }
      switch result {
      case 1: keys.append(BrailleKeyCode(rawValue: code))
      case 0: return keys
      default:
        // A signal or a parameter change interrupts a read: try again later.
        let interrupted =
          library.lastErrorCode() == BrlAPILibrary.libcError && errno == EINTR
        if interrupted { return keys }
        throw lost()
      }
    }
  }

  /// Gives the display back for a while and keeps the connection: leaves
  /// tty mode, so BRLTTY shows what it showed before and takes its keys
  /// again. Does nothing when already given back or released.
  public func suspend() {
    lock.withLock {
      guard isOpen, isClaimed else { return }
      isClaimed = false
      _ = guarded { library.leaveTtyMode(handle) }
    }
  }

  /// Claims the display again for the same terminal after ``suspend()``;
  /// does nothing when it is held.
  ///
  /// - Throws: ``BrailleUnavailable`` when the connection is released or
  ///   BRLTTY will not give the display back; the connection is then
  ///   released.
  public func resume() throws(BrailleUnavailable) {
    let entered: Int32? = lock.withLock {
      guard isOpen else { return nil }
      guard !isClaimed else { return 0 }
      let result = guarded {
        terminalPath.withUnsafeBufferPointer { ttys in
          library.enterTtyModeWithPath(handle, ttys.baseAddress, Int32(ttys.count), nil)
        }
      }
      if result == 0 { isClaimed = true }
      return result
    }
    guard let entered else { throw Self.released }
    guard entered == 0 else { throw lost() }
  }

  /// Gives the display back: leaves tty mode, so BRLTTY shows what it
  /// showed before, and closes the connection. Calling it again does
  /// nothing.
  public func release() {
    lock.withLock {
      guard isOpen else { return }
      isOpen = false
      if isClaimed { _ = guarded { library.leaveTtyMode(handle) } }
      shutdown?.retire()
      shutdown = nil
      withoutBrokenPipeSignal { library.closeConnection(handle) }
    }
    releasedAtExit.remove(self)
  }

  /// Has a signal that ends the process, or a crash, shut the socket down
  /// (with Teller's other emergency actions, before the terminal is
  /// restored), so BRLTTY frees the display at once. Asking again does
  /// nothing.
  public func shutDownOnEndingSignals() {
    lock.withLock {
      guard isOpen, shutdown == nil else { return }
      shutdown = EmergencyAction.shutDown(socket)
    }
  }

  /// Runs a call that waits for BRLTTY's reply with the time limit; call
  /// with `lock` held.
  private func guarded(_ body: () -> Int32) -> Int32 {
    BrailleWatchdog.guarding(socket: socket, milliseconds: Self.answerTimeoutMilliseconds) {
      withoutBrokenPipeSignal(body)
    }.result
  }

  /// Whether the connection still holds the display.
  public var isConnected: Bool { lock.withLock { isOpen } }

  private static let released = BrailleUnavailable("the connection to BRLTTY is closed.")

  /// Releases the connection after a failed call and says why: BrlAPI's
  /// last error, or the reason given.
  private func lost(reason: String? = nil) -> BrailleUnavailable {
    let reason = reason ?? library.lastErrorText()
    release()
    return BrailleUnavailable("the connection to BRLTTY at \(host) was lost (\(reason)).")
  }

  /// Why braille is off when BRLTTY accepted the connection but did not
  /// answer in time.
  static func noAnswer(from host: String) -> String {
    "BRLTTY at \(host) did not answer within \(answerTimeoutMilliseconds / 1000) seconds;"
      + " check that BRLTTY runs there, or set BRLAPI_HOST to where it listens."
  }

  /// The server that `BRLAPI_HOST` names, as a message names it.
  static var configuredHost: String {
    describeHost(getenv("BRLAPI_HOST").map { String(cString: $0) })
  }

  /// The server as a message names it: `127.0.0.1:1`, or "this machine's
  /// socket :0" for BrlAPI's local socket.
  static func describeHost(_ host: String?) -> String {
    guard let host, !host.isEmpty else { return "this machine" }
    return host.hasPrefix(":") ? "this machine's socket \(visibleText(host))" : visibleText(host)
  }

  /// Teller's own terminal, found from the environment and the controlling
  /// terminal in `/proc/self/stat`.
  private static func ownTerminalPath() -> [Int32] {
    BrailleTerminalPath.path(
      environment: { name in getenv(name).map { String(cString: $0) } },
      controllingTerminal: (try? TextFile.read(path: "/proc/self/stat")).flatMap(
        BrailleTerminalPath.controllingTerminal))
  }
}
