import TellerArguments
import TellerPlatform
import TellerSSIP

/// A connection to speech-dispatcher: a socket that speaks SSIP, every
/// operation on it bounded by a timeout.
///
/// SSIP is synchronous: each command waits for its reply before the next.
/// Events (7xx, sent once notifications are on) may arrive at any time,
/// between replies too; they are kept, in order, for ``takeEvents()``. The
/// socket is non-blocking; connecting (the host lookup included), sending
/// and reading each wait with `poll` for at most ``timeoutMilliseconds``.
///
/// An ``EmergencyAction`` given as ``emergency`` learns the socket and
/// whether a message body is half sent, so a signal handler can send
/// `CANCEL self` that the server reads as a command of its own.
final class SSIPConnection {
  /// Where it is connected.
  let address: SpeechDispatcherAddress
  /// The longest any one socket operation may take.
  var timeoutMilliseconds: Int32
  private var socket: Int32
  private var parser = SSIPReplyParser()
  private var replies: [SSIPReply] = []
  private var events: [SSIPEvent] = []
  /// Told the socket, and when a message body is half sent.
  var emergency: EmergencyAction? {
    didSet { emergency?.setFileDescriptor(socket) }
  }
  /// Where `recv` puts bytes, kept between replies rather than made anew.
  private var receiveBuffer = [UInt8](repeating: 0, count: 4096)

  private init(address: SpeechDispatcherAddress, socket: Int32, timeoutMilliseconds: Int32) {
    self.address = address
    self.socket = socket
    self.timeoutMilliseconds = timeoutMilliseconds
  }

  deinit { closeSocket() }

  /// The socket, to wait on with `poll` for events; -1 once closed.
  var fileDescriptor: Int32 { socket }

  /// The events received so far, in order, and forgotten.
  func takeEvents() -> [SSIPEvent] {
    defer { events.removeAll() }
    return events
  }

  /// Reads what the server has sent without waiting: events, kept for
  /// ``takeEvents()``.
  ///
  /// - Throws: ``SSIPConnectionError`` when the server closed the
  ///   connection or sent a reply no command asked for.
  func receiveEvents() throws(SSIPConnectionError) {
    guard socket >= 0 else { throw .closed(address) }
    while try receive(waiting: false) {}
    guard replies.isEmpty else {
      let reply = replies.removeFirst()
      throw .protocolError(.unexpectedReply(command: "nothing", reply: reply))
    }
  }

  /// Connects to an address.
  ///
  /// - Throws: ``SSIPConnectionError`` when nothing answers there in time.
  static func connect(
    to address: SpeechDispatcherAddress, timeoutMilliseconds: Int32
  ) throws(SSIPConnectionError) -> SSIPConnection {
    let fd: Int32
    switch address {
    case .unixSocket(let path):
      fd = try connectUnix(path: path, timeout: timeoutMilliseconds)
    case .inetSocket(let host, let port):
      fd = try connectInet(host: host, port: port, timeout: timeoutMilliseconds)
    }
    return SSIPConnection(address: address, socket: fd, timeoutMilliseconds: timeoutMilliseconds)
  }

  /// Sends a command and returns its reply, which must succeed.
  ///
  /// - Throws: ``SSIPConnectionError`` on a timeout, a closed connection,
  ///   bytes that are not SSIP, or a reply that is not a success.
  @discardableResult
  func send(_ command: SSIPCommand) throws(SSIPConnectionError) -> SSIPReply {
    try write(command.line)
    return try expectSuccess(of: command.text)
  }

  /// Sends `SPEAK` and the text, and returns the message id the server gave.
  ///
  /// - Throws: ``SSIPConnectionError`` as ``send(_:)`` does.
  @discardableResult
  func speak(_ text: String) throws(SSIPConnectionError) -> Int? {
    try send(.speak)
    emergency?.setInMessage(true)
    try write(SSIPText.body(text))
    emergency?.setInMessage(false)
    let reply = try expectSuccess(of: "SPEAK")
    return reply.data.first.flatMap { Int($0) }
  }

  /// Says goodbye with `QUIT` (without waiting long for the answer) and closes.
  func close() {
    guard socket >= 0 else { return }
    timeoutMilliseconds = min(timeoutMilliseconds, 100)
    _ = try? send(.quit)
    closeSocket()
  }

  private func closeSocket() {
    guard socket >= 0 else { return }
    // Forget the descriptor before its number can be reused.
    emergency?.setFileDescriptor(-1)
    FileDescriptor(socket).close()
    socket = -1
  }

  private func expectSuccess(of command: String) throws(SSIPConnectionError) -> SSIPReply {
    let reply = try readReply()
    guard reply.isSuccess else {
      throw .protocolError(.unexpectedReply(command: command, reply: reply))
    }
    return reply
  }

