import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Where a child's standard output goes, for tests of failed writes.
public enum StandardOutputTarget: Sendable, CustomStringConvertible {
  /// A file, such as `/dev/full`, opened for writing.
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
  let folder = FileManager.default.temporaryDirectory
  let unique = UUID().uuidString
  let inPath = folder.appendingPathComponent("teller-redirect-\(unique).in").path
  let errPath = folder.appendingPathComponent("teller-redirect-\(unique).err").path
  defer {
    unlink(inPath)
    unlink(errPath)
  }
  try Data(stdin.utf8).write(to: URL(fileURLWithPath: inPath))

  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_addopen(&actions, 0, inPath, O_RDONLY, 0)
  var pipeEnds: [Int32] = [-1, -1]
  switch standardOutput {
  case .file(let path):
    posix_spawn_file_actions_addopen(&actions, 1, path, O_WRONLY, 0)
  case .closed:
    posix_spawn_file_actions_addclose(&actions, 1)
  case .pipeWithoutReader:
    guard pipe(&pipeEnds) == 0 else { throw TmuxError("Cannot make a pipe") }
    close(pipeEnds[0])
    posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
    posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
  }
  posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

  let environment = ["LANG": "C.UTF-8", "XDG_CONFIG_HOME": TestSupport.noConfigFolder].merging(
    environment
  ) { $1 }
  let pid: pid_t
  do {
    pid = try spawnWithDefaultSignals(
      TestSupport.tellerPath, arguments, environment: environment, actions: &actions)
  } catch {
    if pipeEnds[1] >= 0 { close(pipeEnds[1]) }
    throw error
  }
  if pipeEnds[1] >= 0 { close(pipeEnds[1]) }
  let status = try waitForExit(pid, timeout: timeout)
  let signal = status & 0x7F
  let code = signal == 0 ? (status >> 8) & 0xFF : 128 + signal
  let err = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
  return ProcessResult(status: code, stdout: "", stderr: err)
}
