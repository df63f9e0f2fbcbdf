import Synchronization
import TellerArguments
import TellerPlatform
import TellerSession
import TellerWording

/// What went wrong writing the standard streams, kept until the process
/// exits, so that no failed write is lost, whoever made it.
///
/// ``Shell/write(_:to:named:)`` notes every failure here; ``Shell/exit(_:)``
/// reads it: a failure other than a broken pipe turns the exit status into
/// 74 (EX_IOERR), with one line on standard error unless one was printed
/// already; a broken pipe (the reader went away, as `| head -1` does)
/// changes nothing and prints nothing. Writes may come from any thread
/// (speech reports its problems from its own), so the state is atomic.
enum OutputFailures {
  /// The first failure other than a broken pipe: the descriptor in the high
  /// 32 bits, `errno` in the low ones; 0 for none.
  private static let first = Atomic<Int64>(0)
  /// Whether a line saying why output failed was printed.
  private static let reported = Atomic<Bool>(false)

  /// Notes a failed write to a descriptor; the first one is kept.
  static func note(fileDescriptor: Int32, errno code: Int32) {
    guard !SystemError("write", code: code).isBrokenPipe else { return }
    let packed = Int64(fileDescriptor) << 32 | Int64(UInt32(bitPattern: code))
    _ = first.compareExchange(expected: 0, desired: packed, ordering: .relaxed)
  }

  /// Notes that the user was told why output failed.
  static func noteReported() {
    reported.store(true, ordering: .relaxed)
  }

  /// The first failure, if any: "cannot write to standard output: No
  /// space left on device".
  static var firstFailure: OutputProblem? {
    let packed = first.load(ordering: .relaxed)
    guard packed != 0 else { return nil }
    let fileDescriptor = Int32(truncatingIfNeeded: packed >> 32)
    let code = Int32(bitPattern: UInt32(truncatingIfNeeded: packed))
    return Shell.writeFailure(fileDescriptor: fileDescriptor, errno: code)
  }

  /// The status to exit with: 74 after a failed write other than a broken
  /// pipe, saying why on standard error, in the catalog's language, if
  /// nothing has yet; otherwise `status`.
  static func finalStatus(_ status: ExitCode, in catalog: Catalog) -> ExitCode {
    guard let problem = firstFailure else { return status }
    if !reported.load(ordering: .relaxed) {
      noteReported()
      try? Shell.write(Catalog.standardErrorLine(catalog[problem]), to: 2, named: .standardError)
    }
    return .ioError
  }
}
