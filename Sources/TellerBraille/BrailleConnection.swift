import TellerArguments
import TellerBrailleModel
import TellerCLibraries
import TellerPlatform
import TellerSession
import TellerWording

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
/// from any thread. No lock is held while BrlAPI talks to BRLTTY: each
/// call is counted as under way, and ``release()`` waits for the calls
/// under way (each bounded by the time limit) before it closes the handle.
public final class BrailleConnection: BrailleDisplay, Sendable {
  /// How long any call waits for BRLTTY's reply, or for room to write,
  /// before the connection counts as lost: 3 seconds.
  public static let answerTimeoutMilliseconds = 3000

  /// The library in use.
  public let library: BrlAPILibrary
  /// The BrlAPI server Teller is connected to, such as `127.0.0.1:1`.
  public let host: BrailleHost
  /// The display's width in cells.
  public let width: Int
  /// The display's height in lines (1 for nearly every display).
  public let height: Int
  /// The path in BRLTTY's terminal tree that Teller claimed (BrlAPI puts
  /// `WINDOWPATH` in front of it).
  public let terminalPath: [Int32]
  /// The connection's socket, to poll for keys; -1 once released.
  public var fileDescriptor: Int32 { state.withLock { $0.isOpen ? socket : -1 } }

  /// BrlAPI's state of the connection: memory of the library's handle
  /// size, allocated in ``connect(library:terminalPath:)`` and freed at
  /// deinit. The address never changes; what it points to is BrlAPI's,
  /// touched only by calls counted in ``State/calls`` and, once none is
  /// under way and none can start, by ``release()``. That rule, not the
  /// type, makes sharing the address safe.
  nonisolated(unsafe) private let handle: OpaquePointer
  private let socket: Int32

  private struct State {
    var isOpen = true
    var isClaimed = true
    /// BrlAPI calls under way, made with the lock let go.
    var calls = 0
    /// Shuts the socket down when a signal ends the process, once asked for.
    var shutdown: EmergencyAction?
  }

  private let state = Locked(State())

  private init(_ opening: Opening, width: Int, height: Int, terminalPath: [Int32]) {
    library = opening.library
    handle = opening.handle
    socket = opening.socket
    host = opening.host
    self.width = width
    self.height = height
    self.terminalPath = terminalPath
  }

  deinit {
    release()
    UnsafeMutableRawPointer(handle).deallocate()
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
    let opening = try Opening(library: loaded)
    try opening.retainNoDots()
    let (columns, rows) = try opening.displaySize()
    let path = terminalPath ?? ownTerminalPath()
    try opening.claim(path)
    let connection = BrailleConnection(
      opening, width: columns, height: rows, terminalPath: path)
    releasedAtExit.add(connection)
    return connection
  }

  /// Shows text on the display from its first cell, padded with blanks or
  /// cut to the display's size, with no cursor.
  ///
  /// The text goes as Unicode code points (`brlapi_writeWText`), whatever
  /// the locale; BRLTTY's text table turns each into the dots of one cell.
  /// A write waits for room in the socket at most
  /// ``answerTimeoutMilliseconds``; BrlAPI sends it and waits for no reply.
  ///
  /// - Throws: ``BrailleUnavailable`` when the connection is released or
  ///   BRLTTY has gone; the connection is then released.
  public func write(_ text: String) throws(BrailleUnavailable) {
    var codePoints = text.unicodeScalars.map { Int32(bitPattern: $0.value) }
    codePoints.append(0)
    let result: Int32? = call {
      guard Self.hasRoom(socket) else { return Self.noRoom }
      return withoutBrokenPipeSignal {
        codePoints.withUnsafeBufferPointer {
          library.functions.brlapi__writeWText(handle, BRLAPI_CURSOR_OFF, $0.baseAddress)
        }
      }
    }
    guard let result else { throw Self.released }
    if result == Self.noRoom { throw lost(stoppedReading: true) }
    guard result == 0 else { throw lost() }
  }

  /// What ``write(_:)`` makes of a socket with no room in time.
  private static let noRoom: Int32 = -2

  /// Whether a socket has room to write within the time limit.
  private static func hasRoom(_ socket: Int32) -> Bool {
    let ready = FileDescriptor(socket).wait(
      for: .writable, until: Deadline(millisecondsFromNow: answerTimeoutMilliseconds))
    return ready?.contains(.writable) == true
  }

  /// The keys pressed on the display since the last call, oldest first,
  /// without waiting.
  ///
  /// - Throws: ``BrailleUnavailable`` when the connection is released or
  ///   BRLTTY has gone; the connection is then released.
  public func readKeys() throws(BrailleUnavailable) -> [BrailleKeyCode] {
    var keys: [BrailleKeyCode] = []
    while true {
      var code: brlapi_keyCode_t = 0
      let read: (result: Int32, interrupted: Bool)? = call {
        let result = withoutBrokenPipeSignal { library.functions.brlapi__readKey(handle, 0, &code) }
        // A signal or a parameter change interrupts a read: try again later.
        let interrupted =
          result < 0 && library.lastErrorCode() == BRLAPI_ERROR_LIBCERR
          && SystemError.lastCode == SystemError.interruptedCode
        return (result, interrupted)
      }
      guard let read else { throw Self.released }
      switch read.result {
      case 1: keys.append(BrailleKeyCode(rawValue: code))
      case 0: return keys
      default:
        if read.interrupted { return keys }
        throw lost()
      }
    }
  }

