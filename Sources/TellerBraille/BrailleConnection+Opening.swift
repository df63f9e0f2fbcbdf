import TellerCLibraries
import TellerPlatform
import TellerSession
import TellerWording

extension BrailleConnection {
  /// A connection being set up, step by step: BrlAPI's handle and socket,
  /// closed and freed when a step fails.
  struct Opening {
    let library: BrlAPILibrary
    let handle: OpaquePointer
    let socket: Int32
    /// The server, as a message names it.
    let host: BrailleHost

    /// Opens a connection with BrlAPI's defaults (`BRLAPI_HOST`,
    /// `BRLAPI_AUTH`), its socket closed on exec, BrlAPI's exceptions
    /// failing the call that met them rather than aborting the process.
    ///
    /// - Throws: ``BrailleUnavailable`` when no BRLTTY answers.
    init(library: BrlAPILibrary) throws(BrailleUnavailable) {
      let functions = library.functions
      let memory = UnsafeMutableRawPointer.allocate(
        byteCount: max(functions.brlapi_getHandleSize(), 1), alignment: 16)
      let handle = OpaquePointer(memory)
      var settings = brlapi_connectionSettings_t()
      let socket = withoutBrokenPipeSignal {
        functions.brlapi__openConnection(handle, nil, &settings)
      }
      self.library = library
      self.handle = handle
      self.socket = socket
      host = BrailleConnection.describeHost(settings.host.map { String(cString: $0) })
      guard socket >= 0 else {
        throw fail(.noBRLTTY(host, reason: library.lastErrorText()))
      }
      FileDescriptor(socket).setCloseOnExec()
      // The default exception handler aborts the process; Teller's ignores
      // the exception, and the call that met it fails.
      _ = functions.brlapi__setExceptionHandler(handle) { _, _, _, _, _ in }
    }

    /// Has typed dots come as characters, through BRLTTY's own text table.
    /// A server without the setting sends dots, which Teller ignores.
    func retainNoDots() throws(BrailleUnavailable) {
      var retainDots: UInt8 = 0
      _ = try guarded {
        library.functions.brlapi__setParameter(
          handle, BRLAPI_PARAM_RETAIN_DOTS, 0, brlapi_param_flags_t(BRLAPI_PARAMF_LOCAL),
          &retainDots, 1)
      }
    }

    /// The display's size in cells: columns and rows.
    ///
    /// - Throws: ``BrailleUnavailable`` when BRLTTY does not say, or has no display.
    func displaySize() throws(BrailleUnavailable) -> (columns: Int, rows: Int) {
      var columns: UInt32 = 0
      var rows: UInt32 = 0
      let sized = try guarded { library.functions.brlapi__getDisplaySize(handle, &columns, &rows) }
      guard sized == 0 else {
        throw fail(.noDisplaySize(host, reason: library.lastErrorText()))
      }
      guard columns > 0, rows > 0 else { throw fail(.noDisplay(host)) }
      return (Int(columns), Int(rows))
    }

    /// Claims the display for a terminal.
    ///
    /// - Throws: ``BrailleUnavailable`` when BRLTTY will not give it.
    func claim(_ path: [Int32]) throws(BrailleUnavailable) {
      let entered = try guarded {
        path.withUnsafeBufferPointer { ttys in
          library.functions.brlapi__enterTtyModeWithPath(
            handle, ttys.baseAddress, Int32(ttys.count), nil)
        }
      }
      guard entered == 0 else {
        throw fail(.displayRefused(host, reason: library.lastErrorText()))
      }
    }

    /// Runs a call that waits for BRLTTY's reply, with the time limit.
    ///
    /// - Throws: ``BrailleUnavailable`` when BRLTTY did not answer in time.
    private func guarded(_ body: () -> Int32) throws(BrailleUnavailable) -> Int32 {
      let (result, timedOut) = BrailleWatchdog.guarding(
        socket: socket, milliseconds: answerTimeoutMilliseconds
      ) { withoutBrokenPipeSignal(body) }
      if timedOut { throw fail(noAnswer(from: host)) }
      return result
    }

    /// Closes the connection and frees the handle, and says why.
    private func fail(_ problem: BrailleProblem) -> BrailleUnavailable {
      withoutBrokenPipeSignal { library.functions.brlapi__closeConnection(handle) }
      UnsafeMutableRawPointer(handle).deallocate()
      return BrailleUnavailable(problem)
    }
  }
}