  /// The next reply that is not an event; events (7xx) are kept.
  private func readReply() throws(SSIPConnectionError) -> SSIPReply {
    while true {
      if !replies.isEmpty { return replies.removeFirst() }
      try waitFor(.readable)
      _ = try receive(waiting: true)
    }
  }

  /// Reads once from the socket, keeping events apart from replies.
  ///
  /// - Parameter waiting: whether the socket was just found readable; when
  ///   not, nothing to read is no error.
  /// - Returns: whether anything was read.
  private func receive(waiting: Bool) throws(SSIPConnectionError) -> Bool {
    let count: Int
    do {
      count = try FileDescriptor(socket).receive(into: &receiveBuffer)
    } catch {
      if error.wouldBlock { return false }
      throw .system(address, error.reason)
    }
    if count == 0 { throw .closed(address) }
    do throws(SSIPProtocolError) {
      for reply in try parser.push(receiveBuffer[0..<count]) {
        if reply.isEvent {
          if let event = SSIPEvent(reply) { events.append(event) }
        } else {
          replies.append(reply)
        }
      }
    } catch {
      throw .protocolError(error)
    }
    return true
  }

  private func write(_ text: String) throws(SSIPConnectionError) {
    let bytes = Array(text.utf8)
    var done = 0
    while done < bytes.count {
      let count: Int
      do {
        count = try FileDescriptor(socket).send(bytes, from: done)
      } catch {
        guard error.wouldBlock else { throw .system(address, error.reason) }
        try waitFor(.writable)
        continue
      }
      guard count > 0 else { throw .closed(address) }
      done += count
    }
  }

  private func waitFor(_ events: FileDescriptor.Readiness) throws(SSIPConnectionError) {
    guard socket >= 0 else { throw .closed(address) }
    let deadline = Deadline(millisecondsFromNow: Int(timeoutMilliseconds))
    let ready: [FileDescriptor.Readiness]?
    do {
      ready = try FileDescriptor.wait(for: [(FileDescriptor(socket), events)], until: deadline)
    } catch {
      throw .system(address, error.reason)
    }
    guard ready != nil else { throw .timedOut(address, milliseconds: timeoutMilliseconds) }
  }

  /// Why a socket did not connect, as this connection's error.
  private static func problem(
    _ failure: ConnectFailure, _ address: SpeechDispatcherAddress, timeout: Int32
  ) -> SSIPConnectionError {
    switch failure {
    case .noSocket(let error), .system(let error): .system(address, error.reason)
    case .refused(let error): .refused(address, error.reason)
    case .timedOut: .timedOut(address, milliseconds: timeout)
    }
  }

  private static func connectUnix(path: String, timeout: Int32) throws(SSIPConnectionError)
    -> Int32
  {
    let address = SpeechDispatcherAddress.unixSocket(path: path)
    guard let socketAddress = SocketAddress.unix(path: path) else {
      throw .refused(address, .known(.socketPathTooLong))
    }
    do {
      return try FileDescriptor.connect(to: socketAddress, timeoutMilliseconds: timeout).rawValue
    } catch {
      throw problem(error, address, timeout: timeout)
    }
  }

  private static func connectInet(host: String, port: Int, timeout: Int32)
    throws(SSIPConnectionError) -> Int32
  {
    let address = SpeechDispatcherAddress.inetSocket(host: host, port: port)
    let found: [HostLookup.Address]
    switch HostLookup.addresses(host: host, port: port, timeoutMilliseconds: Int(timeout)) {
    case .found(let addresses): found = addresses
    case .failed(let reason): throw .refused(address, reason)
    case .timedOut: throw .timedOut(address, milliseconds: timeout)
    }
    var lastError: SSIPConnectionError = .refused(address, .known(.noAddress))
    for candidate in found {
      do {
        return try FileDescriptor.connect(to: candidate, timeoutMilliseconds: timeout).rawValue
      } catch {
        // An address no socket can be made for is passed over.
        if case .noSocket = error { continue }
        lastError = problem(error, address, timeout: timeout)
      }
    }
    throw lastError
  }
}

/// Why speech-dispatcher could not be reached or stopped answering.
enum SSIPConnectionError: Error, CustomStringConvertible {
  /// Nothing listens there, or the connection was refused.
  case refused(SpeechDispatcherAddress, SystemReason)
  /// An operation did not finish in time.
  case timedOut(SpeechDispatcherAddress, milliseconds: Int32)
  /// The server closed the connection.
  case closed(SpeechDispatcherAddress)
  /// A system call failed.
  case system(SpeechDispatcherAddress, SystemReason)
  /// The server sent something unexpected.
  case protocolError(SSIPProtocolError)

  /// One line in English, as speech's problem words it.
  var description: String { SpeechUnavailable(.dispatcher(problem)).reason }
}
