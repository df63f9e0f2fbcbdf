import Testing

@testable import TellerPlatform

#if canImport(Glibc)
  import Glibc
#endif

/// A connected pair of Unix stream sockets, closed when the test ends.
private final class SocketPair {
  let near: Int32
  let far: Int32

  init() throws {
    var ends: [Int32] = [-1, -1]
    try #require(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &ends) == 0)
    near = ends[0]
    far = ends[1]
  }

  deinit {
    close(near)
    close(far)
  }

  /// What the far end can read now, without waiting: the bytes, and
  /// whether the near end has shut its sending side (end of file).
  func readFar() -> (bytes: [UInt8], ended: Bool) {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 256)
    while true {
      let count = buffer.withUnsafeMutableBytes {
        recv(far, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT))
      }
      if count > 0 {
        bytes += buffer[0..<count]
      } else {
        return (bytes, count == 0)
      }
    }
  }
}

/// A test's own slots, outside the process's registry, so carrying them
/// out touches nothing another test armed.
private func slots(_ filled: [EmergencySlot]) -> UnsafeMutablePointer<EmergencySlot> {
  let pointer = UnsafeMutablePointer<EmergencySlot>.allocate(capacity: filled.count)
  pointer.initialize(from: filled, count: filled.count)
  return pointer
}

private func armed(_ kind: EmergencySlot.Kind, fileDescriptor: Int32 = -1) -> EmergencySlot {
  var slot = EmergencySlot()
  slot.state = .armed
  slot.kind = kind
  slot.fileDescriptor = fileDescriptor
  return slot
}

/// What the restoration saw of the socket the test shuts down, -1 before it ran.
nonisolated(unsafe) private var sawShutDownWhenRestoring: Int32 = -1
/// The socket the restoration looks at.
nonisolated(unsafe) private var watchedSocket: Int32 = -1

private func noteWhetherShutDown() {
  var byte: UInt8 = 0
  sawShutDownWhenRestoring = recv(watchedSocket, &byte, 1, Int32(MSG_DONTWAIT)) == 0 ? 1 : 0
}

@Suite("Emergency actions: prepared work a signal handler carries out", .serialized)
struct EmergencyActionsTests {
  @Test("A shut-down action ends the connection for every copy of the socket, once")
  func shutDown() throws {
    let pair = try SocketPair()
    let copy = dup(pair.near)
    defer { close(copy) }
    let action = try #require(EmergencyAction.shutDown(pair.near))
    defer { action.retire() }
    #expect(action.isArmed)
    #expect(pair.readFar().ended == false)
    action.carryOut()
    #expect(!action.isArmed)
    #expect(pair.readFar().ended)
    // The copy, as a child process would hold it, can send nothing more.
    var byte: UInt8 = 1
    #expect(send(copy, &byte, 1, Int32(MSG_NOSIGNAL)) == -1 && errno == EPIPE)
  }

  @Test("A send action ends a half-sent message first, then sends its bytes and shuts writing")
  func sendAction() throws {
    let pair = try SocketPair()
    let action = try #require(
      EmergencyAction.send(
        Array("CANCEL self\r\n".utf8), endingMessageWith: Array("\r\n.\r\n".utf8)))
    defer { action.retire() }
    action.setFileDescriptor(pair.near)
    action.setInMessage(true)
    action.carryOut()
    let read = pair.readFar()
    #expect(String(decoding: read.bytes, as: UTF8.self) == "\r\n.\r\nCANCEL self\r\n")
    #expect(read.ended)
  }

  @Test("A retired action is never carried out, nor one without its socket")
  func retired() throws {
    let pair = try SocketPair()
    let action = try #require(EmergencyAction.shutDown(pair.near))
    action.retire()
    #expect(!action.isArmed)
    action.carryOut()
    #expect(pair.readFar().ended == false)
    let unset = try #require(EmergencyAction.send(Array("CANCEL self\r\n".utf8)))
    defer { unset.retire() }
    unset.carryOut()
    #expect(pair.readFar() == ([], false))
  }

  @Test("A kill action kills the process's whole group, what it started too")
  func killGroup() throws {
    let pipe = try #require(Subprocess.openPipe())
    let leader = try Subprocess.start(
      "/bin/sh", ["-c", "sleep 60 & echo $!; sleep 60"], output: .descriptor(pipe.write),
      ownProcessGroup: true)
    close(pipe.write)
    defer { close(pipe.read) }
    var text: [UInt8] = []
    var byte: UInt8 = 0
    while read(pipe.read, &byte, 1) == 1 && byte != 10 { text.append(byte) }
    let started = try #require(pid_t(String(decoding: text, as: UTF8.self)))
    #expect(isRunning(started))
    let action = try #require(EmergencyAction.killProcess())
    defer { action.retire() }
    action.setProcess(leader)
    action.carryOut()
    #expect(Subprocess.wait(leader, timeout: .seconds(10))?.succeeded == false)
    let clock = ContinuousClock()
    let start = clock.now
    while isRunning(started) && clock.now - start < .seconds(10) { _ = poll(nil, 0, 10) }
    #expect(!isRunning(started), "the leader's child \(started) still runs")
  }

  @Test("Restorations run after every other action, whatever the order they were armed in")
  func restorationsLast() throws {
    let pair = try SocketPair()
    watchedSocket = pair.far
    sawShutDownWhenRestoring = -1
    var restore = armed(.restore)
    restore.function = noteWhetherShutDown
    let filled = slots([restore, armed(.shutDown, fileDescriptor: pair.near)])
    defer { filled.deallocate() }
    EmergencyActions.perform(.signal, in: filled, count: 2)
    #expect(sawShutDownWhenRestoring == 1)
    #expect(filled[0].state == .spent && filled[1].state == .spent)
  }

  @Test("At exit sockets are not shut down: their owners let go in their own exit hooks")
  func exitKeepsSockets() throws {
    let pair = try SocketPair()
    let filled = slots([armed(.shutDown, fileDescriptor: pair.near)])
    defer { filled.deallocate() }
    EmergencyActions.perform(.exit, in: filled, count: 1)
    #expect(pair.readFar().ended == false)
    #expect(filled[0].state == .armed)
    EmergencyActions.perform(.signal, in: filled, count: 1)
    #expect(pair.readFar().ended)
  }

  @Test("Arming an action installs the handlers for the signals that end the process")
  func armingInstallsHandlers() throws {
    let action = try #require(EmergencyAction.killProcess())
    defer { action.retire() }
    #expect(EmergencyActions.handlersAreInstalled)
    for signal in EmergencyActions.terminatingSignals + EmergencyActions.crashSignals {
      var current = sigaction()
      _ = sigaction(signal, nil, &current)
      let handler = unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self)
      // Not the default (0); one ignored (1) stays ignored.
      #expect(handler != 0, "signal \(signal)")
    }
  }
}
