import TellerPlatform
import Testing

/// TellerPlatform's typed wrappers, on descriptors, pipes, sockets and
/// files of the test's own: what each call gives, and the typed error of
/// each way it fails.
@Suite("System call wrappers")
struct SystemCallWrapperTests {
  @Test("A pipe carries bytes whole; drained and non-blocking, a read would block")
  func pipeCarriesBytes() throws {
    let pipe = try Pipe.open(nonBlocking: true)
    defer { pipe.close() }
    try pipe.writeEnd.writeAll("고객 10\n")
    #expect(try pipe.readEnd.read(upTo: 64) == Array("고객 10\n".utf8))
    pipe.wake()
    pipe.wake()
    pipe.drain()
    do {
      _ = try pipe.readEnd.read(upTo: 1)
      Issue.record("a drained pipe had a byte")
    } catch {
      #expect(error.wouldBlock)
      #expect(error.call == "read")
    }
  }

  @Test("Readiness: nothing to read waits out its deadline; a byte makes the end readable")
  func readinessWaitsUntilTheDeadline() throws {
    let pipe = try Pipe.open(nonBlocking: true)
    defer { pipe.close() }
    let deadline = Deadline(millisecondsFromNow: 30)
    #expect(pipe.readEnd.wait(for: .readable, until: deadline) == nil)
    #expect(deadline.hasPassed)
    pipe.wake()
    let ready = pipe.readEnd.wait(for: .readable, until: Deadline(millisecondsFromNow: 1000))
    #expect(ready?.contains(.readable) == true)
    #expect(pipe.writeEnd.wait(for: .writable, until: nil)?.contains(.writable) == true)
  }

  @Test("A deadline counts whole milliseconds up, and none once it has passed")
  func deadlineMillisecondsLeft() {
    let later = Deadline(millisecondsFromNow: 10_000)
    #expect((9_000...10_000).contains(later.millisecondsLeft))
    #expect(Deadline(millisecondsFromNow: -5).millisecondsLeft == 0)
    #expect(Deadline(millisecondsFromNow: -5).hasPassed)
  }

  @Test("A socket pair: what is sent is received; once the far end closes, end of stream, EPIPE")
  func socketPairSendsAndBreaks() throws {
    let (near, far) = try FileDescriptor.socketPair()
    defer { near.close() }
    #expect(try near.send(Array("SPEAK\r\n".utf8)) == 7)
    var buffer = [UInt8](repeating: 0, count: 16)
    let count = try far.receive(into: &buffer)
    #expect(Array(buffer[0..<count]) == Array("SPEAK\r\n".utf8))
    far.close()
    #expect(try near.receive(into: &buffer) == 0)
    do {
      _ = try near.send([1])
      Issue.record("a send to a closed socket succeeded")
    } catch {
      #expect(error.isBrokenPipe)
      #expect(error.call == "send")
    }
  }

  @Test("Connecting where nothing listens is refused; a path too long is no address")
  func connectingToNothing() {
    let path = "/tmp/teller-no-socket-\(CurrentProcess.id)"
    FileSystem.remove(path)
    guard let address = SocketAddress.unix(path: path) else {
      Issue.record("a short path made no address")
      return
    }
    #expect(!address.isInternet)
    do {
      _ = try FileDescriptor.connect(to: address, timeoutMilliseconds: 1000)
      Issue.record("a connection to no socket succeeded")
    } catch {
      guard case .refused(let reason) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(reason.isMissing)
    }
    #expect(SocketAddress.unix(path: String(repeating: "x", count: 200)) == nil)
  }

  @Test("A host name resolves; a name that cannot exist fails with the resolver's reason")
  func hostLookup() {
    #expect((try? SocketAddress.lookUp(host: "localhost", port: 6560))?.isEmpty == false)
    #expect(throws: SocketAddress.LookupFailure.self) {
      try SocketAddress.lookUp(host: "no-such-host.invalid", port: 6560)
    }
  }

  @Test("Opening a missing file fails as missing, naming open and the system's reason")
  func openMissingFile() {
    do {
      _ = try FileDescriptor.open("/nonexistent/teller/file", .readOnly)
      Issue.record("a missing file opened")
    } catch {
      #expect(error.isMissing)
      #expect(error.call == "open")
      #expect(error.reason == .known(.noSuchFile))
      #expect(error.systemText == "No such file or directory")
      #expect(error.description == "open: No such file or directory")
    }
  }

  @Test("A temporary file: written at offsets, sized, cut; its kind; removed")
  func temporaryFilePositions() throws {
    let (file, path) = try FileSystem.makeTemporaryFile("/tmp/teller-wrapper-")
    defer {
      file.close()
      FileSystem.remove(path)
    }
    #expect(path.hasPrefix("/tmp/teller-wrapper-"))
    #expect(FileSystem.isFile(path) && !FileSystem.isFolder(path))
    #expect(try file.kind() == .regular)
    #expect(try file.write(Array("abcdef".utf8), from: 2, at: 4) == 4)
    #expect(file.seekToEnd() == 8)
    try file.truncate(toSize: 5)
    #expect(file.seekToEnd() == 5)
    let folder = try FileDescriptor.open("/tmp", .readOnly, options: .closeOnExec)
    defer { folder.close() }
    #expect(try folder.kind() == .folder)
    FileSystem.remove(path)
    #expect(!FileSystem.exists(path))
  }

  @Test("A folder, a FIFO and a link: made, told apart, removed")
  func foldersFIFOsAndLinks() throws {
    let folder = "/tmp/teller-wrapper-folder-\(CurrentProcess.id)"
    try FileSystem.makeFolder(folder)
    defer { FileSystem.removeFolder(folder) }
    #expect(FileSystem.isFolder(folder))
    #expect(throws: SystemError.self) { try FileSystem.makeFolder(folder) }
    let fifo = folder + "/fifo"
    try FileSystem.makeFIFO(fifo)
    defer { FileSystem.remove(fifo) }
    #expect(FileSystem.isFile(fifo) && !FileSystem.isSocket(fifo))
    #expect(FileSystem.contents(ofFolder: folder) == ["fifo"])
    #expect(CurrentProcess.executablePath?.hasPrefix("/") == true)
    #expect(FileSystem.linkTarget(fifo) == nil)
  }

  @Test("Environment: a variable set, read, and unset; an empty one counts as unset where asked")
  func environmentVariables() {
    let name = "TELLER_WRAPPER_TEST_\(CurrentProcess.id)"
    #expect(Environment.value(name) == nil)
    Environment.set(name, to: "")
    #expect(Environment.value(name) == "")
    #expect(Environment.nonEmptyValue(name) == nil)
    Environment.set(name, to: "값")
    #expect(Environment.all[name] == "값")
    Environment.unset(name)
    #expect(Environment.value(name) == nil)
  }

  @Test("A pipe is no terminal: no settings to read, no window size; -1 is no open descriptor")
  func pipeIsNoTerminal() throws {
    let pipe = try Pipe.open()
    defer { pipe.close() }
    #expect(!pipe.readEnd.isTerminal)
    #expect(pipe.readEnd.windowSize == nil)
    do {
      _ = try TerminalSettings.read(from: pipe.readEnd)
      Issue.record("a pipe had terminal settings")
    } catch {
      #expect(error.call == "tcgetattr")
    }
    #expect(pipe.readEnd.isOpen)
    #expect(!FileDescriptor(-1).isOpen)
  }
}
