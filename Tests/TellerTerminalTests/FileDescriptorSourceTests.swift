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

  @Test func badDescriptorEndsInput() {
    var source = FileDescriptorSource(fileDescriptor: 9999)
    #expect(source.read(timeoutMilliseconds: 0) == .endOfFile)
  }
}
