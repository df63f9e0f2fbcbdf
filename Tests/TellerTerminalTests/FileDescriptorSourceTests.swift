import Foundation
import TellerTerminal
import Testing

@Suite("FileDescriptorSource")
struct FileDescriptorSourceTests {
  /// A pipe's read and write ends, closed at the end of the test.
  final class TestPipe {
    let read: Int32
    var write: Int32

    init() throws {
      var ends: [Int32] = [0, 0]
      guard pipe(&ends) == 0 else { throw CocoaError(.fileReadUnknown) }
      read = ends[0]
      write = ends[1]
    }

    func send(_ text: String) {
      _ = Array(text.utf8).withUnsafeBytes { Glibc.write(write, $0.baseAddress, $0.count) }
    }

    func closeWrite() {
      close(write)
      write = -1
    }

    deinit {
      close(read)
      if write >= 0 { close(write) }
    }
  }

  @Test func nothingWaitingTimesOut() throws {
    let pipe = try TestPipe()
    var source = FileDescriptorSource(fileDescriptor: pipe.read)
    #expect(source.read(timeoutMilliseconds: 0) == .timeout)
  }

  @Test func bytesWaitingAreRead() throws {
    let pipe = try TestPipe()
    pipe.send("a한")
    var source = FileDescriptorSource(fileDescriptor: pipe.read)
    #expect(source.read(timeoutMilliseconds: 1000) == .bytes(Array("a한".utf8)))
    #expect(source.read(timeoutMilliseconds: 0) == .timeout)
  }

  @Test func chunksAreLimited() throws {
    let pipe = try TestPipe()
    pipe.send("abc")
    var source = FileDescriptorSource(fileDescriptor: pipe.read, chunkSize: 2)
    #expect(source.read(timeoutMilliseconds: 1000) == .bytes(Array("ab".utf8)))
    #expect(source.read(timeoutMilliseconds: 1000) == .bytes(Array("c".utf8)))
  }

  @Test func closedWriterEndsInput() throws {
    let pipe = try TestPipe()
    pipe.send("x")
    pipe.closeWrite()
    var source = FileDescriptorSource(fileDescriptor: pipe.read)
    #expect(source.read(timeoutMilliseconds: 1000) == .bytes([0x78]))
    #expect(source.read(timeoutMilliseconds: 1000) == .endOfFile)
  }

  @Test("Another descriptor ends the wait as a timeout and keeps its bytes for its owner")
  func otherDescriptorEndsTheWait() throws {
    let input = try TestPipe()
    let other = try TestPipe()
    other.send("k")
    var source = FileDescriptorSource(fileDescriptor: input.read)
    // A wait that ignored the other descriptor would last the whole 10 s.
    let clock = ContinuousClock()
    let start = clock.now
    #expect(source.read(timeoutMilliseconds: 10_000, alsoWaitingOn: [-1, other.read]) == .timeout)
    #expect(clock.now - start < .seconds(5))
    var kept: UInt8 = 0
    #expect(Glibc.read(other.read, &kept, 1) == 1)
    #expect(kept == 0x6B)
    input.send("a")
    other.send("k")
    #expect(
      source.read(timeoutMilliseconds: 10_000, alsoWaitingOn: [other.read]) == .bytes([0x61]),
      "input first when both wait")
    #expect(source.read(timeoutMilliseconds: 0, alsoWaitingOn: []) == .timeout)
  }

  @Test("The wake descriptor ends the wait as a timeout and is emptied")
  func wakeDescriptorIsEmptied() throws {
    let input = try TestPipe()
    let wake = try TestPipe()
    _ = fcntl(wake.read, F_SETFL, fcntl(wake.read, F_GETFL) | O_NONBLOCK)
    wake.send("123")
    var source = FileDescriptorSource(fileDescriptor: input.read, wakeFileDescriptor: wake.read)
    let clock = ContinuousClock()
    let start = clock.now
    #expect(source.read(timeoutMilliseconds: 10_000) == .timeout)
    #expect(clock.now - start < .seconds(5))
    var left: UInt8 = 0
    #expect(Glibc.read(wake.read, &left, 1) == -1, "nothing left to read")
  }

  @Test func badDescriptorEndsInput() {
    var source = FileDescriptorSource(fileDescriptor: 9999)
    #expect(source.read(timeoutMilliseconds: 0) == .endOfFile)
  }
}
