import Foundation
import TellerTestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// A FIFO for Teller's standard input, held open by the test so input
/// ends only when the test closes it.
final class InputFIFO {
  let path = temporaryPath("input.fifo")
  private var writer: Int32 = -1

  init() throws {
    guard mkfifo(path, 0o600) == 0 else { throw TimedOut(description: "mkfifo \(path)") }
    writer = open(path, O_RDWR | O_CLOEXEC)
    guard writer >= 0 else { throw TimedOut(description: "open \(path)") }
  }

  deinit {
    close()
    unlink(path)
  }

  /// Writes a line.
  func send(_ line: String) {
    let bytes = Array((line + "\n").utf8)
    _ = bytes.withUnsafeBytes { write(writer, $0.baseAddress, $0.count) }
  }

  /// Ends the input.
  func close() {
    guard writer >= 0 else { return }
    _ = Glibc.close(writer)
    writer = -1
  }
}