  /// Gives the display back for a while and keeps the connection: leaves
  /// tty mode, so BRLTTY shows what it showed before and takes its keys
  /// again. Does nothing when already given back or released.
  public func suspend() {
    _ = call(admitting: { state in
      defer { state.isClaimed = false }
      return state.isClaimed
    }) {
      guarded { library.functions.brlapi__leaveTtyMode(handle) }
    }
  }

  /// Claims the display again for the same terminal after ``suspend()``;
  /// does nothing when it is held.
  ///
  /// - Throws: ``BrailleUnavailable`` when the connection is released or
  ///   BRLTTY will not give the display back; the connection is then
  ///   released.
  public func resume() throws(BrailleUnavailable) {
    guard !state.withLock({ $0.isOpen && $0.isClaimed }) else { return }
    let entered: Int32? = call {
      guarded {
        terminalPath.withUnsafeBufferPointer { ttys in
          library.functions.brlapi__enterTtyModeWithPath(
            handle, ttys.baseAddress, Int32(ttys.count), nil)
        }
      }
    }
    guard let entered else { throw Self.released }
    guard entered == 0 else { throw lost() }
    state.withLock { $0.isClaimed = true }
  }

  /// Gives the display back: leaves tty mode, so BRLTTY shows what it
  /// showed before, and closes the connection. Calling it again does
  /// nothing. A call under way on another thread is waited for first.
  public func release() {
    let closing: (claimed: Bool, shutdown: EmergencyAction?)? = state.withLock { state in
      guard state.isOpen else { return nil }
      state.isOpen = false
      defer { state.shutdown = nil }
      return (state.isClaimed, state.shutdown)
    }
    guard let closing else { return }
    state.withLock(when: { $0.calls == 0 }) { _ in }
    if closing.claimed { _ = guarded { library.functions.brlapi__leaveTtyMode(handle) } }
    // Disarmed before the socket closes, so its number is never shut down
    // once another file may have it.
    closing.shutdown?.retire()
    withoutBrokenPipeSignal { library.functions.brlapi__closeConnection(handle) }
    releasedAtExit.remove(self)
  }

  /// Has a signal that ends the process, or a crash, shut the socket down
  /// (with Teller's other emergency actions, before the terminal is
  /// restored), so BRLTTY frees the display at once. Asking again does
  /// nothing.
  public func shutDownOnEndingSignals() {
    state.withLock { state in
      guard state.isOpen, state.shutdown == nil else { return }
      state.shutdown = EmergencyAction.shutDown(socket)
    }
  }

  /// Runs a BrlAPI call on the handle with the lock let go, counted as
  /// under way, when the connection is open and `admit` lets it (`admit`
  /// may change the state, as giving the display back does).
  ///
  /// - Returns: what the call returned; nil when it was not made.
  private func call<Result>(
    admitting admit: (inout State) -> Bool = { _ in true }, _ body: () -> Result
  ) -> Result? {
    let admitted = state.withLock { state in
      guard state.isOpen, admit(&state) else { return false }
      state.calls += 1
      return true
    }
    guard admitted else { return nil }
    defer { state.withLock { $0.calls -= 1 } }
    return body()
  }

  /// Runs a call that waits for BRLTTY's reply with the time limit.
  private func guarded(_ body: () -> Int32) -> Int32 {
    BrailleWatchdog.guarding(socket: socket, milliseconds: Self.answerTimeoutMilliseconds) {
      withoutBrokenPipeSignal(body)
    }.result
  }

  /// Whether the connection still holds the display.
  public var isConnected: Bool { state.withLock { $0.isOpen } }

  private static let released = BrailleUnavailable(.closed)

  /// Releases the connection after a failed call and says why: BrlAPI's
  /// last error, or the reason given.
  private func lost(stoppedReading: Bool = false) -> BrailleUnavailable {
    let reason = stoppedReading ? nil : library.lastErrorText()
    release()
    return BrailleUnavailable(.lost(host, reason: reason))
  }

  /// Why braille is off when BRLTTY accepted the connection but did not
  /// answer in time.
  static func noAnswer(from host: BrailleHost) -> BrailleProblem {
    .noAnswer(host, seconds: answerTimeoutMilliseconds / 1000)
  }

  /// The server that `BRLAPI_HOST` names, as a message names it.
  static var configuredHost: BrailleHost {
    describeHost(Environment.value("BRLAPI_HOST"))
  }

  /// The server as a message names it: `127.0.0.1:1`, or "this machine's
  /// socket :0" for BrlAPI's local socket.
  static func describeHost(_ host: String?) -> BrailleHost {
    guard let host, !host.isEmpty else { return .thisMachine }
    return host.hasPrefix(":") ? .localSocket(host) : .named(host)
  }

  /// Teller's own terminal, found from the environment and the controlling
  /// terminal in `/proc/self/stat`.
  private static func ownTerminalPath() -> [Int32] {
    BrailleTerminalPath.path(
      environment: Environment.value,
      controllingTerminal: (try? TextFile.read(path: "/proc/self/stat")).flatMap(
        BrailleTerminalPath.controllingTerminal))
  }
}
