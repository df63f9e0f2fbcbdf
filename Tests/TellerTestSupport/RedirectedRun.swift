import Foundation
import TellerPlatform

#if canImport(Glibc)
  import Glibc
#endif

/// Where a child's standard output goes, for tests of failed writes.
public enum StandardOutputTarget: Sendable, CustomStringConvertible {
  /// A file, such as `/dev/full`, opened for writing (created or emptied).
  case file(String)
  /// No standard output at all, as the shell's `>&-` leaves it.
  case closed
  /// A pipe whose reader has already gone: the first write fails with EPIPE
  /// (or raises SIGPIPE, if the child lets it).
  case pipeWithoutReader

  /// The redirection as a shell would write it, for messages.
  public var description: String {
    switch self {
    case .file(let path): ">\(path)"
    case .closed: ">&-"
    case .pipeWithoutReader: "| (reader gone)"
    }
  }
}

/// Runs the built `teller` with standard output redirected, standard input
/// read from `stdin`, standard error caught in a file, every signal at its
/// default action (SIGPIPE included, whatever the test process does with
/// it), and waits at most `timeout`.
///
/// - Returns: the result; a child ended by a signal has status 128 + the
///   signal, as a shell reports it. `stdout` is always empty.
public func runTeller(
  _ arguments: [String], standardOutput: StandardOutputTarget, stdin: String = "",
  environment: [String: String] = [:], timeout: Duration = childTimeout
) throws -> ProcessResult {
  let (inPath, errPath) = temporaryFilePair("redirect", "in", "err")
  defer {
    unlink(inPath)
    unlink(errPath)
  }
  try Data(stdin.utf8).write(to: URL(fileURLWithPath: inPath))

  // The writing end of a pipe whose reader has gone, closed here once the
  // child has its own copy.
  var pipeEnd: Int32 = -1
  let output: Subprocess.Stream
  switch standardOutput {
  case .file(let path): output = .file(path)
  case .closed: output = .closed
  case .pipeWithoutReader:
    guard let ends = Subprocess.openPipe() else { throw TmuxError("Cannot make a pipe") }
    close(ends.read)
    pipeEnd = ends.write
    output = .descriptor(ends.write)
  }
  let environment = TestSupport.tellerEnvironment(environment)
  let started = Result {
    try spawnInBackground(
      TestSupport.tellerPath, arguments, environment: environment, input: .file(inPath),
      output: output, error: .file(errPath))
  }
  if pipeEnd >= 0 { close(pipeEnd) }
  let status = try waitForExit(started.get(), timeout: timeout)
  let err = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
  return ProcessResult(status: status, stdout: "", stderr: err)
}
